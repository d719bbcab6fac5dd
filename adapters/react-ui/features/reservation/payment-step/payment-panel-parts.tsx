import type { ReactNode } from 'react';
import { PAYMENT_TEXT } from './payment-text';

/** A SANDBOX payment method's panel on the payment step (Affirm, PayPal): its heading, then `children`. */
export function SandboxPaymentPanel({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <section className="payment-panel" aria-labelledby={id}>
      <h3 id={id}>
        {name} <span className="sandbox-tag">SANDBOX</span>
      </h3>
      {children}
    </section>
  );
}

/** What went wrong, announced, then the way forward: `lead` in bold when `strong`. */
export function OutcomeProblem({
  lead,
  next,
  strong = false,
}: {
  lead: ReactNode;
  next: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="card-outcome card-outcome-problem" role="alert">
      <p>{strong ? <strong>{lead}</strong> : lead}</p>
      <p>{next}</p>
    </div>
  );
}

/** An approval (a loan, a PayPal payment): what was approved in bold, then what booking does with it. */
export function OutcomeApproved({ title, note }: { title: ReactNode; note: ReactNode }) {
  return (
    <div className="card-outcome card-outcome-ok" role="status">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{note}</p>
    </div>
  );
}

/** The step's Book button for an approved payment; says it is booking while it does. */
export function BookButton({ booking, onBook }: { booking: boolean; onBook: () => void }) {
  return (
    <button type="button" className="button button-primary" disabled={booking} onClick={onBook}>
      {booking ? PAYMENT_TEXT.booking : PAYMENT_TEXT.book}
    </button>
  );
}
