/** The out-of-date banner's words (ours: §4 "An out-of-date banner disables editing"; its text is not shown). */
export const OutOfDateText = {
  title: 'This page is out of date',
  body: 'Your move was changed after this page was opened (on another page or device, or by our team). Changes are paused here until you see the latest.',
  action: 'Show the latest',
  loading: 'Loading the latest…',
} as const;

/**
 * §4 Dashboard: the out-of-date banner. Shown when the server holds a newer revision of the move than the
 * page shows; while it shows, the page offers no change or cancellation (§6 IsMyMoveEditAllowed is off for
 * an out-of-date dashboard), since they would be made against what the customer can no longer see.
 */
export function OutOfDateBanner({ onShowLatest, busy }: { onShowLatest(): void; busy: boolean }) {
  return (
    <div
      className="notice notice-info dashboard-out-of-date"
      role="alert"
      data-testid="dashboard-out-of-date"
    >
      <p className="dashboard-strong">{OutOfDateText.title}</p>
      <p>{OutOfDateText.body}</p>
      <button type="button" className="button button-primary" onClick={onShowLatest} disabled={busy}>
        {busy ? OutOfDateText.loading : OutOfDateText.action}
      </button>
    </div>
  );
}
