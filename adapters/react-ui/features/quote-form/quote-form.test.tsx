// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MOVE_TIMING, spotDateForTiming } from '../../../../domain/calendar/move-timing';
import { exampleQuote } from '../../../../domain/quote/example-quote';
import type { Quote } from '../../../../domain/quote/types';
import { TEST_TODAY } from '../../../../tests/support/test-today';
import type {
  ApiResult,
  CityResult,
  CreateQuoteOutcome,
  RelomoveApi,
} from '../../../http/client/relomove-api';
import { QUOTE_STORAGE_KEY } from '../../app/quote-storage';
import { fakeApi, renderApp } from '../../test-support/render-app';

const city = (CityName: string, StateCode: string, ZipCode: string, ZipLow = ZipCode, ZipHigh = ZipCode) =>
  ({
    CityName,
    StateCode,
    StateName: '',
    ZipCode,
    ZipLow,
    ZipHigh,
    CountyName: '',
    Country: 'US',
  }) satisfies CityResult;

const KANSAS_CITY_MO = city('Kansas City', 'MO', '64105', '64101', '64199');
const KANSAS_CITY_KS = city('Kansas City', 'KS', '66101', '66101', '66119');
const DENVER = city('Denver', 'CO', '80202', '80201', '80299');

/** A city search that knows three places and counts its calls. */
async function searchCities(term: string): Promise<ApiResult<CityResult[]>> {
  const places: Record<string, CityResult[]> = {
    'Kansas City MO': [KANSAS_CITY_MO],
    'Kansas City': [KANSAS_CITY_MO, KANSAS_CITY_KS],
    Denver: [DENVER],
    Den: [DENVER],
  };
  return { ok: true, value: places[term] ?? [] };
}

function outcome(result: string, action = 'None', success = true): CreateQuoteOutcome {
  return {
    success,
    result,
    reasonInvalid: 'None',
    action,
    retrievedTimestamp: '2026-05-01T10:00:00Z',
    message: '',
  };
}

function addQuoteAnswering(answer: CreateQuoteOutcome, withQuote = true): RelomoveApi['addQuote'] {
  return vi.fn(async () => ({
    ok: true as const,
    value: {
      outcome: answer,
      quote: withQuote ? ({ QuoteId: 1234567, QuoteIdEncrypted: 'tok_abc' } as never) : null,
    },
  }));
}

const movingFrom = () => screen.getByRole('combobox', { name: 'Moving From' });
const movingTo = () => screen.getByRole('combobox', { name: 'Moving To' });

function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

async function pick(input: HTMLElement, text: string, option: string) {
  fireEvent.focus(input);
  type(input, text);
  await screen.findByRole('option', { name: option });
  fireEvent.click(screen.getByRole('option', { name: option }));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Moving From / Moving To autocomplete (§2, §5, §7 city search)', () => {
  it("'kcmo' searches Kansas City MO (§5 shortcut); ArrowDown then Enter picks 'Kansas City, MO'", async () => {
    const api = fakeApi({ searchCities: vi.fn(searchCities) });
    renderApp('/', api);
    const input = movingFrom();
    type(input, 'kcmo');
    const listbox = await screen.findByRole('listbox', { name: 'Moving From suggestions' });
    expect(within(listbox).getByRole('option', { name: 'Kansas City, MO' })).toBeTruthy();
    expect(api.searchCities).toHaveBeenLastCalledWith('Kansas City MO', expect.any(AbortSignal));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getByRole('option', { name: 'Kansas City, MO' });
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    expect(active.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect((input as HTMLInputElement).value).toBe('Kansas City, MO');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Escape closes the suggestions; ArrowUp wraps to the last one (§2 autocomplete keyboard)', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    const input = movingFrom();
    type(input, 'Kansas City');
    await screen.findByRole('option', { name: 'Kansas City, KS' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'Kansas City, KS' }).id,
    );
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('fewer than 3 characters search nothing and show no suggestions (§5, §9 "from 3 characters")', async () => {
    const api = fakeApi({ searchCities: vi.fn(searchCities) });
    renderApp('/', api);
    type(movingFrom(), 'De');
    // The form is settled (no search pending) and nothing was asked for.
    expect(screen.queryByRole('listbox', { name: 'Moving From suggestions' })).toBeNull();
    expect(api.searchCities).not.toHaveBeenCalled();
    expect(movingFrom().getAttribute('aria-expanded')).toBe('false');
  });

  it('a term with no match says \'No places match "…"\'', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    type(movingTo(), 'Zzyzx Nowhere');
    expect(await screen.findByText('No places match "Zzyzx Nowhere"')).toBeTruthy();
    expect(screen.queryByRole('listbox', { name: 'Moving To suggestions' })).toBeNull();
  });

  it('each new term cancels the previous search (§7 "cancels previous search")', async () => {
    const signals: AbortSignal[] = [];
    const api = fakeApi({
      searchCities: vi.fn(async (term: string, signal?: AbortSignal) => {
        if (signal) signals.push(signal);
        return searchCities(term);
      }),
    });
    renderApp('/', api);
    type(movingFrom(), 'Den');
    type(movingFrom(), 'Denver');
    await screen.findByRole('option', { name: 'Denver, CO' });
    expect(signals.length).toBeGreaterThanOrEqual(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals.at(-1)?.aborted).toBe(false);
  });
});

