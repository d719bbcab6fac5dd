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
 * A modal dialog over the page, named by its title (`titleId`) and described by `bodyId`. On opening, the
 * first element that matches `focus` takes the focus; on closing, the focus goes back to the element that
 * had it. Escape calls `onEscape`.
 */
export function Modal({
  titleId,
  bodyId,
  focus = '.modal-actions button',
  className = 'modal card',
  onEscape,
  children,
}: {
  titleId: string;
  bodyId: string;
  focus?: string;
  className?: string;
  onEscape(): void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>(focus)?.focus();
    return () => opener?.focus();
  }, [focus]);
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onEscape();
        }}
      >
        {children}
      </div>
    </div>
  );
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
  return (
    <Modal
      titleId={titleId}
      bodyId={bodyId}
      onEscape={() => {
        if (!props.busy) props.onClose();
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
        <button type="button" className="button" disabled={props.busy} onClick={props.onClose}>
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
    </Modal>
  );
}
