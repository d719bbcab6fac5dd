import { useId } from 'react';
import type { BookedMove } from '../../../http/client/relomove-api';
import { Modal } from '../../app/confirm-dialog';
import { editOpen } from './change-move/change-move-view';
import { useNow } from './change-move/cutoff-countdown';

const CHANGE_ONLINE =
  'Change your dates or equipment online until the cut-off, and see the price difference before you confirm.';

/** The welcome popup's words (ours: §3 names the welcome-popup-used flag; its layout is not shown). */
export const WelcomeText = {
  title: 'Welcome to your move dashboard',
  intro: 'This is where you follow and run your move. It stays up to date as your move goes.',
  points: [
    'See each step of your move (drop-off, loading, pickup, transit and delivery) with its dates and what happened.',
    CHANGE_ONLINE,
    'Request your pickup and book your delivery window yourself, and add every step to your calendar.',
    'See what has been charged, what will be charged, and when.',
  ],
  changeOnline: CHANGE_ONLINE,
  /** In place of changeOnline once this move can no longer be changed online (its cut-off passed). */
  changeClosed:
    'Your move can no longer be changed online: the Overview gives the number to call to change it.',
  close: 'Got it',
} as const;

/** The points for this move: a move past its cut-off is not told it can still be changed online. */
export function welcomePoints(canChangeOnline: boolean): readonly string[] {
  return canChangeOnline
    ? WelcomeText.points
    : WelcomeText.points.map((point) =>
        point === WelcomeText.changeOnline ? WelcomeText.changeClosed : point,
      );
}

/**
 * Issue 13 "Welcome popup: shown once per customer" (§3 Dashboard state welcome-popup-used): what the
 * dashboard offers, as a modal dialog, true of the move shown (after its cut-off it does not offer online
 * changes). Focus goes to its button; the button and Escape close it, and focus
 * goes back to where it was.
 */
export function WelcomePopup({
  onClose,
  move,
  now: fixedNow,
}: {
  onClose(): void;
  /** §6 IsMyMoveEditAllowed and the cut-off of the move shown under the popup. */
  move: Pick<BookedMove, 'editAllowed' | 'editWindow'>;
  /** The clock (the page's, ticking each minute, unless told). */
  now?: Date;
}) {
  const id = useId();
  const now = useNow(fixedNow);
  return (
    <Modal titleId={`${id}-title`} bodyId={`${id}-body`} onEscape={onClose}>
      <h2 id={`${id}-title`}>{WelcomeText.title}</h2>
      <div id={`${id}-body`} className="modal-body">
        <p>{WelcomeText.intro}</p>
        <ul>
          {welcomePoints(editOpen(move, now)).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {WelcomeText.close}
        </button>
      </div>
    </Modal>
  );
}
