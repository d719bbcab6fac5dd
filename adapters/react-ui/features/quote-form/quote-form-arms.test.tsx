// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbTest } from '../../../../domain/experiments/ab-tests';
import { MANUAL_QUOTE_ARM_HEADING } from '../../../../domain/quote/quote-banner';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import type { ApiResult, CityResult, RelomoveApi } from '../../../http/client/relomove-api';
import { QUOTE_FORM_STORAGE_KEY, storeQuoteForm } from '../../app/form-storage';
import { QUOTE_STORAGE_KEY } from '../../app/quote-storage';
import { fakeApi, renderApp } from '../../test-support/render-app';

const KANSAS_CITY_MO: CityResult = {
  CityName: 'Kansas City',
  StateCode: 'MO',
  StateName: 'Missouri',
  ZipCode: '64105',
  ZipLow: '64101',
  ZipHigh: '64199',
  CountyName: 'Jackson',
  Country: 'US',
};
const DENVER: CityResult = { ...KANSAS_CITY_MO, CityName: 'Denver', StateCode: 'CO', ZipCode: '80202' };

async function searchCities(term: string): Promise<ApiResult<CityResult[]>> {
  return { ok: true, value: term.startsWith('Den') ? [DENVER] : [KANSAS_CITY_MO] };
}

const manualAnswer: RelomoveApi['addQuote'] = vi.fn(async () => ({
  ok: true as const,
  value: {
    outcome: {
      success: true,
      result: 'Manual',
      reasonInvalid: 'None',
      action: 'None',
      retrievedTimestamp: '2030-05-01T10:00:00Z',
      message: '',
    },
    quote: null,
  },
}));

const noChallenge: RelomoveApi['captchaChallenge'] = async () => ({
  ok: false,
  error: { kind: 'Unavailable', message: 'off' },
});

/** happy-dom's viewport and pointer, as a phone (mobile width, coarse pointer) or a laptop reports them. */
function viewport(kind: 'phone' | 'laptop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && (query.includes('max-width: 40rem') || query.includes('pointer: coarse')),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const movingFrom = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Moving From' });
const movingTo = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Moving To' });

async function pick(input: HTMLElement, text: string, option: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the mobile email A/B arm (§2 "Email in the mobile A/B arm only", §5 email messages, §7 quotes/add)', () => {
  it('on a phone in variant A the form shows Email, checks it with the §5 messages and sends it with quotes/add', async () => {
    viewport('phone');
    const api = fakeApi({
      searchCities: vi.fn(searchCities),
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'A' })),
      captchaChallenge: noChallenge,
      addQuote: manualAnswer,
    });
    const app = renderApp('/', api);
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(api.abTestVariant).toHaveBeenCalledWith(AbTest.mobileQuoteFormEmail);
    await pick(movingFrom(), 'kcmo', 'Kansas City, MO');
    await pick(movingTo(), 'Denver', 'Denver, CO');

    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(await screen.findByText('Value is required')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));

    fireEvent.change(email, { target: { value: 'dana@' } });
    expect(await screen.findByText('Please provide a valid email address')).toBeTruthy();
    expect(api.addQuote).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manual-quote'));
    expect(api.addQuote).toHaveBeenCalledWith(expect.objectContaining({ EmailAddress: 'dana@example.com' }));
  });

  it('a signed-in customer in the Email arm finds their own email already in the field; the field of a signed-out visitor starts empty (§2 Email)', async () => {
    viewport('phone');
    const signedIn = fakeApi({
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'A' })),
      me: vi.fn(async () => ({
        ok: true as const,
        value: {
          success: true as const,
          loggedin: true as const,
          ContactGet: {
            FirstName: 'Casey',
            LastName: 'Demo',
            EmailAddress: 'casey@example.com',
            PhoneNumber: '8165550100',
            Role: 'customer' as const,
          },
        },
      })),
    });
    renderApp('/', signedIn);
    const email = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await waitFor(() => expect(email.value).toBe('casey@example.com'));
    cleanup();

    const signedOut = fakeApi({
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'A' })),
      me: vi.fn(async () => ({
        ok: true as const,
        value: { success: true as const, loggedin: false as const },
      })),
    });
    renderApp('/', signedOut);
    const empty = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Email' });
    await waitFor(() => expect(signedOut.me).toHaveBeenCalled());
    expect(empty.value).toBe('');
  });

  it('visitors not in the test get Email too (§5 "variant A or not in test"); variant B gets none and sends none', async () => {
    viewport('phone');
    const notInTest = fakeApi({
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'NotInTest' })),
    });
    renderApp('/', notInTest);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeTruthy();
    cleanup();

    const variantB = fakeApi({
      searchCities: vi.fn(searchCities),
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'B' })),
      captchaChallenge: noChallenge,
      addQuote: vi.mocked(manualAnswer),
    });
    vi.mocked(manualAnswer).mockClear();
    const app = renderApp('/', variantB);
    await waitFor(() => expect(variantB.abTestVariant).toHaveBeenCalled());
    await pick(movingFrom(), 'kcmo', 'Kansas City, MO');
    await pick(movingTo(), 'Denver', 'Denver, CO');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manual-quote'));
    expect(variantB.addQuote).toHaveBeenCalledWith(expect.objectContaining({ EmailAddress: '' }));
  });

  it('on a laptop the test is not asked for and there is no Email (§2 "only on a mobile device at mobile width")', async () => {
    viewport('laptop');
    const api = fakeApi();
    renderApp('/', api);
    await screen.findByRole('combobox', { name: 'Moving From' });
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(api.abTestVariant).not.toHaveBeenCalled();
  });
});

