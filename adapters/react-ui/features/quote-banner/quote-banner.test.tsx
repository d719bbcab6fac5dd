// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import type { RelomoveApi, ShipmentStatus } from '../../../http/client/relomove-api';
import { forgetStoredQuote, storeQuote } from '../../app/quote-storage';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { shipmentQueryKey } from '../dashboard/use-dashboard';
import { quoteQueryKey } from '../quote-view/use-quote-view';
import { bannerQuoteKey, bannerShipmentKey } from './use-quote-banner';

const FAQ = '/customer-service/faq';
const base: Quote = { ...aQuote(), QuoteId: 1234567, Revision: 1 };
const withDetails = (over: Partial<Quote>, details: Partial<Quote['Details']>): Quote => ({
  ...base,
  ...over,
  Details: { ...base.Details, ...details },
});

const apiFor = (quote: Quote): RelomoveApi =>
  fakeApi({
    viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })),
    me: vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
    })),
  });

const banner = async () => within(await screen.findByRole('complementary', { name: 'Your quote' }));

afterEach(() => {
  cleanup();
  forgetStoredQuote();
});

describe('quote banner (§2 Quote banner states)', () => {
  it('no banner while no quote is submitted, and no quote is loaded', async () => {
    const api = apiFor(base);
    renderApp(FAQ, api);
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Your quote' })).toBeNull();
    expect(api.viewQuote).not.toHaveBeenCalled();
  });

  it("Quoted: origin to destination, equipment summary, reference digits only and 'View Quote'", async () => {
    storeQuote(base);
    const api = apiFor(base);
    renderApp(FAQ, api);
    const b = await banner();
    expect(b.getByText(/Chicago, IL/).textContent).toMatch(/Chicago, IL\s*→\s*to\s*Denver, CO/);
    expect(b.getByText('20 ft trailer')).toBeTruthy();
    expect(b.getByTestId('banner-reference').textContent).toBe('1234567');
    expect(b.getByRole('link', { name: 'View Quote' }).getAttribute('href')).toBe(
      `/moving-quotes/quoteview?qId=${base.QuoteIdEncrypted}`,
    );
    expect(api.viewQuote).toHaveBeenCalledWith(base.QuoteIdEncrypted);
  });

  it("Manual: 'Quote under review', reference digits and a phone button; asks for an email when none is captured", async () => {
    const manual = withDetails(
      { IsCompleted: false },
      { QuoteCompleted: false, ContactEmailAddress: '', EmailAddress: '' },
    );
    storeQuote(manual);
    renderApp(FAQ, apiFor(manual));
    const b = await banner();
    expect(b.getByText('Quote under review')).toBeTruthy();
    expect(b.getByTestId('banner-reference').textContent).toBe('1234567');
    expect(b.getByRole('link', { name: /1-888-555-0142/ }).getAttribute('href')).toBe('tel:+18885550142');
    expect(b.getByText('Please provide your email so we can send your quote.')).toBeTruthy();
  });

  it("Reserved: 'My Relomove Move', 'Manage Move' to the dashboard and the desktop note", async () => {
    const booked = withDetails({}, { Reserved: true });
    const r = booked.Details.Reservation;
    if (!r) throw new Error('the example quote has a reservation');
    // As booking stores it (reserved-quote.ts) and GET quotes/view answers it: nothing captured, all due.
    const reserved = withDetails(
      {},
      { Reserved: true, Reservation: { ...r, InvoiceAmountDue: r.TotalPrice } },
    );
    storeQuote(reserved);
    renderApp(FAQ, apiFor(reserved));
    const b = await banner();
    expect(b.getByText('My Relomove Move')).toBeTruthy();
    expect(b.getByRole('link', { name: 'Manage Move' }).getAttribute('href')).toBe('/dashboard');
    expect(b.getByText("Nothing is charged until we're in transit with your loaded container.")).toBeTruthy();
  });

  it('is hidden on the quote view page itself', async () => {
    storeQuote(base);
    renderApp(`/moving-quotes/quoteview?qId=${base.QuoteIdEncrypted}`, apiFor(base));
    expect(await screen.findByRole('heading', { name: 'Your moving quote' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Your quote' })).toBeNull();
  });

  it('shares the quote view query key, so both use one cached quote', () => {
    expect(bannerQuoteKey('abc')).toEqual(quoteQueryKey('abc'));
  });

  it('shares the dashboard shipment query key, so both use one loaded shipment', () => {
    expect(bannerShipmentKey(1234567)).toEqual(shipmentQueryKey(1234567));
  });

  it('issue 27: a delivered move says it is complete and a charged one that it was charged: the banner tells them apart by the shipment', async () => {
    const r = withDetails({}, { Reserved: true }).Details.Reservation;
    if (!r) throw new Error('the example quote has a reservation');
    const charged = withDetails(
      {},
      { Reserved: true, Reservation: { ...r, InvoiceAmountDue: 0 as typeof r.TotalPrice } },
    );
    const shown = async (state: 'Shipped' | 'Completed') => {
      storeQuote(charged);
      // Only the field the banner reads; the rest of GET shipments/{id} is the dashboard's.
      const status = { ShipmentState: state } as unknown as ShipmentStatus;
      const shipment = vi.fn(async () => ({ ok: true as const, value: status }));
      renderApp(FAQ, { ...apiFor(charged), shipment });
      const b = await banner();
      await waitFor(() => expect(shipment).toHaveBeenCalledWith(1234567));
      const text = await waitFor(() => {
        const line = b.getByText(/Your move (is complete|was charged)/).textContent ?? '';
        if (state === 'Completed') expect(line).toMatch(/complete/);
        return line;
      });
      cleanup();
      return text;
    };
    expect(await shown('Shipped')).toBe('Your move was charged when it went into transit.');
    expect(await shown('Completed')).toBe('Your move is complete. Thank you for moving with us.');
  });

  it('shows no banner when the stored quote cannot be loaded', async () => {
    storeQuote(base);
    const viewQuote = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Refused' as const, status: 404, errors: ['id - No quote matches this reference'] },
    }));
    renderApp(FAQ, { ...apiFor(base), viewQuote });
    await screen.findByRole('heading', { name: 'Frequently asked questions' });
    await waitFor(() => expect(viewQuote).toHaveResolved());
    expect(screen.queryByRole('complementary', { name: 'Your quote' })).toBeNull();
  });
});
