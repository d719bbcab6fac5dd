import './confirm-dialog.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  title: string;
  /** What the action does, read first (the dialog's description). */
  children: ReactNode;
  /** The safe way out ("Keep my loan"): focused first. */
  keepLabel: string;
  /** The action (danger style). */
  confirmLabel: string;
  /** The action's label while it runs. */
  busyLabel: string;
  busy: boolean;
  /** Why the last attempt failed, as an alert; null when it did not. */
  problem: ReactNode | null;
  /** Element ids of the title and the description, when tests or styles need fixed ones. */
  titleId?: string;
  bodyId?: string;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The app's confirmation modal (the §2 cancel-loan modal and the dashboard's cancel; their layouts are not
 * shown): asks before an action that cannot be undone. Focus moves to the safe button, Escape and that
 * button close it (not while the action runs), and focus goes back to the element that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const generated = useId();
  const titleId = props.titleId ?? `${generated}-title`;
  const bodyId = props.bodyId ?? `${generated}-body`;
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    keep.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="modal-backdrop">
      <div
        className="modal card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !props.busy) props.onClose();
        }}
      >
        <h2 id={titleId}>{props.title}</h2>
        <div id={bodyId} className="modal-body">
          {props.children}
        </div>
        {props.problem ? (
          <div className="notice notice-error modal-problem" role="alert">
            {props.problem}
          </div>
        ) : null}
        <div className="modal-actions">
          <button type="button" ref={keep} className="button" disabled={props.busy} onClick={props.onClose}>
            {props.keepLabel}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.busy ? props.busyLabel : props.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
