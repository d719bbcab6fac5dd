/** A reading that failed: what happened (`text.unavailable`), announced, and a button to ask again. */
export function RetryNotice({
  text,
  onRetry,
}: {
  text: { readonly unavailable: string; readonly tryAgain: string };
  onRetry(): void;
}) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{text.unavailable}</p>
      <button type="button" className="button" onClick={onRetry}>
        {text.tryAgain}
      </button>
    </div>
  );
}
