import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { rateOptions } from '../rating/rate-options';
import { EXPEDITE_NOT_AVAILABLE_MESSAGE, editQuote, selectedOption } from './edit-quote';
import { BuildingType, DeliveryResponse, ExpeditedFlag } from './enums';
import {
  nearbyMoveDates,
  PRICE_STRIP_FULL_REASON,
  type PricesByDateFacts,
  priceStripMarks,
  pricesByDate,
  SAME_PRICE_NEARBY_MESSAGE,
} from './prices-by-date';
import type { Quote } from './types';

const base = aRateCard();
// June 1.20 (peak), every other month 1.00: a strip across May/June shows two prices.
const card = aRateCard({
  seasonalFactorsBp: [10000, 10000, 10000, 10000, 10000, 12000, 10000, 10000, 10000, 10000, 10000, 10000],
  expediteTiers: base.expediteTiers,
});
const today = isoDate('2026-05-01');
const facts = (isFull: PricesByDateFacts['isFull'] = () => false): PricesByDateFacts => ({
  today,
  card,
  isFull,
});

/** An open 13 ft quote for Wednesday 2026-06-03, rated with the card's May prices (so its own date is "stale"). */
function stored(details: Partial<Quote['Details']> = {}): Quote {
  const q = aQuote();
  const options = rateOptions(card, {
    miles: 1000,
    moveDate: isoDate('2026-05-20'),
    originRegion: q.Details.Origin.StationDetail?.RegionCode ?? '',
    destinationRegion: q.Details.Destination.StationDetail?.RegionCode ?? '',
    linearFeet: 13,
    sizeConversion: q.SizeConversion,
  });
  const origin = q.Details.Origin;
  return {
    ...aQuote(
      {},
      {
        MoveDate: isoDate('2026-06-03'),
        SpotDate: isoDate('2026-06-03'),
        PickupDate: isoDate('2026-06-08'),
        HHGMiles: 1000,
        PricingOptions: options,
        ExpeditedOptions: [],
        Reservation: null,
        Origin: origin.StationDetail
          ? { ...origin, StationDetail: { ...origin.StationDetail, Holidays: [isoDate('2026-05-29')] } }
          : origin,
        ...details,
      },
    ),
    QuoteId: 1000001,
    Revision: 4,
  };
}

describe('price-by-date strip dates (issue 4 "Dates"; our design)', () => {
  it('are 3 origin business days either side of the move date, skipping weekends and origin holidays (§9 business days)', () => {
    // Wednesday 06-03: before it Tue 06-02, Mon 06-01, (Fri 05-29 holiday) Thu 05-28; after it Thu, Fri, Mon.
    expect(nearbyMoveDates(isoDate('2026-06-03'), today, [isoDate('2026-05-29')])).toEqual([
      '2026-05-28',
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-08',
    ]);
  });

  it('keep only dates inside the move-date window today..today+365 (move-date-window.ts)', () => {
    expect(nearbyMoveDates(isoDate('2026-05-04'), isoDate('2026-05-04'), [])).toEqual([
      '2026-05-04',
      '2026-05-05',
      '2026-05-06',
      '2026-05-07',
    ]);
    // 2026-05-04 + 365 days = Tuesday 2027-05-04: nothing after it.
    expect(nearbyMoveDates(isoDate('2027-05-04'), isoDate('2026-05-04'), [])).toEqual([
      '2027-04-29',
      '2027-04-30',
      '2027-05-03',
      '2027-05-04',
    ]);
  });
});

