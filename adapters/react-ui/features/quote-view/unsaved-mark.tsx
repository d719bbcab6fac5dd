/** Issue 10: the mark of a choice (or the whole breakdown) that differs from the saved quote. */
export const UNSAVED_TEXT = 'Unsaved';
export const UNSAVED_CHANGES_TEXT = 'Unsaved changes';

export function UnsavedMark({ show, text = UNSAVED_TEXT }: { show: boolean; text?: string }) {
  return show ? (
    <span className="unsaved-mark" data-testid="unsaved-mark">
      {text}
    </span>
  ) : null;
}
