// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import type { CreateQuoteOutcome, RelomoveApi } from '../../../http/client/relomove-api';
import { QUOTE_STORAGE_KEY } from '../../app/quote-storage';
import { fakeApi, renderApp } from '../../test-support/render-app';
import { LAST_QUOTE_REQUEST_KEY, type LastQuoteRequest } from './last-quote-request';

const TOKEN = 'tok_manual';
const noEmailQuote: Quote = {
  ...aQuote(),
  QuoteId: 7654321,
  Revision: 1,
  QuoteIdEncrypted: TOKEN,
  IsCompleted: false,
  Details: { ...aQuote().Details, EmailAddress: '', ContactEmailAddress: '', QuoteCompleted: false },
};

/** The request the short form sent: Denver to Boston on Friday 2030-05-31, '2 bedroom'. */
function lastRequest(result: string, action: string): LastQuoteRequest {
  return {
    form: {
      FromCity: 'Denver',
      FromState: 'CO',
      FromZip: '80202',
      FromCountry: 'US',
      ToCity: 'Boston',
      ToState: 'MA',
      ToZip: '02108',
      ToCountry: 'US',
      MoveDate: '2030-05-31' as LastQuoteRequest['form']['MoveDate'],
      MovingDateRange: 'unknown' as LastQuoteRequest['form']['MovingDateRange'],
      MovingOutOf: '2 bedroom',
      LinearFeet: 13,
      EmailAddress: '',
      FromInput: 'Denver, CO 80202',
      ToInput: 'Boston, MA 02108',
      Website: 'Relomove',
      WebApp: 'G',
    },
    timing: { fieldDurationsMs: [1500, 1700, 900], totalMs: 9000 },
    result,
    action,
  };
}

function outcome(result: string, action = 'None'): CreateQuoteOutcome {
  return {
    success: true,
    result,
    reasonInvalid: 'None',
    action,
    retrievedTimestamp: '2030-05-01T10:00:00Z',
    message: '',
  };
}

const noChallenge: RelomoveApi['captchaChallenge'] = async () => ({
  ok: false,
  error: { kind: 'Unavailable', message: 'off' },
});

