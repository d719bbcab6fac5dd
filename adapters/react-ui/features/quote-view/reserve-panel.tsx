import { Link } from 'react-router';
import { ReservationStep } from '../../../../domain/reservation/enums';
import { reservationBlock, reservationPath } from '../../../../domain/reservation/reservation-entry';
import { useToday } from '../../app/page-clock';
import type { QuoteViewModel } from './use-quote-view';

/** The words of the reserve panel (ours). */
export const ReserveText = {
  heading: 'Ready to book?',
  action: 'Reserve this move',
  lead: 'Reserve online in three steps: your addresses, your dates, then a card. Nothing is charged until we are in transit with your loaded container.',
  saveFirst: 'Save or discard your changes first, so you reserve the price you see.',
} as const;

/**
 * Issue 11 "Entry": the quote view's primary "Reserve this move" action for a Quoted quote. A quote that
 * cannot be reserved (under review, expired, already reserved) says why and offers the way forward
 * (domain/reservation/reservation-entry). The link carries the quote's link token, so a visitor who is not
 * signed in yet sees the quote's email on the account step.
 */
export function ReservePanel({ model }: { model: QuoteViewModel }) {
  const { quote } = model;
  const today = useToday();
  if (!quote) return null;
  const block = reservationBlock(quote, today());
  const to = `${reservationPath(quote.QuoteId, ReservationStep.location)}?qId=${encodeURIComponent(quote.QuoteIdEncrypted)}`;
  return (
    <section className="card reserve-panel" aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">{ReserveText.heading}</h2>
      {block ? (
        <>
          <p>{block.message}</p>
          <Link className="button" to={block.route}>
            {block.action}
          </Link>
        </>
      ) : (
        <>
          <p>{ReserveText.lead}</p>
          {model.dirty ? (
            <p className="field-hint" id="reserve-save-first">
              {ReserveText.saveFirst}
            </p>
          ) : null}
          {model.dirty ? (
            <button
              type="button"
              className="button button-primary"
              aria-disabled="true"
              aria-describedby="reserve-save-first"
            >
              {ReserveText.action}
            </button>
          ) : (
            <Link className="button button-primary" to={to}>
              {ReserveText.action}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