describe('short quote form validation (§5 messages)', () => {
  it("submitting empty shows 'The value is required' on both locations, marks them invalid and focuses the first", async () => {
    const api = fakeApi({ searchCities: vi.fn(searchCities) });
    renderApp('/', api);
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(movingFrom().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The value is required')).toHaveLength(2);
    const described = movingFrom().getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'The value is required',
    );
    await waitFor(() => expect(document.activeElement).toBe(movingFrom()));
    expect(api.addQuote).not.toHaveBeenCalled();
  });

  it("fewer than 4 characters: 'This field should be at least 4 characters long'", async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    type(movingFrom(), 'Dn');
    fireEvent.blur(movingFrom());
    expect(await screen.findByText('This field should be at least 4 characters long')).toBeTruthy();
  });

  it("typed text without a picked place: 'Please select a location'; picking one makes the field valid", async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    type(movingTo(), 'Kansas City');
    await screen.findByRole('option', { name: 'Kansas City, KS' });
    fireEvent.blur(movingTo());
    expect(await screen.findByText('Please select a location')).toBeTruthy();
    await pick(movingTo(), 'Denver', 'Denver, CO');
    await waitFor(() => expect(screen.queryByText('Please select a location')).toBeNull());
    expect(movingTo().getAttribute('aria-invalid')).toBe('false');
    expect(movingTo().closest('.field')?.getAttribute('data-state')).toBe('valid');
  });
});

describe('Tab and Enter on a typed place (issue 10 "Location search that does what people expect")', () => {
  it('leaving a field whose text matches exactly one place selects it, even before the search answers', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    type(movingTo(), 'Denver');
    fireEvent.blur(movingTo());
    await waitFor(() => expect((movingTo() as HTMLInputElement).value).toBe('Denver, CO'));
    expect(screen.queryByText('Please select a location')).toBeNull();
    expect(movingTo().closest('.field')?.getAttribute('data-state')).toBe('valid');
  });

  it('Enter on a shortcut selects its place and keeps focus, without the 4-character message (§5)', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    const input = movingFrom();
    input.focus();
    type(input, 'kc');
    await screen.findByRole('option', { name: 'Kansas City, KS' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Kansas City, MO'));
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText('This field should be at least 4 characters long')).toBeNull();
  });

  it('Enter with an open list and nothing that stands for one place does not submit', async () => {
    const api = fakeApi({ searchCities: vi.fn(searchCities) });
    renderApp('/', api);
    type(movingFrom(), 'Kansas City');
    await screen.findByRole('option', { name: 'Kansas City, KS' });
    const submitted = fireEvent.keyDown(movingFrom(), { key: 'Enter' });
    expect(submitted).toBe(false);
    expect(api.addQuote).not.toHaveBeenCalled();
  });
});