describe('price-by-date strip prices (issue 4; §4 editing a quote re-rates a new date)', () => {
  it("prices every other date exactly as an edit of MoveDate saves it, and the quote's own date at its saved price", () => {
    const quote = stored();
    const strip = pricesByDate(quote, null, facts())._unsafeUnwrap();
    const chosen = selectedOption(quote.Details.PricingOptions);
    expect(strip.option).toBe(chosen?.value);
    expect(strip.prices).toHaveLength(7);
    for (const day of strip.prices) {
      const saved =
        day.MoveDate === quote.Details.MoveDate
          ? quote
          : editQuote(quote, { Revision: 4, MoveDate: day.MoveDate }, { ...facts(), card })._unsafeUnwrap();
      const option = saved.Details.PricingOptions.find((o) => o.value === strip.option);
      expect(saved.Details.MoveDate).toBe(day.MoveDate);
      expect(day.Price).toBe(option?.Price);
      expect(day.PerFootPrice).toBe(option?.PerFootPrice);
    }
    // May (1.00) is cheaper than June (1.20).
    const may = strip.prices.find((p) => p.MoveDate === '2026-05-28');
    const june = strip.prices.find((p) => p.MoveDate === '2026-06-04');
    expect(may?.Price).toBeLessThan(june?.Price ?? 0);
  });

  it('marks a date unavailable when the origin station is full on it, with the reason (application port StationCapacity)', () => {
    const quote = stored();
    const station = quote.Details.Origin.StationDetail?.StationCode;
    const strip = pricesByDate(
      quote,
      'Trailer-DD',
      facts((code, date) => code === station && date === '2026-06-04'),
    )._unsafeUnwrap();
    expect(strip.prices.filter((p) => !p.Available)).toEqual([
      expect.objectContaining({ MoveDate: '2026-06-04', Reason: PRICE_STRIP_FULL_REASON }),
    ]);
  });

  it('prices an expedited child at its parent price (§9) and refuses a value that is not an option of the quote', () => {
    const quote = stored();
    const child = quote.Details.PricingOptions.find((o) => o.ExpeditedFlag === ExpeditedFlag.Child);
    expect(child).toBeDefined();
    const viaChild = pricesByDate(quote, child?.value ?? '', facts())._unsafeUnwrap();
    const viaParent = pricesByDate(quote, 'Trailer-DD', facts())._unsafeUnwrap();
    expect(viaChild.prices.map((p) => p.Price)).toEqual(viaParent.prices.map((p) => p.Price));
    expect(pricesByDate(quote, 'Boat-DD', facts())._unsafeUnwrapErr()).toEqual({ kind: 'UnknownOption' });
  });

  it('a quote without prices (under review) has an empty strip', () => {
    expect(pricesByDate(stored({ PricingOptions: [] }), null, facts())._unsafeUnwrap().prices).toEqual([]);
  });

  const d = (s: string) => isoDate(s);
  const day = (date: string, price: number, available = true) => ({
    MoveDate: d(date),
    price: cents(price),
    available,
  });

  it("issue 10: 'Lowest' marks only the available dates really lower than the rest, every date that has that price", () => {
    expect(
      priceStripMarks([
        day('2026-06-01', 100, false),
        day('2026-06-02', 200),
        day('2026-06-03', 200),
        day('2026-06-04', 300),
      ]),
    ).toEqual({ lowest: ['2026-06-02', '2026-06-03'], samePrice: false });
  });

  it('issue 10: when every nearby available date has the same price, nothing is marked and the strip says so once', () => {
    const marks = priceStripMarks([
      day('2026-06-01', 100, false),
      day('2026-06-02', 250),
      day('2026-06-03', 250),
      day('2026-06-04', 250),
    ]);
    expect(marks).toEqual({ lowest: [], samePrice: true });
    expect(SAME_PRICE_NEARBY_MESSAGE).toBe('Same price on every nearby date');
  });

  it('issue 10: one available date (or none) is compared with nothing: no mark and no message', () => {
    expect(priceStripMarks([day('2026-06-02', 250), day('2026-06-03', 100, false)])).toEqual({
      lowest: [],
      samePrice: false,
    });
    expect(priceStripMarks([])).toEqual({ lowest: [], samePrice: false });
  });
});

describe('saving a guaranteed (expedited) choice through the edit (§4 Expedite options, §5, §9)', () => {
  const chosenChild = (quote: Quote) =>
    quote.Details.PricingOptions.find(
      (o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.EquipType === 'Trailer',
    );

  it('selecting a child stores its expedite options priced from the rate card, the chosen tier marked Default', () => {
    const quote = stored();
    const child = chosenChild(quote);
    if (!child) throw new Error('no child');
    const saved = editQuote(quote, { Revision: 4, SelectedOption: child.value }, facts())._unsafeUnwrap();
    const chosen = saved.Details.ExpeditedOptions.filter((o) => o.Default);
    expect(chosen).toHaveLength(1);
    expect(chosen[0]?.RequestedTransitTime).toBe(child.CarrierTransitTime);
    const tier = card.expediteTiers.find(
      (t) =>
        (quote.Details.PricingOptions.find((o) => o.value === 'Trailer-DD')?.CarrierTransitTime ?? 0) -
          t.daysFaster ===
        child.CarrierTransitTime,
    );
    expect(chosen[0]?.GuaranteedServiceFee).toBe(tier?.fee);
    expect(selectedOption(saved.Details.PricingOptions)?.value).toBe(child.value);
  });

  it('a new move date keeps the child and re-prices its options for the new pickup date', () => {
    const quote = stored();
    const child = chosenChild(quote);
    if (!child) throw new Error('no child');
    const once = editQuote(quote, { Revision: 4, SelectedOption: child.value }, facts())._unsafeUnwrap();
    const moved = editQuote(
      { ...once, Revision: 5 },
      { Revision: 5, MoveDate: isoDate('2026-06-10') },
      facts(),
    )._unsafeUnwrap();
    expect(selectedOption(moved.Details.PricingOptions)?.value).toBe(child.value);
    expect(moved.Details.ExpeditedOptions.filter((o) => o.Default)).toHaveLength(1);
    expect(moved.Details.ExpeditedOptions.every((o) => o.DeliveryDate > moved.Details.PickupDate)).toBe(true);
  });

  it('a storage destination cannot take a guaranteed choice (§4: not fetched then): a 400 line', () => {
    const quote = stored({
      Destination: {
        ...aQuote().Details.Destination,
        buildingType: BuildingType.storage,
        selectedDeliveryResponse: DeliveryResponse.storage,
      },
    });
    const child = chosenChild(quote);
    expect(
      editQuote(quote, { Revision: 4, SelectedOption: child?.value ?? '' }, facts())._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'InvalidEdit',
      problems: [{ field: 'SelectedOption', message: EXPEDITE_NOT_AVAILABLE_MESSAGE }],
    });
  });
});
