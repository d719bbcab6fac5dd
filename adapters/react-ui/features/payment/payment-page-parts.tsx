import './payment-pages.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { PayText } from './payment-page-text';
import type { MoveMoney } from './use-move-money';

/** A payment page's frame: the title and its content, narrow like a form. */
export function PaymentPageFrame({
  title,
  children,
  titleRef,
}: {
  title: string;
  children: ReactNode;
  titleRef?: React.Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="container page payment-page">
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h1>
      {children}
    </div>
  );
}

export function BackToDashboard({ primary = false }: { primary?: boolean }) {
  return (
    <Link className={`button${primary ? ' button-primary' : ''}`} to={Route.dashboard}>
      {PayText.back}
    </Link>
  );
}

/**
 * The states of a payment page before its move is there: loading, not the visitor's move (or no such
 * move), could not be loaded. Null once the move and its payments are loaded.
 */
export function MoneyStates({ money, title }: { money: MoveMoney; title: string }) {
  if (money.loading || (!money.missing && !money.failed && (!money.move || !money.payments))) {
    return (
      <PaymentPageFrame title={title}>
        <p role="status">{PayText.loading}</p>
      </PaymentPageFrame>
    );
  }
  if (money.missing) {
    return (
      <PaymentPageFrame title={title}>
        <p role="alert">{PayText.missing}</p>
        <BackToDashboard primary />
      </PaymentPageFrame>
    );
  }
  if (money.failed) {
    return (
      <PaymentPageFrame title={title}>
        <p role="alert">{PayText.failed}</p>
        <div className="payment-actions">
          <button type="button" className="button button-primary" onClick={money.retry}>
            {PayText.tryAgainLoad}
          </button>
          <BackToDashboard />
        </div>
      </PaymentPageFrame>
    );
  }
  return null;
}
