// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, businessDayOnOrAfter } from '../../../../domain/calendar/business-days';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { cents } from '../../../../domain/money/money';
import { DeliveryType, ExpeditedFlag } from '../../../../domain/quote/enums';
import type { ExpediteOption, PricingOption, Quote } from '../../../../domain/quote/types';
import { aQuote } from '../../../../tests/fixtures/quotes';
import { TEST_TODAY } from '../../../../tests/support/test-today';
import { fakeApi, renderApp } from '../../test-support/render-app';

/** The fixture: a 20 ft trailer (selected, door to door, 5 days, expediting allowed) and a ReloCube option. */
const quote: Quote = { ...aQuote(), QuoteId: 1234567, Revision: 1 };
const PATH = `/moving-quotes/quoteview?qId=${quote.QuoteIdEncrypted}`;
const today = TEST_TODAY;
const loaded = (q: Quote = quote) => vi.fn(async () => ({ ok: true as const, value: q }));

const money = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
const total = () => money(screen.getByTestId('quote-total').textContent);
const breakdown = () => screen.getByRole('region', { name: 'Price breakdown' });

/** The trailer parent's guaranteed child (as domain/rating rateOptions makes them). */
function child(parent: PricingOption, days: number, overrides: Partial<PricingOption> = {}): PricingOption {
  return {
    ...parent,
    value: `${parent.value}-G${days}`,
    EquipDescription: `${parent.EquipDescription} (Guaranteed ${days} Business Days)`,
    CarrierTransitTime: days,
    ExpeditedFlag: ExpeditedFlag.Child,
    IsExpeditedOptionAllowed: false,
    Default: false,
    DefaultParent: false,
    ...overrides,
  };
}

afterEach(cleanup);