describe('issue 27 "Tab on a city picks the top suggestion" and "Prefilled fields are easy to replace"', () => {
  const DENVER_PA = city('Denver', 'PA', '17517', '17517', '17518');
  const NEW_YORK = city('New York', 'NY', '10001', '10001', '10299');
  /** Several places for 'Denver' (ranked: Denver, CO first) and for the §5 shortcut 'nyc'. */
  async function ranked(term: string): Promise<ApiResult<CityResult[]>> {
    const places: Record<string, CityResult[]> = {
      Denver: [DENVER, DENVER_PA],
      'New York City': [NEW_YORK],
      xyzzy: [],
    };
    return { ok: true, value: places[term] ?? [] };
  }

  it('Tab on an open list with several places picks the first, ranked one: "Denver" gives Denver, CO, not "Please select a location"', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(ranked) }));
    const input = movingTo();
    input.focus();
    type(input, 'Denver');
    await screen.findByRole('option', { name: 'Denver, PA' });
    fireEvent.keyDown(input, { key: 'Tab' });
    fireEvent.blur(input);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Denver, CO'));
    expect(screen.queryByText('Please select a location')).toBeNull();
    expect(input.closest('.field')?.getAttribute('data-state')).toBe('valid');
  });

  it('Enter on an open list picks the first suggestion and keeps focus; the §5 shortcut "nyc" gives New York, NY', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(ranked) }));
    const input = movingFrom();
    input.focus();
    type(input, 'nyc');
    await screen.findByRole('option', { name: 'New York, NY' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('New York, NY'));
    expect(document.activeElement).toBe(input);
  });

  it('Tab while the search is still under way picks the first suggestion once it answers', async () => {
    let answer: (value: ApiResult<CityResult[]>) => void = () => undefined;
    const slow = vi.fn(() => new Promise<ApiResult<CityResult[]>>((resolve) => (answer = resolve)));
    renderApp('/', fakeApi({ searchCities: slow }));
    const input = movingTo();
    input.focus();
    type(input, 'Denver');
    await waitFor(() => expect(slow).toHaveBeenCalled());
    fireEvent.keyDown(input, { key: 'Tab' });
    fireEvent.blur(input);
    answer({ ok: true, value: [DENVER, DENVER_PA] });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Denver, CO'));
    expect(screen.queryByText('Please select a location')).toBeNull();
  });

  it('Tab with an empty list lets focus move on, and the field says nothing matched and what to do', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(ranked) }));
    const input = movingTo();
    input.focus();
    type(input, 'xyzzy');
    await screen.findByText('No places match "xyzzy"');
    const notPrevented = fireEvent.keyDown(input, { key: 'Tab' });
    fireEvent.blur(input);
    expect(notPrevented).toBe(true);
    expect(await screen.findByText('Please select a location')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('xyzzy');
  });

  it('focusing a field that holds a chosen place selects all its text, so typing replaces it', async () => {
    renderApp('/', fakeApi({ searchCities: vi.fn(searchCities) }));
    await pick(movingFrom(), 'Kansas City MO', 'Kansas City, MO');
    const input = movingFrom() as HTMLInputElement;
    fireEvent.blur(input);
    input.setSelectionRange(3, 3);
    fireEvent.focus(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'Kansas City, MO'.length]);
  });
});