function remember(request: LastQuoteRequest) {
  sessionStorage.setItem(LAST_QUOTE_REQUEST_KEY, JSON.stringify(request));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/manual-quote (§2 manual banner, §5 email messages, §7 contact + send-quote-email)', () => {
  beforeEach(() =>
    localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ QuoteId: 7654321, QuoteIdEncrypted: TOKEN })),
  );

  it("shows 'Quote under review', what happens next, the reference digits and the phone button", async () => {
    renderApp(
      '/manual-quote',
      fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: noEmailQuote })) }),
    );
    expect(await screen.findByRole('heading', { name: 'Quote under review' })).toBeTruthy();
    // The page itself, not the quote banner above it (which shows some of the same facts).
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(page.getByText('7654321')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Call 1-888-555-0142' }).getAttribute('href')).toBe(
      'tel:+18885550142',
    );
  });

  it("with no email on the quote asks for one: 'Value is required', 'Value is not a valid email address', then update + send and confirm", async () => {
    const calls: string[] = [];
    const api = fakeApi({
      viewQuote: vi.fn(async () => ({ ok: true as const, value: noEmailQuote })),
      updateContact: vi.fn(async (reference: string, email: string) => {
        calls.push(`updateContact ${reference} ${email}`);
        return { ok: true as const, value: { Status: 'Success' } };
      }),
      sendQuoteEmail: vi.fn(async (reference: string) => {
        calls.push(`sendQuoteEmail ${reference}`);
        return { ok: true as const, value: true as const };
      }),
    });
    renderApp('/manual-quote', api);
    const form = within(
      await screen.findByRole('form', { name: 'Please provide your email so we can send your quote.' }),
    );
    const email = form.getByLabelText('Email');
    const send = form.getByRole('button', { name: 'Send my quote' });

    fireEvent.click(send);
    expect(await form.findByText('Value is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));

    fireEvent.change(email, { target: { value: 'dana@' } });
    expect(await form.findByText('Value is not a valid email address')).toBeTruthy();
    expect(api.updateContact).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: '  dana@example.com ' } });
    fireEvent.click(send);
    const confirmation = await screen.findByText(/We've sent your quote to/);
    expect(within(confirmation).getByText('dana@example.com')).toBeTruthy();
    expect(calls).toEqual([`updateContact ${TOKEN} dana@example.com`, `sendQuoteEmail ${TOKEN}`]);
  });

  it('a contact update whose Status is not Success sends nothing and says so (§5)', async () => {
    const api = fakeApi({
      viewQuote: vi.fn(async () => ({ ok: true as const, value: noEmailQuote })),
      updateContact: vi.fn(async () => ({ ok: true as const, value: { Status: 'Failure' } })),
    });
    renderApp('/manual-quote', api);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my quote' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not send your quote');
    expect(api.sendQuoteEmail).not.toHaveBeenCalled();
  });

  it('does not ask for an email the quote already has', async () => {
    const withEmail: Quote = { ...aQuote(), QuoteId: 7654321, Revision: 1, QuoteIdEncrypted: TOKEN };
    const api = fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: withEmail })) });
    renderApp('/manual-quote', api);
    await waitFor(() => expect(api.viewQuote).toHaveBeenCalledWith(TOKEN));
    expect(await screen.findByRole('heading', { name: 'Quote under review' })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('InfoRequired with RequireLinearFeet asks for the size and resubmits the same request with it (§4)', async () => {
    localStorage.clear();
    remember(lastRequest('InfoRequired', 'RequireLinearFeet'));
    const api = fakeApi({
      captchaChallenge: vi.fn(noChallenge),
      addQuote: vi.fn(async () => ({
        ok: true as const,
        value: {
          outcome: outcome('Auto'),
          quote: { ...noEmailQuote, QuoteIdEncrypted: 'tok_priced' },
        },
      })),
      viewQuote: vi.fn(() => new Promise<never>(() => {})),
    });
    const app = renderApp('/manual-quote', api);
    expect(await screen.findByRole('heading', { name: 'We need the size of your move' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Size?'), { target: { value: '3 bedroom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update my quote' }));
    await waitFor(() => expect(app.here()).toBe('/moving-quotes/quoteview?qId=tok_priced'));
    const sent = vi.mocked(api.addQuote).mock.calls[0]?.[0];
    expect(sent).toMatchObject({ ...lastRequest('', '').form, MovingOutOf: '3 bedroom', LinearFeet: 17 });
    // The resubmit continues the first form's timing: its fields plus the size.
    expect(sent?.formTiming?.fieldDurationsMs).toHaveLength(4);
    expect(sent?.formTiming?.totalMs).toBeGreaterThanOrEqual(9000);
    expect(sessionStorage.getItem(LAST_QUOTE_REQUEST_KEY)).toBeNull();
  });
});

describe('/moving-quotes/capacity-constraints (§2, §4 step 4 capacity action)', () => {
  it('offers the 5 business days after the fully booked date and resubmits with the one picked', async () => {
    remember(lastRequest('Invalid', 'CapacityUnserviceable'));
    const api = fakeApi({
      captchaChallenge: vi.fn(noChallenge),
      addQuote: vi.fn(async () => ({
        ok: true as const,
        value: { outcome: outcome('Auto'), quote: { ...noEmailQuote, QuoteIdEncrypted: 'tok_new_date' } },
      })),
      viewQuote: vi.fn(() => new Promise<never>(() => {})),
    });
    const app = renderApp('/moving-quotes/capacity-constraints', api);
    expect(await screen.findByText('Friday, May 31')).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual([
      '2030-06-03',
      '2030-06-04',
      '2030-06-05',
      '2030-06-06',
      '2030-06-07',
    ]);
    expect(screen.getByRole('radio', { name: /Monday, Jun 3/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Wednesday, Jun 5/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.here()).toBe('/moving-quotes/quoteview?qId=tok_new_date'));
    expect(api.addQuote).toHaveBeenCalledWith(
      expect.objectContaining({ ...lastRequest('', '').form, MoveDate: '2030-06-05' }),
    );
  });

  it('when the new date is fully booked too, says so and offers the days after it', async () => {
    remember(lastRequest('Invalid', 'CapacityUnserviceable'));
    const api = fakeApi({
      captchaChallenge: vi.fn(noChallenge),
      addQuote: vi.fn(async () => ({
        ok: true as const,
        value: { outcome: outcome('Invalid', 'CapacityUnserviceable'), quote: null },
      })),
    });
    const app = renderApp('/moving-quotes/capacity-constraints', api);
    fireEvent.click(await screen.findByRole('radio', { name: /Friday, Jun 7/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(
      await screen.findByText('Friday, Jun 7 is fully booked too. Here are the next dates after it.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)[0]).toBe('2030-06-10');
    expect(app.here()).toBe('/moving-quotes/capacity-constraints');
  });

  it('without a stored request it explains and links to the quote form', async () => {
    renderApp('/moving-quotes/capacity-constraints', fakeApi());
    expect(await screen.findByRole('link', { name: 'Choose another date' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
