import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Blocker } from 'react-router';

/** The words of the leave-page confirmation (ours). */
export const LeaveText = {
  title: 'Leave without saving?',
  body: 'You have unsaved changes to your quote. If you leave now, they are lost.',
  stay: 'Stay and keep my changes',
  leave: 'Leave without saving',
} as const;

/**
 * Issue 10: the accessible confirmation shown while a navigation is blocked (an alertdialog that takes
 * focus, keeps Tab inside it and closes with Escape as "stay").
 */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const id = useId();
  const stayRef = useRef<HTMLButtonElement>(null);
  const open = blocker.state === 'blocked';
  useEffect(() => {
    if (open) stayRef.current?.focus();
  }, [open]);
  if (blocker.state !== 'blocked') return null;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      blocker.reset();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="leave-backdrop">
      <div
        className="leave-dialog card"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{LeaveText.title}</h2>
        <p id={`${id}-body`}>{LeaveText.body}</p>
        <div className="form-actions">
          <button
            ref={stayRef}
            type="button"
            className="button button-primary"
            onClick={() => blocker.reset()}
          >
            {LeaveText.stay}
          </button>
          <button type="button" className="button" onClick={() => blocker.proceed()}>
            {LeaveText.leave}
          </button>
        </div>
      </div>
    </div>
  );
}
