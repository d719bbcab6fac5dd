// @vitest-environment relomove-page
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AbTest, AbVariant, abVariant } from '../../../../domain/experiments/ab-tests';
import { type Cents, cents, formatUsd, fromDollars } from '../../../../domain/money/money';
import { asLowAs, type FinancingTerms } from '../../../../domain/payment/financing-promo';
import type { Quote } from '../../../../domain/quote/types';
import type { ReservationDraft } from '../../../../domain/reservation/draft';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { ApiProvider } from '../../app/api-context';
import { kansasCityToDenverQuote } from '../../test-support/kansas-city-quote';
import { renderApp } from '../../test-support/render-app';
import { PaymentStep } from '../reservation/payment-step/payment-step';
import { FinancingPromo } from './financing-promo';
import { FinancingPromoText } from './financing-promo-view';
import { abTestQueryKey, FINANCING_TERMS_QUERY_KEY } from './use-financing-promo';

/** A visitor id (the relomove_visitor cookie's form) that the §7 test puts in `variant`. */
function visitorIn(test: AbTest, variant: AbVariant): string {
  for (let i = 0; i < 10_000; i++) {
    const id = `promo-visitor-${String(i).padStart(4, '0')}`;
    if (abVariant(test, id) === variant) return id;
  }
  throw new Error(`no visitor in ${variant} of ${test}`);
}

/** '$1,234.56' as cents. */
const centsOfText = (text: string): Cents => fromDollars(text.replace(/[$,]/g, ''))._unsafeUnwrap();

/** The browser's client, as a visitor whose cookie the server assigned to one arm (a browser sends it back). */
const apiAs = (visitor: string) =>
  new FetchRelomoveApi('', (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', `relomove_visitor=${visitor}`);
    return fetch(input, { ...init, headers });
  });