describe('submitting routes by the create result (§4 "Creating a quote")', () => {
  async function fillAndSubmit(api: RelomoveApi) {
    const app = renderApp('/', api);
    await pick(movingFrom(), 'kcmo', 'Kansas City, MO');
    await pick(movingTo(), 'Denver', 'Denver, CO');
    fireEvent.change(screen.getByLabelText('Size?'), { target: { value: '2 bedroom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a quote' }));
    return app;
  }

  it('Auto goes to the quote view with the link token, sends the §3 payload and keeps the quote locally', async () => {
    const api = fakeApi({
      searchCities: vi.fn(searchCities),
      addQuote: addQuoteAnswering(outcome('Auto')),
      viewQuote: vi.fn(() => new Promise<never>(() => {})),
    });
    const app = await fillAndSubmit(api);
    await waitFor(() => expect(app.here()).toBe('/moving-quotes/quoteview?qId=tok_abc'));
    expect(api.addQuote).toHaveBeenCalledWith(
      expect.objectContaining({
        FromCity: 'Kansas City',
        FromState: 'MO',
        FromZip: '64105',
        ToCity: 'Denver',
        ToState: 'CO',
        MovingOutOf: '2 bedroom',
        LinearFeet: 13,
        MovingDateRange: DEFAULT_MOVE_TIMING,
        MoveDate: spotDateForTiming(DEFAULT_MOVE_TIMING, TEST_TODAY),
        FromInput: 'Kansas City, MO',
        Website: 'Relomove',
        WebApp: 'G',
      }),
    );
    expect(JSON.parse(localStorage.getItem(QUOTE_STORAGE_KEY) ?? 'null')).toEqual({
      QuoteId: 1234567,
      QuoteIdEncrypted: 'tok_abc',
    });
  });

  it("shows the 'We're building your quote' overlay while the quote is built (§2)", async () => {
    let answer: (value: Awaited<ReturnType<RelomoveApi['addQuote']>>) => void = () => {};
    const api = fakeApi({
      searchCities: vi.fn(searchCities),
      addQuote: vi.fn(
        () => new Promise<Awaited<ReturnType<RelomoveApi['addQuote']>>>((resolve) => (answer = resolve)),
      ),
    });
    const app = await fillAndSubmit(api);
    expect(await screen.findByText("We're building your quote")).toBeTruthy();
    answer({ ok: true, value: { outcome: outcome('Manual'), quote: null } });
    await waitFor(() => expect(app.here()).toBe('/manual-quote'));
  });

  it('Manual goes to /manual-quote', async () => {
    const app = await fillAndSubmit(
      fakeApi({ searchCities: vi.fn(searchCities), addQuote: addQuoteAnswering(outcome('Manual')) }),
    );
    await waitFor(() => expect(app.here()).toBe('/manual-quote'));
    expect(await screen.findByRole('heading', { name: 'Quote under review' })).toBeTruthy();
  });

  it('Invalid with SendToPods goes to the unserviceable page with nextAct=pd', async () => {
    const app = await fillAndSubmit(
      fakeApi({
        searchCities: vi.fn(searchCities),
        addQuote: addQuoteAnswering(outcome('Invalid', 'SendToPods'), false),
      }),
    );
    await waitFor(() => expect(app.here()).toBe('/moving-quotes/quote-unserviceable?nextAct=pd'));
    expect(await screen.findByText(/portable storage container service/)).toBeTruthy();
  });

  it('success=false goes to /moving-quotes/error (§4 step 7)', async () => {
    const app = await fillAndSubmit(
      fakeApi({
        searchCities: vi.fn(searchCities),
        addQuote: vi.fn(async () => ({
          ok: false as const,
          error: { kind: 'Refused' as const, status: 503, errors: ['server - down'] },
        })),
      }),
    );
    await waitFor(() => expect(app.here()).toBe('/moving-quotes/error'));
  });

  it("InvalidCityOrigin keeps the visitor on the form, clears Moving From and says 'Enter a valid City, State or ZIP' (§5)", async () => {
    await fillAndSubmit(
      fakeApi({
        searchCities: vi.fn(searchCities),
        addQuote: addQuoteAnswering({ ...outcome('Invalid'), reasonInvalid: 'InvalidCityOrigin' }, false),
      }),
    );
    expect(await screen.findByText('Enter a valid City, State or ZIP')).toBeTruthy();
    expect((movingFrom() as HTMLInputElement).value).toBe('');
    expect((movingTo() as HTMLInputElement).value).toBe('Denver, CO');
  });
});

describe('returning visitor (§3 local persistence)', () => {
  it('finds the stored quote on the landing page', async () => {
    localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify({ QuoteId: 7654321, QuoteIdEncrypted: 'tok_xyz' }),
    );
    renderApp('/', fakeApi());
    const link = await screen.findByRole('link', { name: 'View your quote #7654321' });
    expect(link.getAttribute('href')).toBe('/moving-quotes/quoteview?qId=tok_xyz');
  });

  it('issue 27: a stored quote that is a booked move is greeted as the move, on its dashboard, not "View your quote"', async () => {
    localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify({ QuoteId: 7654321, QuoteIdEncrypted: 'tok_xyz' }),
    );
    const q = exampleQuote();
    const r = q.Details.Reservation;
    if (!r) throw new Error('the example quote has a reservation');
    const booked: Quote = {
      ...q,
      QuoteId: 7654321,
      Revision: 2,
      QuoteIdEncrypted: 'tok_xyz',
      Details: { ...q.Details, Reserved: true, Reservation: { ...r, InvoiceAmountDue: r.TotalPrice } },
    };
    renderApp('/', fakeApi({ viewQuote: vi.fn(async () => ({ ok: true as const, value: booked })) }));
    const link = await screen.findByRole('link', { name: 'Follow your move #7654321' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByText(/View your quote/)).toBeNull();
  });

  it('discards unreadable stored data', async () => {
    localStorage.setItem(QUOTE_STORAGE_KEY, '{"QuoteId":"<script>","QuoteIdEncrypted":1}');
    renderApp('/', fakeApi());
    expect(await screen.findByRole('heading', { name: 'Get instant quote' })).toBeTruthy();
    expect(screen.queryByText(/View your quote/)).toBeNull();
    expect(localStorage.getItem(QUOTE_STORAGE_KEY)).toBeNull();
  });
});
