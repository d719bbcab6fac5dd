import { OverlayText } from '../../../domain/quote/quote-texts';

/** §2 loading overlays: a title ('We're building your quote' ...) and, when given, a 'Did you know?' fact. */
export function LoadingOverlay({ title, fact }: { title: string; fact?: string }) {
  return (
    <div className="overlay" role="status" aria-live="polite">
      <div className="overlay-card">
        <span className="spinner" aria-hidden="true" />
        <p className="overlay-title">{title}</p>
        {fact ? (
          <p className="overlay-fact">
            <strong>{OverlayText.didYouKnow}</strong> {fact}
          </p>
        ) : null}
      </div>
    </div>
  );
}
