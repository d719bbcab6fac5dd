// @vitest-environment relomove-page
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CouponSource, DITY10, USA100 } from '../../../../domain/coupons/coupons';
import { LineType } from '../../../../domain/pricing/price-lines';
import { storedQuotePrice } from '../../../../domain/quote/stored-price';
import type { Quote } from '../../../../domain/quote/types';
import { type RealApiMsw, startRealApiMsw } from '../../../../tests/support/msw-real-api';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import { kansasCityToDenverQuote } from '../../test-support/kansas-city-quote';
import { renderApp } from '../../test-support/render-app';
import { CouponText } from './quote-pricing';

const money = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
const total = () => money(screen.getByTestId('quote-total').textContent);
const discountRows = () =>
  Array.from(document.querySelectorAll(`tr[data-line="${LineType.Discount}"]`)).map((row) => [
    row.querySelector('th')?.textContent,
    money(row.querySelector('td')?.textContent),
  ]);
const couponInput = () => screen.getByRole('textbox', { name: CouponText.label });
const apply = (code: string) => {
  fireEvent.change(couponInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: CouponText.apply }));
};
const saveAndWait = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your edits have been saved.')).toBeTruthy();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true),
  );
};

describe('quote view coupon field against the real application behind msw (issue 4 Options; §4 Coupons, §8)', () => {
  let real: RealApiMsw;
  const api = new FetchRelomoveApi('');

  beforeAll(async () => {
    real = await startRealApiMsw();
  }, 120_000);
  afterAll(() => real?.close());
  afterEach(cleanup);

  const newQuote = (email: string): Promise<Quote> =>
    kansasCityToDenverQuote(api, real.api.clock.today(), email);

  async function openQuote(quote: Quote) {
    renderApp(`/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`, api);
    await screen.findByRole('heading', { name: 'Your moving quote' });
  }

  async function saved(quote: Quote): Promise<Quote> {
    const viewed = await api.viewQuote(quote.QuoteIdEncrypted);
    if (!viewed.ok) throw new Error(`no quote: ${JSON.stringify(viewed)}`);
    return viewed.value;
  }

  it('USA100 puts a $100.00 Discount line in the breakdown at once, and the saved quote has the same total (§4)', async () => {
    const quote = await newQuote('coupon-ui@example.com');
    await openQuote(quote);
    const before = total();
    apply(' usa100 ');
    await waitFor(() => expect(total()).toBe(before - 10_000));
    expect(discountRows()).toEqual([[USA100.description, -10_000]]);
    expect(screen.getByTestId('coupon-status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByTestId('coupon-status').textContent).toBe(CouponText.applied(USA100.description));

    await saveAndWait();
    expect(total()).toBe(before - 10_000);
    const stored = await saved(quote);
    expect(stored.Details.Coupons?.map((c) => [c.Code, c.Source])).toEqual([
      ['USA100', CouponSource.UserEntered],
    ]);
    expect(storedQuotePrice(stored)?.breakdown.total).toBe(total());
  });

  it('one user coupon at a time: DITY10 replaces USA100, and Remove saved takes it off the quote (§4)', async () => {
    const quote = await newQuote('coupon-ui-2@example.com');
    await openQuote(quote);
    const before = total();
    apply('USA100');
    await waitFor(() => expect(total()).toBe(before - 10_000));
    apply('dity10');
    await waitFor(() => expect(discountRows().map(([label]) => label)).toEqual([DITY10.description]));
    await saveAndWait();
    expect(storedQuotePrice(await saved(quote))?.breakdown.total).toBe(total());

    fireEvent.click(screen.getByRole('button', { name: `${CouponText.remove} coupon DITY10` }));
    await waitFor(() => expect(total()).toBe(before));
    expect(discountRows()).toEqual([]);
    expect(screen.getByTestId('coupon-status').textContent).toBe(CouponText.removedSaved);
    await saveAndWait();
    expect((await saved(quote)).Details.Coupons).toEqual([]);
    expect(total()).toBe(before);
  });

  it("an unknown code shows and announces the domain's message, keeps what was typed beside it (issue 27), and changes neither the price nor the quote (§4, §8)", async () => {
    const quote = await newQuote('coupon-ui-3@example.com');
    await openQuote(quote);
    const before = total();
    apply('freemove');
    const status = screen.getByTestId('coupon-status');
    await waitFor(() => expect(status.textContent).toBe('Coupon code FREEMOVE is not recognized.'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(couponInput().getAttribute('aria-invalid')).toBe('true');
    expect((couponInput() as HTMLInputElement).value).toBe('freemove');
    expect(total()).toBe(before);
    expect(discountRows()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    expect((await saved(quote)).Revision).toBe(quote.Revision);
    // Nothing typed: the domain's message for a missing code.
    apply('');
    await waitFor(() => expect(status.textContent).toBe('Please enter a coupon code.'));
    // The price breakdown only: the financing promo (A/B variant A) has a terms table of its own.
    const breakdown = screen.getByTestId('quote-total').closest('table') as HTMLElement;
    expect(within(breakdown).queryByText(/Discount/)).toBeNull();
  });
});
