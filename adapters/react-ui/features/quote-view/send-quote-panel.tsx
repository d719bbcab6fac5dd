import { type FormEvent, useId, useState } from 'react';
import type { QuoteViewModel } from './use-quote-view';

/** Send the quote by email (GET notifications/send-quote-email); asks for an address when none is on file. */
export function SendQuotePanel({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { send } = model;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.sendQuote(email);
  };
  return (
    <section className="send-quote" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keep this quote</h2>
      {send.status === 'needsEmail' ? (
        <form onSubmit={onSubmit} noValidate>
          <p>Please provide your email so we can send your quote.</p>
          <div className="field" data-state={send.error ? 'error' : 'none'}>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={send.error !== null}
              aria-describedby={`${id}-email-error`}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p id={`${id}-email-error`} className="field-error" aria-live="polite">
              {send.error ?? ''}
            </p>
          </div>
          <button type="submit" className="button">
            Send quote
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          disabled={send.status === 'sending'}
          onClick={() => void model.sendQuote()}
        >
          Send quote
        </button>
      )}
      <p className="send-status" role="status">
        {send.status === 'sending' ? 'Sending your quote…' : null}
        {send.status === 'sent' ? 'Your quote is on its way to your inbox.' : null}
        {send.status === 'failed' ? send.text : null}
      </p>
    </section>
  );
}
