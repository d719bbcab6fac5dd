/**
 * A settings form's save button and, after it, a live status that says when the last save went through
 * (empty until then, so that the status is announced when it fills).
 */
export function SaveWithStatus({
  text,
  busy,
  saved,
  primary = false,
  statusClass,
}: {
  text: { save: string; saved: string };
  busy: boolean;
  saved: boolean;
  primary?: boolean;
  statusClass: string;
}) {
  return (
    <>
      <button type="submit" className={primary ? 'button button-primary' : 'button'} disabled={busy}>
        {text.save}
      </button>
      <p role="status" className={statusClass}>
        {saved ? text.saved : ''}
      </p>
    </>
  );
}
