import { useId } from 'react';
import { MoveStage, moveMessages } from '../../../../domain/reservation/move-messages';
import type { Milestone } from '../../../../domain/shipment/enums';
import {
  type DeliverySchedulingNow,
  type PickupSchedulingNow,
  type SchedulingAhead,
  schedulingAhead,
} from '../../../../domain/shipment/scheduling-ahead';
import type { BookedMove } from '../../../http/client/relomove-api';
import { Modal } from '../../app/confirm-dialog';
import { editOpen } from './change-move/change-move-view';
import { useNow } from './change-move/cutoff-countdown';
import { MILESTONE_NAME } from './milestones/milestone-text';

const STEPS =
  'See each step of your move (drop-off, loading, pickup, transit and delivery) with its dates and what happened.';
const CHANGE_ONLINE =
  'Change your dates or equipment online until the cut-off, and see the price difference before you confirm.';
const CHARGES = 'See what has been charged, what will be charged, and when.';
const SCHEDULE_BOTH =
  'Request your pickup and book your delivery window yourself, and add every step to your calendar.';

/** The welcome popup's words (ours: §3 names the welcome-popup-used flag; its layout is not shown). */
export const WelcomeText = {
  title: 'Welcome to your move dashboard',
  intro: 'This is where you follow and run your move. It stays up to date as your move goes.',
  points: [STEPS, CHANGE_ONLINE, SCHEDULE_BOTH, CHARGES],
  /** In place of steps, the steps of the move shown (its milestones' tab names, in order). */
  steps: STEPS,
  stepsOf: (names: readonly string[]) =>
    `See each step of your move (${wordsList(names)}) with its dates and what happened.`,
  changeOnline: CHANGE_ONLINE,
  /** In place of changeOnline once this move can no longer be changed online (its cut-off passed). */
  changeClosed:
    'Your move can no longer be changed online: the Overview gives the number to call to change it.',
  /** In place of scheduleBoth, by what is still ahead to schedule online (domain/shipment/scheduling-ahead.ts). */
  scheduleBoth: SCHEDULE_BOTH,
  schedulePickup: 'Request your pickup yourself, and add every step to your calendar.',
  scheduleDelivery: 'Book your delivery window yourself, and add every step to your calendar.',
  scheduleNone: 'Add every step of your move to your calendar.',
  close: 'Got it',
} as const;

/** 'a, b and c'. */
function wordsList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function schedulingPoint(ahead: SchedulingAhead): string {
  if (ahead.pickup) return ahead.delivery ? WelcomeText.scheduleBoth : WelcomeText.schedulePickup;
  return ahead.delivery ? WelcomeText.scheduleDelivery : WelcomeText.scheduleNone;
}

/** How the move can be changed now: online (until its cut-off), by phone, or not at all (it is over). */
export type ChangeNow = 'online' | 'phone' | 'none';

function changeNow(stage: MoveStage, editOpen: boolean): ChangeNow {
  if (!moveMessages(stage).offersChange) return 'none';
  return editOpen ? 'online' : 'phone';
}

/**
 * The points for this move: its own steps, the online change only until its cut-off and no change at all once
 * the move is over (delivered or cancelled), only the scheduling still ahead online (no pickup request after the
 * pickup, nor for a move that starts at a service center), and its charges.
 */
export function welcomePoints(
  change: ChangeNow,
  ahead: SchedulingAhead,
  steps: readonly Milestone[],
): readonly string[] {
  const changePoint = { online: [WelcomeText.changeOnline], phone: [WelcomeText.changeClosed], none: [] }[
    change
  ];
  return [
    steps.length > 0
      ? WelcomeText.stepsOf(steps.map((m) => MILESTONE_NAME[m].tab.toLowerCase()))
      : WelcomeText.steps,
    ...changePoint,
    schedulingPoint(ahead),
    CHARGES,
  ];
}

/**
 * Issue 13 "Welcome popup: shown once per customer" (§3 Dashboard state welcome-popup-used): what the
 * dashboard offers, as a modal dialog, true of the move shown (after its cut-off it does not offer online
 * changes, once the move is over no change at all, and it offers only the scheduling still ahead online). Focus goes to its button; the button and Escape close it, and focus
 * goes back to where it was.
 */
export function WelcomePopup({
  onClose,
  move,
  steps,
  pickup,
  delivery,
  stage = MoveStage.Booked,
  now: fixedNow,
}: {
  onClose(): void;
  /** §6 IsMyMoveEditAllowed and the cut-off of the move shown under the popup. */
  move: Pick<BookedMove, 'editAllowed' | 'editWindow'>;
  /** The move's milestones in order (the shipment's sequence). */
  steps: readonly Milestone[];
  /** The move's pickup request and delivery tool now (the shipment's and GET appointments/delivery's). */
  pickup: PickupSchedulingNow | null;
  delivery: DeliverySchedulingNow | null;
  /** Where the move stands (the Overview's): once it is over, nothing is left to change or schedule. */
  stage?: MoveStage;
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
          {welcomePoints(
            changeNow(stage, editOpen(move, now)),
            schedulingAhead(pickup, delivery, stage === MoveStage.Cancelled),
            steps,
          ).map((point) => (
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