describe('the banner layout (§2 "On mobile in banner layout, pressing the button goes straight to the form URL")', () => {
  it('on a phone the FAQ banner shows only the button, which opens /moving-quote without sending anything', async () => {
    viewport('phone');
    const api = fakeApi({
      me: vi.fn(async () => ({ ok: false as const, error: { kind: 'Cancelled' as const } })),
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'B' })),
    });
    const app = renderApp('/customer-service/faq', api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Get instant quote' })).toBeTruthy();
    expect(screen.getByText('No credit cards, no fees, no hassles')).toBeTruthy();
    // The banner asks no A/B question: on a phone it shows no fields at all.
    expect(api.abTestVariant).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/moving-quote'));
    expect(api.addQuote).not.toHaveBeenCalled();
  });

  it('on a laptop the banner is the compact form itself: it validates instead of leaving the page', async () => {
    viewport('laptop');
    const app = renderApp('/customer-service/faq', fakeApi());
    await screen.findByRole('heading', { level: 2, name: 'Get instant quote' });
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect((await screen.findAllByText('The value is required')).length).toBe(2);
    expect(app.router.state.location.pathname).toBe('/customer-service/faq');
  });
});

describe('local persistence of the start-quote form (§3 "persisted locally for: ... start-quote form")', () => {
  it('a returning visitor finds the places, When?, Size? they chose, and can send them at once', async () => {
    storeQuoteForm({
      from: { text: 'Kansas City, MO', chosen: KANSAS_CITY_MO },
      to: { text: 'Denver, CO', chosen: DENVER },
      timing: 'within-1-month',
      sizeLabel: '2 bedroom',
      email: '',
    });
    const api = fakeApi({ captchaChallenge: noChallenge, addQuote: vi.mocked(manualAnswer) });
    vi.mocked(manualAnswer).mockClear();
    const app = renderApp('/', api);
    await waitFor(() => expect(movingFrom().value).toBe('Kansas City, MO'));
    expect(movingTo().value).toBe('Denver, CO');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'When?' }).value).toBe('within-1-month');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size?' }).value).toBe('2 bedroom');
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manual-quote'));
    expect(api.addQuote).toHaveBeenCalledWith(
      expect.objectContaining({ FromCity: 'Kansas City', ToCity: 'Denver', MovingOutOf: '2 bedroom' }),
    );
  });

  it('issue 27 "the same account everywhere": an email the visitor typed on the form is sent even where the arm shows no Email (a wider window, the variant not loaded), never dropped', async () => {
    // Typed on the phone's form in variant A and kept with the form (form-storage.ts); now the arm is not
    // shown (a laptop, or the variant could not be loaded), so the form's rules are null.
    storeQuoteForm({
      from: { text: 'Kansas City, MO', chosen: KANSAS_CITY_MO },
      to: { text: 'Denver, CO', chosen: DENVER },
      timing: 'within-1-month',
      sizeLabel: '2 bedroom',
      email: 'dana@example.com',
    });
    const api = fakeApi({ captchaChallenge: noChallenge, addQuote: vi.mocked(manualAnswer) });
    vi.mocked(manualAnswer).mockClear();
    const app = renderApp('/', api);
    await waitFor(() => expect(movingFrom().value).toBe('Kansas City, MO'));
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manual-quote'));
    expect(api.addQuote).toHaveBeenCalledWith(expect.objectContaining({ EmailAddress: 'dana@example.com' }));
  });

  it('an invalid kept email is not sent where the form shows no Email to fix it', async () => {
    storeQuoteForm({
      from: { text: 'Kansas City, MO', chosen: KANSAS_CITY_MO },
      to: { text: 'Denver, CO', chosen: DENVER },
      timing: 'within-1-month',
      sizeLabel: '2 bedroom',
      email: 'dana@',
    });
    const api = fakeApi({ captchaChallenge: noChallenge, addQuote: vi.mocked(manualAnswer) });
    vi.mocked(manualAnswer).mockClear();
    const app = renderApp('/', api);
    await waitFor(() => expect(movingFrom().value).toBe('Kansas City, MO'));
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/manual-quote'));
    expect(api.addQuote).toHaveBeenCalledWith(expect.objectContaining({ EmailAddress: '' }));
  });

  it('what the visitor picks is kept for their return', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    await pick(movingFrom(), 'kcmo', 'Kansas City, MO');
    fireEvent.change(screen.getByRole('combobox', { name: 'Size?' }), { target: { value: '3 bedroom' } });
    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem(QUOTE_FORM_STORAGE_KEY) ?? 'null');
      expect(saved?.value).toMatchObject({
        from: { text: 'Kansas City, MO', chosen: { CityName: 'Kansas City', StateCode: 'MO' } },
        sizeLabel: '3 bedroom',
      });
    });
  });

  it.each([
    ['not JSON', '{"from":'],
    ['a foreign shape', JSON.stringify({ savedAt: Date.now(), value: { from: 'Kansas City' } })],
    [
      'an unknown size',
      JSON.stringify({
        savedAt: Date.now(),
        value: {
          from: { text: 'Denver, CO', chosen: null },
          to: { text: '', chosen: null },
          timing: 'unknown',
          sizeLabel: 'a castle',
          email: '',
        },
      }),
    ],
    [
      'state older than 30 days',
      JSON.stringify({
        savedAt: Date.now() - 31 * 24 * 60 * 60 * 1000,
        value: {
          from: { text: 'Denver, CO', chosen: null },
          to: { text: '', chosen: null },
          timing: 'unknown',
          sizeLabel: '1 bedroom',
          email: '',
        },
      }),
    ],
  ])('discards %s and shows an empty form', async (_, raw) => {
    localStorage.setItem(QUOTE_FORM_STORAGE_KEY, raw);
    renderApp('/', fakeApi());
    await waitFor(() => expect(localStorage.getItem(QUOTE_FORM_STORAGE_KEY)).toBeNull());
    expect(movingFrom().value).toBe('');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Size?' }).value).toBe(
      'under 1 room/studio',
    );
  });
});

