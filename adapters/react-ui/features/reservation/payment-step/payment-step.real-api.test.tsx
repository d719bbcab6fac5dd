// @vitest-environment relomove-page
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES } from '../../../../../domain/payment/card-check';
import { CARD_RESULT_TEXT, DECLINE_MESSAGES } from '../../../../../domain/payment/card-results';
import type { Quote } from '../../../../../domain/quote/types';
import type { PaymentAnswers, ReservationDraft } from '../../../../../domain/reservation/draft';
import { type RealApiMsw, startRealApiMsw } from '../../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../../http/client/fetch-relomove-api';
import { ApiProvider } from '../../../app/api-context';
import { kansasCityToDenverQuote } from '../../../test-support/kansas-city-quote';
import { PaymentStep, SANDBOX_NOTICE } from './payment-step';

describe('the payment step against the real application behind msw (issue 11, payment step Y)', () => {
  let real: RealApiMsw;
  let quote: Quote;
  const api = () => new FetchRelomoveApi('');

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
    const signedIn = await api().login({ email: 'demo@relomove.test', password: 'moving-day-2026' });
    if (!signedIn.ok) throw new Error('the demo customer could not sign in');
    quote = await kansasCityToDenverQuote(api(), real.api.clock.today(), 'demo@relomove.test');
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  function renderStep() {
    const onComplete = vi.fn(async (_answers: PaymentAnswers | null) => undefined);
    const draft: ReservationDraft = {
      QuoteId: quote.QuoteId,
      AllowedStep: 'Y' as ReservationDraft['AllowedStep'],
      Location: null,
      Schedule: null,
      Payment: null,
      UpdatedAt: '2026-11-21T15:00:00.000Z',
    };
    render(
      <ApiProvider api={api()}>
        <QueryClientProvider client={new QueryClient()}>
          <PaymentStep
            quote={quote}
            draft={draft}
            answers={null}
            onChange={() => undefined}
            onComplete={onComplete}
            busy={false}
          />
        </QueryClientProvider>
      </ApiProvider>,
    );
    return { onComplete };
  }

  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  function fill(number: string, code = '123') {
    type('Card number', number);
    type('Name on card', 'Casey Demo');
    type('Expiration month', '12');
    type('Expiration year', '2030');
    type('Security code', code);
    type('Billing ZIP code', '64105');
  }

  it('shows the sandbox notice, the nothing-charged sentence, and the brand with a spaced number', () => {
    renderStep();
    expect(screen.getByRole('note').textContent).toBe(SANDBOX_NOTICE);
    expect(
      screen.getByText("Nothing is charged until we're in transit with your loaded container."),
    ).toBeTruthy();
    type('Card number', '378282246310005');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
  });

  it('checks the card inline, in the §5 messages, before anything is sent', async () => {
    const { onComplete } = renderStep();
    fill('4242 4242 4242 4241', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Book my move' }));
    expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeTruthy();
    expect(screen.getByText(CARD_MESSAGES.securityCodeOther)).toBeTruthy();
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('a declined card says so once, in the alert (not again under the card number), and offers another card; nothing is completed (§3 CardDeclined)', async () => {
    const { onComplete } = renderStep();
    fill('4000 0000 0000 9995');
    fireEvent.click(screen.getByRole('button', { name: 'Book my move' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DECLINE_MESSAGES.insufficient_funds);
    expect(alert.textContent).toContain(CARD_RESULT_TEXT.CardDeclined.wayForward);
    expect(screen.getAllByText(DECLINE_MESSAGES.insufficient_funds, { exact: false })).toHaveLength(1);
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('an approved card completes the step with the token, brand, last four and expiry; a double click saves once', async () => {
    const { onComplete } = renderStep();
    fill('4242 4242 4242 4242');
    const button = screen.getByRole('button', { name: 'Book my move' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(onComplete.mock.calls[0]?.[0]).toEqual({
      Method: 'CreditCard',
      PaymentProfileId: expect.stringMatching(/^card_/),
      Type: 'Visa',
      LastFour: '4242',
      ExpirationDate: '12/2030',
      NameOnCard: 'Casey Demo',
      BillingZip: '64105',
    });
    const tokens = await real.api.server.database.db
      .selectFrom('sandbox_card_tokens')
      .select('token')
      .where('last_four', '=', '4242')
      .execute();
    expect(tokens).toHaveLength(1);
  });
});