describe('the §1 financing promo line against the real application behind msw (issue 12)', () => {
  let real: RealApiMsw;
  let quote: Quote;
  let table: FinancingTerms;

  beforeAll(async () => {
    real = await startRealApiMsw();
    const api = new FetchRelomoveApi('');
    quote = await kansasCityToDenverQuote(api, real.api.clock.today(), 'promo@example.com');
    const terms = await api.financingTerms();
    if (!terms.ok) throw new Error(`no financing terms: ${JSON.stringify(terms)}`);
    table = terms.value;
  }, 120_000);
  afterAll(() => real?.close());
  // Each test is a new browser: its own visitor cookie, no other.
  beforeEach(() => real.clearCookies());
  afterEach(cleanup);

  function renderPromo(api: FetchRelomoveApi, test: AbTest, total: number) {
    const queryClient = new QueryClient();
    render(
      <ApiProvider api={api}>
        <QueryClientProvider client={queryClient}>
          <FinancingPromo test={test} total={cents(total)} />
        </QueryClientProvider>
      </ApiProvider>,
    );
    return queryClient;
  }

  /** Waits until the visitor's arm has been answered (the promo decides on it). */
  const armAnswered = (queryClient: QueryClient, test: AbTest) =>
    waitFor(() => expect(queryClient.getQueryState(abTestQueryKey(test))?.status).toBe('success'));

  it('GET financing/terms answers the EXAMPLE table of data/financing-terms.json, in cents', () => {
    expect(table.note).toMatch(/^EXAMPLE /);
    expect(table.minimumAmount).toBe(cents(5_000));
    expect(table.terms.map((t) => [t.months, t.aprBasisPoints])).toEqual([
      [3, 0],
      [6, 1_000],
      [12, 1_500],
    ]);
  });

  it('variant A of affirm-quote-response-promo-test sees "As low as $45.13/month" for $500.00: the domain\'s asLowAs (12 months at 15% APR), marked as an example with its terms', async () => {
    renderPromo(
      apiAs(visitorIn(AbTest.affirmQuoteResponsePromo, AbVariant.A)),
      AbTest.affirmQuoteResponsePromo,
      50_000,
    );
    const line = await screen.findByTestId('financing-promo-line');
    const best = asLowAs(cents(50_000), table);
    expect(best).toEqual({ monthlyPayment: cents(4_513), months: 12, aprBasisPoints: 1_500 });
    expect(line.textContent).toBe('As low as $45.13/month');
    const promo = screen.getByTestId('financing-promo');
    expect(within(promo).getByText('Example')).toBeTruthy();
    expect(promo.textContent).toContain(FinancingPromoText.exampleTerm(12, 1_500));
    expect(promo.textContent).toContain('12 monthly payments at 15% APR');
    expect(promo.textContent).toContain('Not an offer');
    // The terms behind the disclosure: months, APR and the monthly payment of each, for this total.
    const terms = within(promo).getByRole('table', { name: 'Example terms for $500.00' });
    const rows = within(terms)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['30%$166.67', '610%$85.79', '1215%$45.13']);
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('variant B and visitors not in the test see no promo line, and the table is not even asked for (§7 A/B test)', async () => {
    for (const variant of [AbVariant.B, AbVariant.NotInTest]) {
      real.clearCookies();
      const test = AbTest.affirmQuoteResponsePromo;
      const queryClient = renderPromo(apiAs(visitorIn(test, variant)), test, 50_000);
      await armAnswered(queryClient, test);
      // The server kept the visitor's own cookie (it assigns a new one only to a visitor without one).
      expect(real.cookies().has('relomove_visitor')).toBe(false);
      expect(screen.queryByTestId('financing-promo')).toBeNull();
      expect(queryClient.getQueryData(FINANCING_TERMS_QUERY_KEY)).toBeUndefined();
      cleanup();
    }
  });

  it("no line for a total below the table's minimum ($49.99 < $50.00)", async () => {
    const test = AbTest.affirmQuoteResponsePromo;
    const queryClient = renderPromo(apiAs(visitorIn(test, AbVariant.A)), test, 4_999);
    await armAnswered(queryClient, test);
    await waitFor(() => expect(queryClient.getQueryState(FINANCING_TERMS_QUERY_KEY)?.status).toBe('success'));
    expect(asLowAs(cents(4_999), table)).toBeNull();
    expect(screen.queryByTestId('financing-promo')).toBeNull();
  });

  it('the quote view shows the line for its live total to variant A, and none to variant B (affirm-quote-response-promo-test)', async () => {
    const path = `/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`;
    renderApp(path, apiAs(visitorIn(AbTest.affirmQuoteResponsePromo, AbVariant.A)));
    const line = await screen.findByTestId('financing-promo-line');
    const total = centsOfText(screen.getByTestId('quote-total').textContent ?? '');
    const best = asLowAs(total, table);
    if (!best) throw new Error(`the quote's total ${formatUsd(total)} is inside the table`);
    expect(line.textContent).toBe(`As low as ${formatUsd(best.monthlyPayment)}/month`);
    cleanup();

    real.clearCookies();
    const inB = renderApp(path, apiAs(visitorIn(AbTest.affirmQuoteResponsePromo, AbVariant.B)));
    expect(await screen.findByTestId('quote-total')).toBeTruthy();
    await armAnswered(inB.queryClient, AbTest.affirmQuoteResponsePromo);
    expect(screen.queryByTestId('financing-promo')).toBeNull();
  });

  it("the payment step shows the line to variant A of affirm-payment-test, for the reservation's total, and none to B", async () => {
    const draft: ReservationDraft = {
      QuoteId: quote.QuoteId,
      AllowedStep: 'Y' as ReservationDraft['AllowedStep'],
      Location: null,
      Schedule: null,
      Payment: null,
      UpdatedAt: '2026-11-21T15:00:00.000Z',
    };
    const renderStep = (api: FetchRelomoveApi, queryClient = new QueryClient()) =>
      render(
        <ApiProvider api={api}>
          <QueryClientProvider client={queryClient}>
            <PaymentStep
              quote={quote}
              draft={draft}
              answers={null}
              total={cents(123_456)}
              onChange={() => undefined}
              onComplete={async () => undefined}
              busy={false}
            />
          </QueryClientProvider>
        </ApiProvider>,
      );
    renderStep(apiAs(visitorIn(AbTest.affirmPayment, AbVariant.A)));
    const line = await screen.findByTestId('financing-promo-line');
    const best = asLowAs(cents(123_456), table);
    expect(line.textContent).toBe(`As low as ${formatUsd(best?.monthlyPayment ?? cents(0))}/month`);
    expect(line.textContent).toBe('As low as $111.43/month');
    cleanup();

    real.clearCookies();
    const queryClient = new QueryClient();
    renderStep(apiAs(visitorIn(AbTest.affirmPayment, AbVariant.B)), queryClient);
    await armAnswered(queryClient, AbTest.affirmPayment);
    expect(screen.getByRole('button', { name: 'Book my move' })).toBeTruthy();
    expect(screen.queryByTestId('financing-promo')).toBeNull();
  });
});
