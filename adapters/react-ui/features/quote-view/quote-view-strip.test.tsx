// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessDayOnOrAfter } from '../../../../domain/calendar/business-days';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { cents, formatUsd } from '../../../../domain/money/money';
import {
  nearbyMoveDates,
  PRICE_STRIP_FULL_REASON,
  SAME_PRICE_NEARBY_MESSAGE,
} from '../../../../domain/quote/prices-by-date';
import type { Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import { TEST_TODAY } from '../../../../tests/support/test-today';
import type { PriceStrip } from '../../../http/client/relomove-api';
import { fakeApi, renderApp } from '../../test-support/render-app';

/**
 * The fixture: a 20 ft trailer at $3,250 (selected) and a 3-ReloCube option, saved for the first origin
 * business day 30 days or more after the suite's today (issue 25: the strip only ever offers business days).
 */
const today = TEST_TODAY;
const holidays = aQuote().Details.Origin.StationDetail?.Holidays ?? [];
const saved = businessDayOnOrAfter(addDays(today, 30), holidays);
const quote: Quote = {
  ...aQuote(),
  QuoteId: 1234567,
  Revision: 1,
  Details: { ...aQuote().Details, MoveDate: saved, SpotDate: saved },
};
const PATH = `/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`;
const loaded = (q: Quote = quote) => vi.fn(async () => ({ ok: true as const, value: q }));

const money = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
const total = () => money(screen.getByTestId('quote-total').textContent);

const day = (date: IsoDate, price: number, available = true) => ({
  MoveDate: date,
  Price: cents(price),
  PerFootPrice: cents(Math.round(price / 20)),
  Available: available,
  Reason: available ? null : PRICE_STRIP_FULL_REASON,
});

/**
 * GET quotes/{id}/prices-by-date for the trailer, on the origin business days around the saved date as the
 * server picks them (three before it, the saved date, one after): the earliest is the cheapest, the third full.
 */
const dates = nearbyMoveDates(saved, today, holidays).slice(0, 5) as [
  IsoDate,
  IsoDate,
  IsoDate,
  IsoDate,
  IsoDate,
];
const trailerStrip: PriceStrip = {
  option: 'trailer-20',
  MoveDate: saved,
  Revision: 1,
  prices: [
    day(dates[0], 300_000),
    day(dates[1], 310_000),
    day(dates[2], 290_000, false),
    day(dates[3], 325_000),
    day(dates[4], 330_000),
  ],
};
const pricesByDate = () =>
  vi.fn(async (_ref: string, option?: string) => ({
    ok: true as const,
    value: { ...trailerStrip, option: option ?? 'trailer-20' },
  }));

/** 'Wed' and 'Jun 10' as the strip shows a date. */
const shown = (date: IsoDate) => {
  const [weekday = '', monthDay = ''] = formatWeekdayMonDay(date).split(', ');
  return `${weekday.slice(0, 3)}${monthDay}`;
};

const stripButtons = () =>
  within(screen.getByRole('list', { name: 'Prices on nearby dates' })).getAllByRole('button');

afterEach(cleanup);

describe('quote view price-by-date strip (issue 4 "Dates": "a price-by-date strip for nearby move dates")', () => {
  it("shows each nearby date's total, marks the cheapest and the current date, and disables a full date with its reason", async () => {
    const fetch = pricesByDate();
    renderApp(PATH, fakeApi({ viewQuote: loaded(), pricesByDate: fetch }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    await screen.findByRole('list', { name: 'Prices on nearby dates' });
    expect(fetch).toHaveBeenCalledWith(quote.QuoteIdEncrypted, 'trailer-20');
    const now = total();
    const buttons = stripButtons();
    expect(buttons).toHaveLength(5);
    // Totals are the draft's: the date's price plus the same extras as today's total.
    const extras = now - 325_000;
    expect(buttons.map((b) => b.textContent)).toEqual([
      `${shown(dates[0])}${formatUsd(cents(300_000 + extras))}Lowest`,
      `${shown(dates[1])}${formatUsd(cents(310_000 + extras))}`,
      `${shown(dates[2])}Full`,
      `${shown(dates[3])}${formatUsd(cents(325_000 + extras))}Current`,
      `${shown(dates[4])}${formatUsd(cents(330_000 + extras))}`,
    ]);
    const [cheapest, , full, current] = buttons as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(cheapest.getAttribute('aria-label')).toBe(
      `${formatWeekdayMonDay(dates[0])}, ${dates[0].slice(0, 4)}: ${formatUsd(cents(300_000 + extras))} (lowest price)`,
    );
    expect(current.getAttribute('aria-label')).toContain('(your current move date)');
    expect(current.getAttribute('aria-current')).toBe('date');
    expect(current.getAttribute('aria-pressed')).toBe('true');
    expect(cheapest.getAttribute('aria-pressed')).toBe('false');
    expect(full).toHaveProperty('disabled', true);
    expect(full.getAttribute('aria-label')).toContain(`unavailable: ${PRICE_STRIP_FULL_REASON}`);
    const reason = document.getElementById(full.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(PRICE_STRIP_FULL_REASON);
  });

  it('choosing a date sets the move date as the date field does, the total becomes that date’s at once, and Save sends MoveDate (§4, §7)', async () => {
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'None', message: 'Your edits have been saved.', quote },
    }));
    renderApp(PATH, fakeApi({ viewQuote: loaded(), pricesByDate: pricesByDate(), editQuote }));
    await screen.findByRole('list', { name: 'Prices on nearby dates' });
    const before = total();
    const [cheapest] = stripButtons() as [HTMLElement];
    fireEvent.click(cheapest);
    await waitFor(() => expect(total()).toBe(before - 25_000));
    expect(cheapest.textContent).toContain(screen.getByTestId('quote-total').textContent ?? '-');
    expect(cheapest.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Change your move date') as HTMLInputElement).value).toBe(dates[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(editQuote).toHaveBeenCalledWith(quote.QuoteIdEncrypted, {
        Revision: 1,
        MoveDate: dates[0],
        SelectedOption: 'trailer-20',
        Liability: 75,
      }),
    );
  });

  it("asks again for another option's prices when the customer switches equipment", async () => {
    const fetch = pricesByDate();
    renderApp(PATH, fakeApi({ viewQuote: loaded(), pricesByDate: fetch }));
    await screen.findByRole('list', { name: 'Prices on nearby dates' });
    fireEvent.click(screen.getByRole('radio', { name: /relocube/i }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(quote.QuoteIdEncrypted, 'relocube-3'));
  });

  it('shows no strip when the prices cannot be loaded; the date field still works', async () => {
    renderApp(
      PATH,
      fakeApi({
        viewQuote: loaded(),
        pricesByDate: vi.fn(async () => ({
          ok: false as const,
          error: { kind: 'Unavailable' as const, message: 'down' },
        })),
      }),
    );
    await screen.findByRole('heading', { name: 'Your moving quote' });
    await waitFor(() => expect(screen.queryByText('Checking prices on nearby dates…')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Prices on nearby dates' })).toBeNull();
    expect(screen.getByLabelText('Change your move date')).toBeTruthy();
  });
});

describe('quote view destination storage (issue 4 "Options"; §3 AddReloCubeStorage, §4 Storage flags)', () => {
  /** A known destination address, no free days, nothing stored yet. */
  const known: Quote = {
    ...quote,
    Details: {
      ...quote.Details,
      Destination: { ...quote.Details.Destination, AddressLine2: '', IsWillAdvise: false },
      Accessorials: {
        ...quote.Details.Accessorials,
        AddTrailerStorage: false,
        AddReloCubeStorage: false,
        StorageNoChargeDays: 0,
      },
    },
  };

  it("offers storage only where the option delivers to the destination terminal, with its 30-day charge in the breakdown ('30 Day ReloCube Storage'), saved as AddStorage", async () => {
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'None', message: 'Your edits have been saved.', quote: known },
    }));
    renderApp(PATH, fakeApi({ viewQuote: loaded(known), pricesByDate: pricesByDate(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    // The trailer is delivered to the door: no storage there (§4).
    expect(screen.queryByRole('checkbox', { name: /Store it at the destination/ })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /relocube/i }));
    const box = await screen.findByRole('checkbox', { name: /Store it at the destination service center/ });
    // 3 ReloCubes x $149 per 30 days.
    expect(screen.getByText('$447.00 per 30 days')).toBeTruthy();
    const before = total();
    fireEvent.click(box);
    await waitFor(() => expect(total()).toBe(before + 44_700));
    expect(screen.getByText('30 Day ReloCube Storage')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(editQuote).toHaveBeenCalledWith(quote.QuoteIdEncrypted, {
        Revision: 1,
        SelectedOption: 'relocube-3',
        Liability: 75,
        AddStorage: true,
      }),
    );
  });

  it("with no-charge days the storage line is free, described '{equip} Storage (FIRST {n} DAYS FREE)' (§4)", async () => {
    const free: Quote = {
      ...known,
      Details: { ...known.Details, Accessorials: { ...known.Details.Accessorials, StorageNoChargeDays: 10 } },
    };
    renderApp(PATH, fakeApi({ viewQuote: loaded(free), pricesByDate: pricesByDate() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.click(screen.getByRole('radio', { name: /relocube/i }));
    const before = total();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Store it at the destination/ }));
    await waitFor(() =>
      expect(screen.getAllByText('ReloCube Storage (FIRST 10 DAYS FREE)').length).toBeGreaterThan(1),
    );
    expect(total()).toBe(before);
  });

  it("issue 10: when every nearby available date has the same total, the strip says so once and marks no card 'Lowest'", async () => {
    const flat: PriceStrip = {
      ...trailerStrip,
      prices: [
        day(dates[0], 325_000),
        day(dates[1], 325_000),
        day(dates[2], 290_000, false),
        day(dates[3], 325_000),
      ],
    };
    renderApp(
      PATH,
      fakeApi({
        viewQuote: loaded(),
        pricesByDate: vi.fn(async () => ({ ok: true as const, value: flat })),
      }),
    );
    await screen.findByRole('list', { name: 'Prices on nearby dates' });
    expect(screen.getAllByText(SAME_PRICE_NEARBY_MESSAGE)).toHaveLength(1);
    expect(stripButtons().some((b) => b.textContent?.includes('Lowest'))).toBe(false);
    expect(stripButtons().some((b) => b.getAttribute('aria-label')?.includes('lowest price'))).toBe(false);
  });

  it('issue 10: picking a day updates the move date in the header at once, marked unsaved with the saved date', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded(), pricesByDate: pricesByDate() }));
    await screen.findByRole('list', { name: 'Prices on nearby dates' });
    expect(screen.getByTestId('summary-move-date').textContent).toBe(formatMMDDYYYY(saved));
    fireEvent.click(stripButtons()[1] as HTMLElement);
    const becomes = businessDayOnOrAfter(dates[1], quote.Details.Origin.StationDetail?.Holidays ?? []);
    await waitFor(() =>
      expect(screen.getByTestId('summary-move-date').textContent).toBe(
        `${formatMMDDYYYY(becomes)} (unsaved; saved: ${formatMMDDYYYY(saved)})`,
      ),
    );
  });
});
