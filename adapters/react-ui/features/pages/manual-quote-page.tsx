import { type FormEvent, useId, useRef } from 'react';
import { manualQuotePageHeading } from '../../../../domain/quote/quote-banner';
import { BannerText, OverlayText } from '../../../../domain/quote/quote-state';
import { LoadingOverlay } from '../../app/loading-overlay';
import { HouseSizeField } from '../quote-form/house-size-field';
import { type ManualQuoteModel, useManualQuote } from '../quote-form/use-manual-quote';
import { InfoPage, NewQuoteLink, PhoneLink, SubmitRow } from './page-parts';

/**
 * /manual-quote (§2): the quote is under review or incomplete; our team finishes it. Issue 10: the heading
 * says only what the page shows (no ready price: domain manualQuotePageHeading); the §2 banner keeps its
 * texts.
 */
export function ManualQuotePage() {
  return <ManualQuoteView model={useManualQuote()} />;
}

export function ManualQuoteView({ model }: { model: ManualQuoteModel }) {
  return (
    <InfoPage title={manualQuotePageHeading(model.noQuoteResponse)}>
      {model.askSize ? <SizeReask model={model} /> : null}
      {model.noQuoteResponse ? <CallForYourPrice model={model} /> : null}
      {model.sizeSent ? (
        <p className="notice notice-info" role="status">
          Thanks, we have the size of your move.
        </p>
      ) : null}
      <h2>What happens next</h2>
      <ol className="steps">
        <li>
          A moving specialist reviews your move; some moves need a closer look before we can price them.
        </li>
        <li>We email or call you with your price, usually within one business day.</li>
        <li>Nothing is reserved or charged until you choose to reserve your move.</li>
      </ol>
      {model.reference ? (
        <p>
          Your reference number is <strong>{model.reference}</strong>. Please have it ready when you call.
        </p>
      ) : null}
      <p>
        <PhoneLink className="button button-primary" before="Call " />
      </p>
      {model.askEmail || model.email.status === 'sent' ? <EmailCaptureForm model={model} /> : null}
      <p>
        <NewQuoteLink>Quote a different move</NewQuoteLink>
      </p>
    </InfoPage>
  );
}

/**
 * §2 the no-quote-response arm (docs/decisions.md): the visitor is not shown a price online; a specialist
 * has their move and gives the price on the phone now, or by email. It says no more than is true: the
 * price comes from a person, today by phone or within one business day by email.
 */
function CallForYourPrice({ model }: { model: ManualQuoteModel }) {
  return (
    <div className="notice notice-info">
      <p>
        Your move needs a moving specialist to price it, and one is ready to do that with you now. Call{' '}
        <PhoneLink />
        {model.reference ? (
          <>
            {' '}
            and give reference number <strong>{model.reference}</strong>
          </>
        ) : null}
        : you will have your price before you hang up. Prefer email? Leave your address below and we will send
        it within one business day.
      </p>
    </div>
  );
}

function EmailCaptureForm({ model }: { model: ManualQuoteModel }) {
  const id = useId();
  const { email } = model;
  const input = useRef<HTMLInputElement>(null);
  if (email.status === 'sent') {
    return (
      <p className="notice notice-success" role="status">
        We've sent your quote to <strong>{email.sentTo}</strong>. We will also email you there when your price
        is ready.
      </p>
    );
  }
  const errors = email.errors ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void email.submit().then((result) => {
      if (result === 'Invalid') input.current?.focus();
    });
  };
  return (
    <form className="card narrow" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-prompt`}>
      <p id={`${id}-prompt`}>{BannerText.manualEmailPrompt}</p>
      <div
        className="field"
        data-state={errors.length > 0 ? 'error' : email.errors?.length === 0 ? 'valid' : 'none'}
      >
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          ref={input}
          id={`${id}-email`}
          name="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email.value}
          aria-invalid={errors.length > 0}
          aria-describedby={`${id}-error`}
          onChange={(event) => email.setValue(event.target.value)}
          onBlur={() => {
            if (email.value.trim() !== '') email.validate();
          }}
        />
        <p id={`${id}-error`} className="field-error" aria-live="polite">
          {errors.join(' ')}
        </p>
      </div>
      <SubmitRow
        label={email.status === 'sending' ? 'Sending…' : 'Send my quote'}
        disabled={email.status === 'sending'}
        failure={
          email.status === 'failed' ? (
            <>
              We could not send your quote just now. Please try again, or call us at <PhoneLink />.
            </>
          ) : null
        }
      />
    </form>
  );
}

function SizeReask({ model }: { model: ManualQuoteModel }) {
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submitSize();
  };
  return (
    <form className="card narrow" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>We need the size of your move</h2>
      <p>Tell us how much you are moving and we will price your move right away.</p>
      <HouseSizeField
        id={`${id}-size`}
        value={model.sizeLabel}
        onChange={model.setSizeLabel}
        onFocus={model.sizeFocused}
        onBlur={model.sizeBlurred}
      />
      <SubmitRow label="Update my quote" disabled={model.sending} failure={model.failure} />
      {model.sending ? <LoadingOverlay title={OverlayText.building} /> : null}
    </form>
  );
}
