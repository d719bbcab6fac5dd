import './confirm-dialog.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/** The words of a confirmation: its title, the safe way out, the action, and the action while it runs. */
export interface ConfirmDialogText {
  title: string;
  /** The safe way out ("Keep my loan"): focused first. */
  keepLabel: string;
  /** The action (danger style). */
  confirmLabel: string;
  /** The action's label while it runs. */
  busyLabel: string;
}

/** The action a confirmation asks about: whether it runs, why it last failed, and the dialog's two answers. */
export interface ConfirmDialogAction {
  busy: boolean;
  /** Why the last attempt failed, as an alert; null when it did not. */
  problem: ReactNode | null;
  onConfirm(): void;
  onClose(): void;
}

export interface ConfirmDialogProps {
  text: ConfirmDialogText;
  action: ConfirmDialogAction;
  /** What the action does, read first (the dialog's description). */
  children: ReactNode;
  /** Element ids of the title and the description, when tests or styles need fixed ones. */
  titleId?: string;
  bodyId?: string;
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
export function ConfirmDialog({ text, action, children, ...ids }: ConfirmDialogProps) {
  const generated = useId();
  const titleId = ids.titleId ?? `${generated}-title`;
  const bodyId = ids.bodyId ?? `${generated}-body`;
  return (
    <Modal
      titleId={titleId}
      bodyId={bodyId}
      onEscape={() => {
        if (!action.busy) action.onClose();
      }}
    >
      <h2 id={titleId}>{text.title}</h2>
      <div id={bodyId} className="modal-body">
        {children}
      </div>
      {action.problem ? (
        <div className="notice notice-error modal-problem" role="alert">
          {action.problem}
        </div>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" disabled={action.busy} onClick={action.onClose}>
          {text.keepLabel}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={action.busy}
          onClick={action.onConfirm}
        >
          {action.busy ? text.busyLabel : text.confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