describe('the no-quote-response arm (§2 manual banner "Your quote is ready")', () => {
  const TOKEN = 'tok_manual';
  const underReview: Quote = {
    ...aQuote(),
    QuoteId: 7654321,
    Revision: 1,
    QuoteIdEncrypted: TOKEN,
    IsCompleted: false,
    Details: { ...aQuote().Details, EmailAddress: '', ContactEmailAddress: '', QuoteCompleted: false },
  };
  beforeEach(() =>
    localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ QuoteId: 7654321, QuoteIdEncrypted: TOKEN })),
  );

  it("in variant A the §2 banner says 'Your quote is ready', the page's own heading says only what it shows (issue 10: no ready price), and it offers the price now by phone, or by email", async () => {
    const api = fakeApi({
      viewQuote: vi.fn(async () => ({ ok: true as const, value: underReview })),
      abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'A' })),
    });
    renderApp('/manual-quote', api);
    expect(await screen.findByRole('heading', { level: 1, name: MANUAL_QUOTE_ARM_HEADING })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Your quote is ready' })).toBeNull();
    expect((await screen.findAllByText('Your quote is ready')).length).toBeGreaterThan(0);
    expect(api.abTestVariant).toHaveBeenCalledWith(AbTest.noQuoteResponse);
    expect(screen.getByText(/you will have your price before you hang up/)).toBeTruthy();
    // The email capture of /manual-quote (the manual banner asks the same).
    expect(
      (await screen.findAllByText('Please provide your email so we can send your quote.')).length,
    ).toBeGreaterThan(0);
  });

  it("variant B keeps 'Quote under review'", async () => {
    renderApp(
      '/manual-quote',
      fakeApi({
        viewQuote: vi.fn(async () => ({ ok: true as const, value: underReview })),
        abTestVariant: vi.fn(async () => ({ ok: true as const, value: 'B' })),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote under review' })).toBeTruthy();
    expect(screen.queryByText(/before you hang up/)).toBeNull();
  });
});
