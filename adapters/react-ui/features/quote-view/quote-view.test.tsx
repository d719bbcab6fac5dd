// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../../../domain/calendar/iso-date';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import { fakeApi, renderApp } from '../../test-support/render-app';

/** The fixture's move: Chicago to Denver, a 20 ft trailer at $162.50 a foot (selected) and a ReloCube option. */
const quote: Quote = { ...aQuote(), QuoteId: 1234567, Revision: 1 };
const PER_FOOT = 16_250;
const PATH = `/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`;

const money = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
const total = () => money(screen.getByTestId('quote-total').textContent);
const basePrice = () => money(document.querySelector('tr[data-line="BasePrice"] td')?.textContent);

afterEach(cleanup);

describe('quote view (§2 /moving-quotes/quoteview)', () => {
  it('shows the route, the move date as MM/DD/YYYY and the reference number digits only', async () => {
    renderApp(PATH, fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })) }));
    expect(await screen.findByRole('heading', { name: 'Your moving quote' })).toBeTruthy();
    expect(screen.getByText('06/15/2026')).toBeTruthy();
    expect(screen.getByText('1234567')).toBeTruthy();
    // Issue 10: the places as chosen (City, State); a station's ZIP only as the service center's.
    const route = screen.getByTestId('route-line').textContent ?? '';
    expect(route).toContain('Chicago, IL');
    expect(route).not.toContain('Chicago, IL 60614');
    expect(screen.getByRole('radio', { name: /trailer/i })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /relocube/i })).toBeTruthy();
  });

  it("shows 'We're retrieving your quote' with a 'Did you know?' fact while loading (§2)", async () => {
    renderApp(PATH, fakeApi({ viewQuote: vi.fn(() => new Promise<never>(() => {})) }));
    expect(await screen.findByText("We're retrieving your quote")).toBeTruthy();
    expect(screen.getByText('Did you know?')).toBeTruthy();
  });

  it('one more foot of trailer raises the base and the total by exactly the per-foot price (§9)', async () => {
    renderApp(PATH, fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })) }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    const [totalBefore, baseBefore] = [total(), basePrice()];
    fireEvent.click(screen.getByRole('button', { name: 'One foot longer' }));
    await waitFor(() => expect(total()).toBe(totalBefore + PER_FOOT));
    expect(basePrice()).toBe(baseBefore + PER_FOOT);
    expect(screen.getByText('21 ft')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'One foot shorter' }));
    fireEvent.click(screen.getByRole('button', { name: 'One foot shorter' }));
    await waitFor(() => expect(total()).toBe(totalBefore - PER_FOOT));
  });

  it('a liability tier adds its fee to the total at once (§9 liability tiers)', async () => {
    renderApp(PATH, fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })) }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    // The fixture has $1 per pound (+$75); $3 per pound costs $175.
    const before = total();
    fireEvent.change(screen.getByLabelText('Liability coverage'), { target: { value: '175' } });
    await waitFor(() => expect(total()).toBe(before + 10_000));
  });

  it('Save changes sends the choices; on NoRevisionMatch it reloads the newer quote and says what changed (§4)', async () => {
    const newer: Quote = {
      ...quote,
      Revision: 2,
      Details: { ...quote.Details, MoveDate: isoDate('2026-06-22') },
    };
    const viewQuote = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, value: quote })
      .mockResolvedValue({ ok: true, value: newer });
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'NoRevisionMatch', message: 'This quote was changed since you loaded it.', quote },
    }));
    renderApp(PATH, fakeApi({ viewQuote, editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('button', { name: 'One foot longer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Move date changed from 06/15/2026 to 06/22/2026.')).toBeTruthy();
    expect(editQuote).toHaveBeenCalledWith(quote.QuoteIdEncrypted, {
      Revision: 1,
      SelectedOption: 'trailer-20',
      LinearFeet: 21,
      Liability: 75,
    });
    expect(screen.getByText('06/22/2026')).toBeTruthy();
    // The draft starts again from the newer quote: back at its saved length.
    expect(screen.getByText('20 ft')).toBeTruthy();
  });

  it('Send quote confirms when the email is on its way (§7 send-quote-email)', async () => {
    const sendQuoteEmail = vi.fn(async () => ({ ok: true as const, value: true as const }));
    renderApp(
      PATH,
      fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })), sendQuoteEmail }),
    );
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText('Your quote is on its way to your inbox.')).toBeTruthy();
    expect(sendQuoteEmail).toHaveBeenCalledWith(quote.QuoteIdEncrypted);
  });

  it('Send quote on a quote with no email asks for one at once: the first click calls no server for nothing (issue 10)', async () => {
    const noEmail: Quote = {
      ...quote,
      Details: { ...quote.Details, EmailAddress: '', ContactEmailAddress: '' },
    };
    const sendQuoteEmail = vi.fn(async () => ({ ok: true as const, value: true as const }));
    const updateContact = vi.fn(async () => ({ ok: true as const, value: { Status: 'Success' } }));
    renderApp(
      PATH,
      fakeApi({
        viewQuote: vi.fn(async () => ({ ok: true as const, value: noEmail })),
        sendQuoteEmail,
        updateContact,
      }),
    );
    expect(await screen.findByText('Please provide your email so we can send your quote.')).toBeTruthy();
    expect(sendQuoteEmail).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Email');
    fireEvent.change(field, { target: { value: 'mover@example.com' } });
    const button = screen.getByRole('button', { name: 'Send quote' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('Your quote is on its way to your inbox.')).toBeTruthy();
    expect(sendQuoteEmail).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send quote' })),
    );
  });

  it("a bounced address shows the mailer's message by the email field, and focus goes to the field (issue 10)", async () => {
    const bounced = 'This address does not accept email (it bounced). Please check it and update your email.';
    const sendQuoteEmail = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Refused' as const, status: 200, errors: [`EmailAddress - ${bounced}`] },
    }));
    renderApp(
      PATH,
      fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: quote })), sendQuoteEmail }),
    );
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByText(bounced)).toBeTruthy();
    const field = screen.getByLabelText('Email');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('a quote under review redirects to /manual-quote (§4 loaded quote redirects)', async () => {
    const underReview: Quote = {
      ...quote,
      IsCompleted: false,
      Details: { ...quote.Details, QuoteCompleted: false },
    };
    const app = renderApp(
      PATH,
      fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: underReview })) }),
    );
    await waitFor(() => expect(app.here()).toBe('/manual-quote'));
  });

  it('an unknown quote id lands on /moving-quote with a notice (§2)', async () => {
    const app = renderApp(
      PATH,
      fakeApi({
        viewQuote: vi.fn(async () => ({
          ok: false as const,
          error: { kind: 'Refused' as const, status: 404, errors: ['id - No quote matches this reference'] },
        })),
      }),
    );
    await waitFor(() => expect(app.here()).toBe('/moving-quote'));
    expect(
      await screen.findByText('We could not find that quote. Please get a new quote below.'),
    ).toBeTruthy();
  });
});
