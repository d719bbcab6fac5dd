import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';

/** A simple information page: a title, what happened, and ways forward. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page info-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export { PhoneLink } from '../../app/phone-link';

export function NewQuoteLink({ children = 'Get a new quote' }: { children?: ReactNode }) {
  return (
    <Link className="button button-primary" to={Route.movingQuote}>
      {children}
    </Link>
  );
}
