import { useId } from 'react';
import { Modal } from '../../app/confirm-dialog';

/** The welcome popup's words (ours: §3 names the welcome-popup-used flag; its layout is not shown). */
export const WelcomeText = {
  title: 'Welcome to your move dashboard',
  intro: 'This is where you follow and run your move. It stays up to date as your move goes.',
  points: [
    'See each step of your move (drop-off, loading, pickup, transit and delivery) with its dates and what happened.',
    'Change your dates or equipment online until the cut-off, and see the price difference before you confirm.',
    'Request your pickup and book your delivery window yourself, and add every step to your calendar.',
    'See what has been charged, what will be charged, and when.',
  ],
  close: 'Got it',
} as const;

/**
 * Issue 13 "Welcome popup: shown once per customer" (§3 Dashboard state welcome-popup-used): what the
 * dashboard offers, as a modal dialog. Focus goes to its button; the button and Escape close it, and focus
 * goes back to where it was.
 */
export function WelcomePopup({ onClose }: { onClose(): void }) {
  const id = useId();
  return (
    <Modal titleId={`${id}-title`} bodyId={`${id}-body`} onEscape={onClose}>
      <h2 id={`${id}-title`}>{WelcomeText.title}</h2>
      <div id={`${id}-body`} className="modal-body">
        <p>{WelcomeText.intro}</p>
        <ul>
          {WelcomeText.points.map((point) => (
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
