// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceLineText } from '../../../../domain/pricing/price-lines';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { LeaveText } from './leave-dialog';

/** The fixture's move: Chicago to Denver, a 20 ft trailer (selected) and 3 ReloCubes; '3 bedroom' house size. */
const quote: Quote = {
  ...aQuote(),
  QuoteId: 1234567,
  Revision: 1,
  Details: { ...aQuote().Details, HouseSize: '3 bedroom' },
};
const PATH = `/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`;
const loaded = () => vi.fn(async () => ({ ok: true as const, value: quote }));

const money = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
const total = () => money(screen.getByTestId('quote-total').textContent);
const breakdown = () => screen.getByRole('region', { name: 'Price breakdown' });

afterEach(cleanup);

describe('quote view: unsaved choices (issue 10 "says what is not saved")', () => {
  it('issue 10: marks unsaved choices, and Discard returns the draft to the saved quote', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    const saved = total();
    expect(within(breakdown()).queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'One foot longer' }));
    await waitFor(() => expect(within(breakdown()).getByText('Unsaved changes')).toBeTruthy());
    expect(within(screen.getByRole('group', { name: /Trailer length/ })).getByText('Unsaved')).toBeTruthy();
    expect(within(breakdown()).getByText(/^21 ft trailer, [\d,]+ miles$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(total()).toBe(saved));
    expect(within(breakdown()).queryByText('Unsaved changes')).toBeNull();
    expect(screen.queryByText('Unsaved')).toBeNull();
    expect(screen.getByText('20 ft')).toBeTruthy();
  });

  it('issue 10: the ReloCube count is chosen directly, priced per cube, and saved as NumCubes alone', async () => {
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'None', message: 'Your edits have been saved.', quote },
    }));
    renderApp(PATH, fakeApi({ viewQuote: loaded(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('radio', { name: /ReloCubes/ }));
    await waitFor(() => expect(within(breakdown()).getByText(/^3 ReloCubes, /)).toBeTruthy());
    const three = total();
    fireEvent.click(screen.getByRole('button', { name: 'One ReloCube fewer' }));
    await waitFor(() => expect(within(breakdown()).getByText(/^2 ReloCubes, /)).toBeTruthy());
    expect(total()).toBeLessThan(three);
    expect(screen.getByTestId('size-warning').textContent).toBe(
      'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes. 2 ReloCubes may not be enough.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(editQuote).toHaveBeenCalledWith(
        quote.QuoteIdEncrypted,
        expect.objectContaining({ Revision: 1, SelectedOption: 'relocube-3', NumCubes: 2 }),
      ),
    );
    // The trailer's length was not changed, so it is not sent: each equipment keeps its own size.
    expect(editQuote.mock.calls[0]?.at(1)).not.toHaveProperty('LinearFeet');
  });

  it('issue 10: a new date outside the strip says its price is computed when you save', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    expect(within(breakdown()).queryByText(PriceLineText.newDatePending)).toBeNull();
    fireEvent.change(screen.getByLabelText('Change your move date'), { target: { value: '2026-08-03' } });
    await waitFor(() => expect(within(breakdown()).getByText(PriceLineText.newDatePending)).toBeTruthy());
  });

  it('issue 10: leaving by a link with unsaved changes asks first; Leave goes, Stay keeps the changes', async () => {
    const app = renderApp(PATH, fakeApi({ viewQuote: loaded() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('button', { name: 'One foot longer' }));
    fireEvent.click(screen.getByRole('link', { name: 'Get a new quote' }));
    const dialog = await screen.findByRole('alertdialog', { name: LeaveText.title });
    expect(document.activeElement?.textContent).toBe(LeaveText.stay);
    fireEvent.click(within(dialog).getByRole('button', { name: LeaveText.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.here()).toBe(PATH);
    expect(screen.getByText('21 ft')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Get a new quote' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: LeaveText.leave }),
    );
    await waitFor(() => expect(app.here()).toBe('/moving-quote'));
  });

  it('issue 10: closing the tab with unsaved changes asks (beforeunload), and without them does not', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'One foot longer' }));
    await waitFor(() => expect(unload()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('issue 10: a link with no unsaved changes leaves without asking', async () => {
    const app = renderApp(PATH, fakeApi({ viewQuote: loaded() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('link', { name: 'Get a new quote' }));
    await waitFor(() => expect(app.here()).toBe('/moving-quote'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
