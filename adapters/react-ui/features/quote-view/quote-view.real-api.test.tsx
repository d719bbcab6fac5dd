// @vitest-environment relomove-page
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { DEFAULT_MOVE_TIMING, spotDateForTiming } from '../../../../domain/calendar/move-timing';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { renderApp } from '../../test-support/render-app';

describe('quote view against the real application behind msw (architecture.md convention 11)', () => {
  let real: RealApiMsw;
  beforeAll(async () => {
    real = await startRealApiMsw();
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  it('a quote made through POST quotes/add shows its reference number, route and options (§2, §7)', async () => {
    const api = new FetchRelomoveApi('');
    const moveDate = spotDateForTiming(DEFAULT_MOVE_TIMING, real.api.clock.today());
    const created = await api.addQuote({
      FromCity: 'Kansas City',
      FromState: 'MO',
      FromZip: '64105',
      ToCity: 'Denver',
      ToState: 'CO',
      ToZip: '80202',
      MoveDate: moveDate,
      MovingDateRange: DEFAULT_MOVE_TIMING,
      MovingOutOf: '2 bedroom',
      LinearFeet: 13,
      FromInput: 'Kansas City, MO',
      ToInput: 'Denver, CO',
      Website: 'Relomove',
      WebApp: 'G',
    });
    if (!created.ok || !created.value.quote) throw new Error(`no quote: ${JSON.stringify(created)}`);
    const quote = created.value.quote;

    renderApp(`/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`, api);
    expect(await screen.findByRole('heading', { name: 'Your moving quote' })).toBeTruthy();
    expect(screen.getByText(String(quote.QuoteId))).toBeTruthy();
    expect(screen.getByText(formatMMDDYYYY(quote.Details.MoveDate))).toBeTruthy();
    // Issue 10: the places as chosen; a station's ZIP only labelled as the service center's.
    expect(screen.getByTestId('route-line').textContent).toMatch(/^Kansas City, MO → to +Denver, CO/);
    expect(screen.getByTestId('route-service-centers').textContent).toMatch(
      /^From service center \d{5} \(.+\) to service center \d{5} \(.+\)$/,
    );
    expect(screen.getAllByRole('radio').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('quote-total').textContent).toMatch(/^\$[\d,]+\.\d\d$/);
  });
});
