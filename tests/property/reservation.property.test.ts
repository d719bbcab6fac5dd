import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { CouponSource } from '../../domain/coupons/coupons';
import { cents } from '../../domain/money/money';
import { LIABILITY_SELECTED_VALUES } from '../../domain/pricing/liability';
import { LineType } from '../../domain/pricing/price-lines';
import { selectOption } from '../../domain/quote/edit-quote';
import { AppointmentWindow, ExpeditedFlag } from '../../domain/quote/enums';
import type { Coupon, PricingOption, Quote } from '../../domain/quote/types';
import { expediteOptionsFor } from '../../domain/rating/rate-options';
import {
  PAID_WINDOW_SLOTS,
  SERVICE_DAY_END,
  SERVICE_DAY_START,
} from '../../domain/reservation/appointment-windows';
import type { AppointmentAnswers, ReservationDraft } from '../../domain/reservation/draft';
import { MILITARY_BRANCHES } from '../../domain/reservation/enums';
import {
  applyDraft,
  bookedPrice,
  type ReservationFacts,
  reservedQuote,
} from '../../domain/reservation/reserved-quote';
import { anOpenQuote } from '../fixtures/open-quote';
import { money } from '../fixtures/pricing-arbitraries';
import { aRateCard } from '../fixtures/rate-card';
import { aCompleteDraft, locationAnswers, scheduleAnswers } from '../fixtures/reservation-draft';

const card = aRateCard();
const openQuote = anOpenQuote(card);
const parents = openQuote.Details.PricingOptions.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Parent);

/** The expedited children of a parent option (same equipment, size and delivery at each end). */
const childrenOf = (options: readonly PricingOption[], parent: PricingOption) =>
  options.filter(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Child &&
      o.EquipType === parent.EquipType &&
      o.OriginDelivery === parent.OriginDelivery &&
      o.DestinationDelivery === parent.DestinationDelivery,
  );

const DITY10_RECORD: Coupon = {
  Code: 'DITY10',
  Amount: cents(0),
  FreeStorageDays: 0,
  Description: 'DITY10',
  Source: CouponSource.UserEntered,
};
const USA100_RECORD: Coupon = {
  Code: 'USA100',
  Amount: cents(10_000),
  FreeStorageDays: 0,
  Description: 'USA100: $100 off',
  Source: CouponSource.UserEntered,
};

/** §3 Appointment: a free window (Unspecified, Open: the whole service day) or one of the real paid slots. */
const appointment: fc.Arbitrary<AppointmentAnswers> = fc.oneof(
  fc.constantFrom(AppointmentWindow.Unspecified, AppointmentWindow.Open).map((window) => ({
    SelectedAppointmentOption: window,
    EarlyTime: SERVICE_DAY_START,
    LateTime: SERVICE_DAY_END,
  })),
  fc
    .constantFrom(AppointmentWindow.TwoHourWindow, AppointmentWindow.OneHourWindow)
    .chain((window) =>
      fc
        .constantFrom(...PAID_WINDOW_SLOTS[window])
        .map((slot) => ({ SelectedAppointmentOption: window, ...slot })),
    ),
);

/** A stored quote with any parent option selected, its expedite tiers priced, with or without DITY10. */
const reservation = fc
  .record({
    parent: fc.constantFrom(...parents),
    dity10: fc.boolean(),
    usa100: fc.boolean(),
    liability: fc.constantFrom(...LIABILITY_SELECTED_VALUES),
    weightTickets: fc.boolean(),
    branch: fc.constantFrom(...MILITARY_BRANCHES),
    branchOther: fc.string({ maxLength: 20 }),
    appointment,
    liveLoad: fc.boolean(),
    rates: fc.record({ TwoHourRate: money(0, 50_000), OneHourRate: money(0, 50_000) }),
    pick: fc.nat(),
  })
  .map((r) => {
    const options = selectOption(openQuote.Details.PricingOptions, r.parent.value);
    const children = childrenOf(options, r.parent);
    // Free estimated delivery (null) or one of the quote's guaranteed children, by its transit time.
    const transitTimes = [null, ...children.map((c) => c.CarrierTransitTime)];
    const guaranteed = transitTimes[r.pick % transitTimes.length] ?? null;
    const quote: Quote = {
      ...openQuote,
      Details: {
        ...openQuote.Details,
        PricingOptions: options,
        ExpeditedOptions: expediteOptionsFor(card, r.parent, openQuote.Details.PickupDate, []),
        Coupons: [...(r.dity10 ? [DITY10_RECORD] : []), ...(r.usa100 ? [USA100_RECORD] : [])],
      },
    };
    const draft: ReservationDraft = aCompleteDraft({
      QuoteId: quote.QuoteId,
      Location: locationAnswers({
        Liability: r.liability,
        Military: {
          WeightTickets: r.weightTickets,
          MilitaryBranch: r.weightTickets ? r.branch : null,
          MilitaryBranchOther: r.branchOther,
        },
      }),
      Schedule: scheduleAnswers({
        SpotDate: quote.Details.SpotDate,
        PickupDate: quote.Details.PickupDate,
        IsLiveLoad: r.liveLoad,
        OriginAppointment: r.appointment,
        GuaranteedTransitTime: guaranteed,
      }),
    });
    const facts: ReservationFacts = { originStation: null, destinationStation: null, rates: r.rates };
    return { quote, draft, facts, guaranteed, r };
  });

test.prop([reservation])(
  '§3, §9 the booked price lines of any reservation (coverage, weight tickets, window, DITY10, guarantee) sum exactly to its total, never negative; §4 Reserve stores that total',
  ({ quote, draft, facts }) => {
    const price = bookedPrice(applyDraft(quote, draft, facts));
    expect(price).not.toBeNull();
    if (price === null) return;
    const sum = price.lines.reduce((total, line) => total + (line.amount ?? 0), 0);
    expect(sum).toBe(price.breakdown.total);
    expect(price.breakdown.total).toBeGreaterThanOrEqual(0);
    expect(Number.isSafeInteger(price.breakdown.total)).toBe(true);
    const reserved = reservedQuote(quote, draft, facts, '2026-12-01T12:00:00.000Z');
    expect(reserved?.Details.Reservation?.TotalPrice).toBe(price.breakdown.total);
    expect(reserved?.Details.Reservation?.InvoiceAmountDue).toBe(price.breakdown.total);
  },
);

test.prop([reservation])(
  '§4 Expedite options, §9 the booked option is the guaranteed child chosen (its parent for free estimated delivery); weight tickets and a paid window are AdditionalItem lines',
  ({ quote, draft, facts, guaranteed, r }) => {
    const price = bookedPrice(applyDraft(quote, draft, facts));
    if (price === null) throw new Error('a selected option is always priced');
    if (guaranteed === null) expect(price.option.value).toBe(r.parent.value);
    else {
      expect(price.option.ExpeditedFlag).toBe(ExpeditedFlag.Child);
      expect(price.option.CarrierTransitTime).toBe(guaranteed);
    }
    const extras = price.lines.filter((l) => l.type === LineType.AdditionalItem).map((l) => l.amount);
    if (r.weightTickets) expect(extras).toContain(r.dity10 ? 0 : 15_000);
    const window = r.appointment.SelectedAppointmentOption;
    if (window === AppointmentWindow.TwoHourWindow) expect(extras).toContain(r.rates.TwoHourRate);
    if (window === AppointmentWindow.OneHourWindow) expect(extras).toContain(r.rates.OneHourRate);
  },
);
