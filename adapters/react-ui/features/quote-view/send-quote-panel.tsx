import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { QuoteViewModel } from './use-quote-view';

/**
 * Send the quote by email (GET notifications/send-quote-email); asks for an address when none is on file.
 * Issue 10: focus never drops to the page: the button is never disabled under the customer's finger (it is
 * aria-disabled while sending), the address form stays once shown, and when the email service refuses the
 * address on file (the sandbox mailer's bounce message, shown by the field) focus moves to the field.
 */
export function SendQuotePanel({ model }: { model: QuoteViewModel }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { send } = model;
  const asking = send.status === 'needsEmail';
  const [formShown, setFormShown] = useState(asking);
  const input = useRef<HTMLInputElement | null>(null);
  const sending = send.status === 'sending';
  const fieldError = send.status === 'needsEmail' ? send.error : null;
  useEffect(() => {
    if (!asking || formShown) return;
    // The form replaces the button the customer just pressed: take focus along to the field.
    setFormShown(true);
    queueMicrotask(() => input.current?.focus());
  }, [asking, formShown]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) void model.sendQuote(email);
  };
  return (
    <section className="send-quote" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Keep this quote</h2>
      {asking || formShown ? (
        <form onSubmit={onSubmit} noValidate>
          <p>Please provide your email so we can send your quote.</p>
          <div className="field" data-state={fieldError ? 'error' : 'none'}>
            <label htmlFor={`${id}-email`}>Email</label>
            <input
              ref={input}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={fieldError !== null}
              aria-describedby={`${id}-email-error`}
              onChange={(event) => setEmail(event.target.value)}
            />
            <p id={`${id}-email-error`} className="field-error" aria-live="polite">
              {fieldError ?? ''}
            </p>
          </div>
          <button type="submit" className="button" aria-disabled={sending}>
            Send quote
          </button>
        </form>
      ) : (
        <button
          type="button"
          className="button"
          aria-disabled={sending}
          onClick={() => {
            if (!sending) void model.sendQuote();
          }}
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