describe('quote view "Dates" (issue 4, §3 Dates, §4 editing a quote, §9 delivery window)', () => {
  it('shows the free estimated delivery window as Weekday, Mon D and MM/DD/YYYY (§9: transit to transit + 2 business days)', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded() }));
    const window = await screen.findByTestId('delivery-window');
    // Pickup Friday 06/19/2026 + 5 business days = Friday 06/26; + 2 more = Tuesday 06/30.
    expect(window.textContent).toContain('Friday, Jun 26 - Tuesday, Jun 30');
    expect(window.textContent).toContain('06/26/2026 - 06/30/2026');
  });

  it('a new move date is sent as MoveDate; the re-rated price is shown and the change is explained (§4, §7)', async () => {
    const newDate = addDays(today, 30);
    const [trailer, cube] = quote.Details.PricingOptions as [PricingOption, PricingOption];
    const rerated: Quote = {
      ...quote,
      Revision: 2,
      Details: {
        ...quote.Details,
        MoveDate: newDate,
        SpotDate: newDate,
        PricingOptions: [{ ...trailer, Price: cents(350_000), PerFootPrice: cents(17_500) }, cube],
      },
    };
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'None', message: 'Your edits have been saved.', quote: rerated },
    }));
    renderApp(PATH, fakeApi({ viewQuote: loaded(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    const before = total();
    fireEvent.change(screen.getByLabelText('Change your move date'), { target: { value: newDate } });
    expect(
      screen.getByText('Prices and delivery dates are updated for the new date when you save.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your edits have been saved.')).toBeTruthy();
    expect(editQuote).toHaveBeenCalledWith(quote.QuoteIdEncrypted, {
      Revision: 1,
      MoveDate: newDate,
      SelectedOption: 'trailer-20',
      Liability: 75,
    });
    await waitFor(() => expect(total()).toBe(before + 25_000));
    expect(screen.getByText(`Move date changed from 06/15/2026 to ${formatMMDDYYYY(newDate)}.`)).toBeTruthy();
    expect(screen.getByText(/^Your total changed from \$[\d,.]+ to \$[\d,.]+\.$/)).toBeTruthy();
  });

  it('issue 10: a Saturday is never moved silently: the field says which date it will be and why, the header shows it unsaved, and after saving the section says which date it became', async () => {
    let saturday = addDays(today, 20);
    while (new Date(`${saturday}T12:00:00`).getDay() !== 6) saturday = addDays(saturday, 1);
    const holidays = quote.Details.Origin.StationDetail?.Holidays ?? [];
    const monday = businessDayOnOrAfter(saturday, holidays);
    const moved: Quote = {
      ...quote,
      Revision: 2,
      Details: { ...quote.Details, MoveDate: monday, SpotDate: monday },
    };
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'None', message: 'Your edits have been saved.', quote: moved },
    }));
    renderApp(PATH, fakeApi({ viewQuote: loaded(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.change(screen.getByLabelText('Change your move date'), { target: { value: saturday } });
    const sentence = `${formatWeekdayMonDay(saturday)} is not a pickup day; your move date`;
    expect((await screen.findByTestId('move-date-shift')).textContent).toBe(
      `${sentence} will be ${formatWeekdayMonDay(monday)}.`,
    );
    expect(screen.getByTestId('summary-move-date').textContent).toBe(
      `${formatMMDDYYYY(monday)} (unsaved; saved: ${formatMMDDYYYY(quote.Details.MoveDate)})`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('move-date-moved')).textContent).toBe(
      `${sentence} is ${formatWeekdayMonDay(monday)}.`,
    );
    expect(screen.getByTestId('summary-move-date').textContent).toBe(formatMMDDYYYY(monday));
  });

  it('a move date after today + 365 shows the range message and saves nothing (issue 4 limits, §5 style)', async () => {
    const editQuote = vi.fn();
    renderApp(PATH, fakeApi({ viewQuote: loaded(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    const input = screen.getByLabelText('Change your move date');
    expect(input.getAttribute('min')).toBe(today);
    expect(input.getAttribute('max')).toBe(addDays(today, 365));
    fireEvent.change(input, { target: { value: addDays(today, 366) } });
    const message = `The move date must be between ${formatMMDDYYYY(today)} and ${formatMMDDYYYY(addDays(today, 365))}`;
    // Issue 10: the one reason, next to the date and next to Save, which it disables.
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(save.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(save);
    expect(editQuote).not.toHaveBeenCalled();
  });

  it('yesterday is out of range (the domain window starts today), and a cleared date says §5 "The value is required"', async () => {
    const editQuote = vi.fn();
    renderApp(PATH, fakeApi({ viewQuote: loaded(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    const input = screen.getByLabelText('Change your move date');
    fireEvent.change(input, { target: { value: addDays(today, -1) } });
    expect(await screen.findAllByText(/^The move date must be between /)).toHaveLength(2);
    fireEvent.change(input, { target: { value: '' } });
    expect(await screen.findAllByText('The value is required')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(editQuote).not.toHaveBeenCalled();
  });

  it('InvalidCapacityUnserviceableDate says the date is fully booked and goes to the capacity page (§4)', async () => {
    const newDate = addDays(today, 20);
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: {
        failReason: 'InvalidCapacityUnserviceableDate',
        message:
          'Your origin service center has no equipment available on that date. Please choose another date.',
        quote,
      },
    }));
    const app = renderApp(PATH, fakeApi({ viewQuote: loaded(), editQuote }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    fireEvent.change(screen.getByLabelText('Change your move date'), { target: { value: newDate } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(app.here()).toBe('/moving-quotes/capacity-constraints'));
    expect(
      await screen.findByText(
        `${formatWeekdayMonDay(newDate)} is fully booked. Your origin service center has no equipment available on that date. Please choose another date.`,
      ),
    ).toBeTruthy();
  });
});

describe('quote view "Options": guaranteed delivery (issue 4, §3 Pricing option, §4 Expedite options, §7, §9)', () => {
  const [trailer, cube] = quote.Details.PricingOptions as [PricingOption, PricingOption];
  const withChildren: Quote = {
    ...quote,
    Details: {
      ...quote.Details,
      PricingOptions: [
        trailer,
        child(trailer, 3, { Default: true }),
        child(trailer, 4),
        // Another service (door to terminal): not a child of the selected parent.
        child(trailer, 2, { value: 'trailer-dt-G2', DestinationDelivery: DeliveryType.Terminal }),
        cube,
      ],
    },
  };

  /** What POST moves/{id}/expedite-options answers for the trailer (rate-card fees, §9). */
  const priced: ExpediteOption[] = [
    {
      DeliveryDate: isoDate('2026-06-25'),
      GuaranteedServiceFee: cents(15_000),
      RequestedTransitTime: 4,
      Carrier: 'RLMV',
      ExpeditedFlag: ExpeditedFlag.Child,
      EquipDescription: trailer.EquipDescription,
      EquipQuantity: 1,
      Default: true,
    },
    {
      DeliveryDate: isoDate('2026-06-22'),
      GuaranteedServiceFee: cents(29_500),
      RequestedTransitTime: 3,
      Carrier: 'RLMV',
      ExpeditedFlag: ExpeditedFlag.Child,
      EquipDescription: trailer.EquipDescription,
      EquipQuantity: 1,
      Default: false,
    },
  ];
  const expediteOptions = () => vi.fn(async () => ({ ok: true as const, value: priced }));

  it("fetches the selected parent's expedite options (§7 fields) and labels each '+$fee - Guaranteed N Business Days' (§4, §9)", async () => {
    const fetch = expediteOptions();
    renderApp(PATH, fakeApi({ viewQuote: loaded(withChildren), expediteOptions: fetch }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    await waitFor(() => expect(screen.getAllByTestId('guaranteed-option')).toHaveLength(2));
    const items = screen.getAllByTestId('guaranteed-option');
    expect(items.map((li) => li.textContent)).toEqual([
      '+$295 - Guaranteed 3 Business Days delivered by Monday, Jun 22 (06/22/2026)',
      '+$150 - Guaranteed 4 Business Days delivered by Thursday, Jun 25 (06/25/2026)',
    ]);
    expect(fetch).toHaveBeenCalledWith(quote.QuoteIdEncrypted, {
      EquipDescAbbr: 'TRL',
      Quantity: 1,
      PickupDate: quote.Details.PickupDate,
      MoveDate: quote.Details.MoveDate,
      Revision: quote.Revision,
    });
    expect(screen.queryByText(/Guaranteed 2 Business Days/)).toBeNull();
    expect(screen.getByRole('radio', { name: /Free estimated delivery/ })).toHaveProperty('checked', true);
  });

  it("a guaranteed choice adds its fee to the breakdown by its §9 label '+$fee - Guaranteed N Business Days' and saves the child; the free window resets it (§4, §9)", async () => {
    const editQuote = vi.fn(async () => ({
      ok: true as const,
      value: { failReason: 'None', message: 'Your edits have been saved.', quote: withChildren },
    }));
    renderApp(
      PATH,
      fakeApi({ viewQuote: loaded(withChildren), expediteOptions: expediteOptions(), editQuote }),
    );
    const four = await screen.findByRole('radio', { name: /\+\$150 - Guaranteed 4 Business Days/ });
    const before = total();
    fireEvent.click(four);
    await waitFor(() => expect(total()).toBe(before + 15_000));
    expect(within(breakdown()).getByText('+$150 - Guaranteed 4 Business Days')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Free estimated delivery/ }));
    await waitFor(() => expect(total()).toBe(before));
    fireEvent.click(screen.getByRole('radio', { name: /\+\$295 - Guaranteed 3 Business Days/ }));
    await waitFor(() => expect(total()).toBe(before + 29_500));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(editQuote).toHaveBeenCalledWith(quote.QuoteIdEncrypted, {
        Revision: 1,
        SelectedOption: 'trailer-20-G3',
        Liability: 75,
      }),
    );
  });

  it('a saved guaranteed choice loads checked, with its stored fee in the total (§4 reuse for the same date)', async () => {
    const saved: Quote = {
      ...withChildren,
      Details: {
        ...withChildren.Details,
        PricingOptions: withChildren.Details.PricingOptions.map((o) => ({
          ...o,
          Default: o.value === 'trailer-20-G3',
        })),
      },
    };
    renderApp(PATH, fakeApi({ viewQuote: loaded(saved), expediteOptions: expediteOptions() }));
    const radio = await screen.findByRole('radio', { name: /\+\$295 - Guaranteed 3 Business Days/ });
    expect(radio).toHaveProperty('checked', true);
    expect(within(breakdown()).getByText('+$295 - Guaranteed 3 Business Days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
  });

  it('a parent that does not allow expediting lists none (§4)', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded(withChildren), expediteOptions: expediteOptions() }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    await screen.findAllByTestId('guaranteed-option');
    fireEvent.click(screen.getByRole('radio', { name: /relocube/i }));
    await waitFor(() => expect(screen.queryAllByTestId('guaranteed-option')).toHaveLength(0));
  });

  it('expedite options are cached per request for the page session: going back to the trailer asks nothing again (§9)', async () => {
    const fetch = expediteOptions();
    renderApp(PATH, fakeApi({ viewQuote: loaded(withChildren), expediteOptions: fetch }));
    await screen.findByRole('heading', { name: 'Your moving quote' });
    await waitFor(() => expect(screen.getAllByTestId('guaranteed-option')).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: /relocube/i }));
    await waitFor(() => expect(screen.queryAllByTestId('guaranteed-option')).toHaveLength(0));
    fireEvent.click(screen.getByRole('radio', { name: /trailer/i }));
    await waitFor(() => expect(screen.getAllByTestId('guaranteed-option')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('children are not offered as equipment choices of their own', async () => {
    renderApp(PATH, fakeApi({ viewQuote: loaded(withChildren) }));
    const options = await screen.findByRole('group', { name: 'Choose your equipment' });
    expect(within(options).getAllByRole('radio')).toHaveLength(2);
  });
});
