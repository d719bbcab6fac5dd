import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { CouponSource } from '../coupons/coupons';
import { cents } from '../money/money';
import { LineType } from '../pricing/price-lines';
import { rateOptions } from '../rating/rate-options';
import { EDITS_SAVED_MESSAGE } from '../reservation/enums';
import {
  EDIT_FAIL_MESSAGES,
  editQuote,
  editRefusalReason,
  type QuoteEditFacts,
  type QuoteEditRequest,
  selectedOption,
} from './edit-quote';
import { EDIT_FAIL_REASONS, EquipType, INVALID_HMAC_MESSAGE, QuoteStatus } from './enums';
import { storedQuotePrice } from './stored-price';
import type { PricingOption, Quote } from './types';

const base = aRateCard();
const card = aRateCard({
  handRatedStates: ['AK', 'HI'],
  trailer: {
    ...base.trailer,
    perFootBands: [{ fromMiles: 0, baseCents: cents(20000), perMileMilliCents: 1000 }],
  },
  relocube: {
    ...base.relocube,
    perCubeBands: [{ fromMiles: 0, baseCents: cents(100000), perMileMilliCents: 5000 }],
  },
  // December 0.90, June 1.20, every other month 1.00.
  seasonalFactorsBp: [10000, 10000, 10000, 10000, 10000, 12000, 10000, 10000, 10000, 10000, 10000, 9000],
  expediteTiers: [{ daysFaster: 2, fee: cents(27500) }],
});

const today = isoDate('2026-11-21');
const facts = (isFull: QuoteEditFacts['isFull'] = () => false): QuoteEditFacts => ({ today, card, isFull });

/** A stored, open 2 bedroom quote (13 feet) from Chicago to Denver for Tuesday 2026-12-08, at revision 4. */
function stored(over: Partial<Quote> = {}, details: Partial<Quote['Details']> = {}): Quote {
  const options = rateOptions(card, {
    miles: 1000,
    moveDate: isoDate('2026-12-08'),
    originRegion: 'CEN',
    destinationRegion: 'MTN',
    linearFeet: 13,
    sizeConversion: aQuote().SizeConversion,
  });
  return {
    ...aQuote(
      {},
      {
        MoveDate: isoDate('2026-12-08'),
        SpotDate: isoDate('2026-12-08'),
        PickupDate: isoDate('2026-12-11'),
        HHGMiles: 1000,
        PricingOptions: options,
        Reservation: null,
        ...details,
      },
    ),
    QuoteId: 1000001,
    Revision: 4,
    ...over,
  };
}

const edit = (request: Partial<QuoteEditRequest>, quote: Quote = stored()) =>
  editQuote(quote, { Revision: quote.Revision, ...request }, facts());

const option = (quote: Quote, value: string): PricingOption => {
  const found = quote.Details.PricingOptions.find((o) => o.value === value);
  if (!found) throw new Error(`no option ${value}`);
  return found;
};

describe('editQuote: fail reasons of §4 "Editing or changing a quote"', () => {
  it('refuses with NoRevisionMatch when the revision sent differs from the stored one (§4)', () => {
    const result = editQuote(stored(), { Revision: 3, Liability: 75 }, facts());
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'EditRefused', failReason: 'NoRevisionMatch' });
  });

  it('refuses a reserved quote with QuoteReserved, even at an old revision (§4)', () => {
    const result = editQuote(stored({}, { Reserved: true }), { Revision: 1 }, facts());
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'EditRefused', failReason: 'QuoteReserved' });
  });

  it.each([QuoteStatus.UnderReview, QuoteStatus.Expired, QuoteStatus.Cancelled, QuoteStatus.Reserved])(
    'refuses a quote whose status is %s with QuoteStatusInvalid (§4)',
    (status) => {
      const result = edit({ Liability: 75 }, stored({ QuoteStatus: status }));
      expect(result._unsafeUnwrapErr()).toEqual({ kind: 'EditRefused', failReason: 'QuoteStatusInvalid' });
    },
  );

  it('refuses a quote whose move date is before today with QuoteExpired (§4)', () => {
    const quote = stored({}, { MoveDate: isoDate('2026-11-20') });
    expect(edit({ MoveDate: isoDate('2026-12-15') }, quote)._unsafeUnwrapErr()).toEqual({
      kind: 'EditRefused',
      failReason: 'QuoteExpired',
    });
    expect(edit({ Liability: 75 }, stored({}, { MoveDate: today }))._unsafeUnwrap().Details.MoveDate).toBe(
      today,
    );
  });

  it('refuses a deleted quote with QuoteIdInvalid (§4)', () => {
    expect(edit({}, stored({ IsDeleted: true }))._unsafeUnwrapErr()).toEqual({
      kind: 'EditRefused',
      failReason: 'QuoteIdInvalid',
    });
  });

  it('checks the quote state before the revision, in a fixed order (§4)', () => {
    const old = (q: Quote) => editRefusalReason(q, 1, today);
    expect(old(stored({ IsDeleted: true }, { Reserved: true }))).toBe('QuoteIdInvalid');
    expect(old(stored({ QuoteStatus: QuoteStatus.UnderReview }, { Reserved: true }))).toBe('QuoteReserved');
    expect(old(stored({ QuoteStatus: QuoteStatus.UnderReview }, { MoveDate: isoDate('2026-01-01') }))).toBe(
      'QuoteStatusInvalid',
    );
    expect(old(stored({}, { MoveDate: isoDate('2026-01-01') }))).toBe('QuoteExpired');
    expect(old(stored())).toBe('NoRevisionMatch');
    expect(editRefusalReason(stored(), 4, today)).toBeNull();
  });

  it('refuses a new move date whose spot date is full at the origin station (§4 InvalidCapacityUnserviceableDate)', () => {
    const asked: string[] = [];
    const full = (station: string, date: string) => {
      asked.push(`${station} ${date}`);
      return station === 'CHI' && date === '2026-12-14';
    };
    // Saturday 2026-12-12 lands on Monday 2026-12-14, the next origin business day.
    const quote = stored();
    const result = editQuote(quote, { Revision: 4, MoveDate: isoDate('2026-12-12') }, facts(full));
    expect(result._unsafeUnwrapErr()).toEqual({
      kind: 'EditRefused',
      failReason: 'InvalidCapacityUnserviceableDate',
    });
    expect(asked).toEqual(['CHI 2026-12-14']);
    expect(editQuote(quote, { Revision: 4, MoveDate: isoDate('2026-12-15') }, facts(full)).isOk()).toBe(true);
  });

  it('gives every fail reason a sentence, and None the dashboard text of §4', () => {
    for (const reason of EDIT_FAIL_REASONS) expect(EDIT_FAIL_MESSAGES[reason].length).toBeGreaterThan(10);
    expect(EDIT_FAIL_MESSAGES.None).toBe(EDITS_SAVED_MESSAGE);
    expect(EDIT_FAIL_MESSAGES.RedirectToCaptcha).toBe(INVALID_HMAC_MESSAGE.replace('creating', 'editing'));
  });
});

describe('editQuote: applying an edit (§4, §9)', () => {
  it('refuses a move date before today or more than 365 days ahead with a MoveDate line (§5)', () => {
    for (const date of ['2026-11-20', '2027-11-22']) {
      expect(edit({ MoveDate: isoDate(date) })._unsafeUnwrapErr()).toEqual({
        kind: 'InvalidEdit',
        problems: [
          { field: 'MoveDate', message: 'The move date must be between today and 365 days from today' },
        ],
      });
    }
    expect(edit({ MoveDate: isoDate('2027-11-19') }).isOk()).toBe(true);
  });

  it('re-rates every option for a new month with the season factor, and moves the spot and pickup dates (§4, §9)', () => {
    const quote = stored();
    const december = option(quote, 'Trailer-DD');
    const moved = edit({ MoveDate: isoDate('2027-06-12') })._unsafeUnwrap();
    const june = option(moved, 'Trailer-DD');
    // December is rated at 0.90, June at 1.20: the per-foot price follows the month.
    expect(june.PerFootPrice).toBe(Math.round((december.PerFootPrice / 0.9) * 1.2));
    expect(june.Price).toBe(june.PerFootPrice * 13);
    expect(moved.Details.PricingOptions.map((o) => o.value)).toEqual(
      quote.Details.PricingOptions.map((o) => o.value),
    );
    // Saturday 2027-06-12 -> spot Monday 2027-06-14; pickup 3 business days later.
    expect(moved.Details.SpotDate).toBe('2027-06-14');
    expect(moved.Details.MoveDate).toBe('2027-06-14');
    expect(moved.Details.PickupDate).toBe('2027-06-17');
    expect(moved.Details.ExpeditedOptions).toEqual([]);
    expect(moved.IsUpdated).toBe(true);
    expect(moved.Revision).toBe(4);
  });

  it('keeps the selected option through a re-rating (§4)', () => {
    const picked = edit({ SelectedOption: 'Trailer-DD' })._unsafeUnwrap();
    const moved = edit({ MoveDate: isoDate('2027-03-02') }, picked)._unsafeUnwrap();
    expect(selectedOption(moved.Details.PricingOptions)?.value).toBe('Trailer-DD');
    expect(moved.Details.PricingOptions.filter((o) => o.Default).map((o) => o.value)).toEqual(['Trailer-DD']);
  });

  it('makes the selected option the only Default and keeps DefaultParent as the rate card recommends (§4)', () => {
    const quote = stored();
    const recommended = quote.Details.PricingOptions.filter((o) => o.DefaultParent).map((o) => o.value);
    const picked = edit({ SelectedOption: 'Relocube-TT' })._unsafeUnwrap();
    expect(picked.Details.PricingOptions.filter((o) => o.Default).map((o) => o.value)).toEqual([
      'Relocube-TT',
    ]);
    expect(picked.Details.PricingOptions.filter((o) => o.DefaultParent).map((o) => o.value)).toEqual(
      recommended,
    );
    expect(picked.Details.PricingOptions.map((o) => o.Price)).toEqual(
      quote.Details.PricingOptions.map((o) => o.Price),
    );
  });

  it('refuses an option value the quote does not have with a SelectedOption line (§5)', () => {
    const error = edit({ SelectedOption: 'Trailer-TT' })._unsafeUnwrapErr();
    expect(error.kind).toBe('InvalidEdit');
    expect(error.kind === 'InvalidEdit' && error.problems[0]?.field).toBe('SelectedOption');
    expect(error.kind === 'InvalidEdit' && error.problems[0]?.message).toMatch(
      /^Value must be one of the options of this quote: "Trailer-DD"/,
    );
  });

  it('prices a new trailer length as base + (chosen - quoted) x per-foot, and leaves the ReloCubes alone (§9, issue 10)', () => {
    const quote = stored();
    const trailer = option(quote, 'Trailer-DD');
    const cube = option(quote, 'Relocube-DD');
    expect(cube.EquipQuantity).toBe(2);
    const longer = edit({ LinearFeet: 20 })._unsafeUnwrap();
    expect(option(longer, 'Trailer-DD').Price).toBe(trailer.Price + 7 * trailer.PerFootPrice);
    expect(option(longer, 'Trailer-DD').LinearFeet).toBe(20);
    expect(option(longer, 'Relocube-DD')).toEqual(cube);
    const shorter = edit({ LinearFeet: 5 })._unsafeUnwrap();
    expect(option(shorter, 'Trailer-DD').Price).toBe(trailer.Price - 8 * trailer.PerFootPrice);
    expect(option(shorter, 'Relocube-DD').EquipQuantity).toBe(2);
  });

  it('issue 10: saving a 5 ft trailer never turns 3 ReloCubes into 1 ReloCube', () => {
    const threeCubes = edit({ NumCubes: 3 })._unsafeUnwrap();
    expect(option(threeCubes, 'Relocube-DD').EquipQuantity).toBe(3);
    const saved = edit({ LinearFeet: 5, SelectedOption: 'Trailer-DD' }, { ...threeCubes, Revision: 4 });
    const after = saved._unsafeUnwrap();
    expect(option(after, 'Trailer-DD').LinearFeet).toBe(5);
    for (const value of ['Relocube-DD', 'Relocube-DT', 'Relocube-TD', 'Relocube-TT']) {
      expect(option(after, value).EquipQuantity).toBe(3);
      expect(option(after, value).Price).toBe(option(threeCubes, value).Price);
    }
  });

  it('prices a ReloCube count (§3 NumCubes) at the per-cube price of each cube option, and leaves the trailer alone', () => {
    const quote = stored();
    const cube = option(quote, 'Relocube-TT');
    const four = edit({ NumCubes: 4 })._unsafeUnwrap();
    expect(option(four, 'Relocube-TT').EquipQuantity).toBe(4);
    expect(option(four, 'Relocube-TT').Price).toBe((cube.Price / 2) * 4);
    expect(option(four, 'Trailer-DD')).toEqual(option(quote, 'Trailer-DD'));
  });

  it('refuses a ReloCube count under 1 or over what the card books online with a NumCubes line (§5)', () => {
    expect(edit({ NumCubes: 0 })._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidEdit',
      problems: [{ field: 'NumCubes', message: 'Value must be a whole number of ReloCubes, at least 1' }],
    });
    expect(edit({ NumCubes: card.relocube.maximumCubes + 1 })._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidEdit',
      problems: [
        {
          field: 'NumCubes',
          message: `At most ${card.relocube.maximumCubes} ReloCubes can be booked online`,
        },
      ],
    });
  });

  it('keeps both sizes through a re-rating for a new move date (§4, issue 10)', () => {
    const sized = edit({ NumCubes: 4, LinearFeet: 9 })._unsafeUnwrap();
    const moved = edit({ MoveDate: isoDate('2027-03-02') }, { ...sized, Revision: 4 })._unsafeUnwrap();
    expect(option(moved, 'Trailer-DD').LinearFeet).toBe(9);
    expect(option(moved, 'Relocube-DD').EquipQuantity).toBe(4);
  });

  it('refuses a trailer length under 5 feet or over the 28-foot trailer with a LinearFeet line (§9)', () => {
    expect(edit({ LinearFeet: 4 })._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidEdit',
      problems: [{ field: 'LinearFeet', message: 'Trailer length must be at least 5 feet' }],
    });
    expect(edit({ LinearFeet: 29 })._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidEdit',
      problems: [{ field: 'LinearFeet', message: 'Trailer length must be at most 28 feet (one trailer)' }],
    });
    expect(edit({ LinearFeet: 28 }).isOk()).toBe(true);
  });

  it.each([
    [0, '0.1', false],
    [75, '1', true],
    [125, '2', true],
    [175, '3', true],
  ] as const)('sets Liability %i as API value %s with AddLiability %s (§3)', (selected, api, add) => {
    const accessorials = edit({ Liability: selected })._unsafeUnwrap().Details.Accessorials;
    expect(accessorials.Liability).toBe(api);
    expect(accessorials.AddLiability).toBe(add);
  });

  it('adds destination storage for the selected equipment only, and moves it with a new selection (§3)', () => {
    const cube = edit({ SelectedOption: 'Relocube-DT', AddStorage: true })._unsafeUnwrap();
    expect(cube.Details.Accessorials.AddReloCubeStorage).toBe(true);
    expect(cube.Details.Accessorials.AddTrailerStorage).toBe(false);
    const trailer = edit({ SelectedOption: 'Trailer-DD' }, cube)._unsafeUnwrap();
    expect(trailer.Details.Accessorials.AddTrailerStorage).toBe(true);
    expect(trailer.Details.Accessorials.AddReloCubeStorage).toBe(false);
    const none = edit({ AddStorage: false }, trailer)._unsafeUnwrap();
    expect(none.Details.Accessorials.AddTrailerStorage).toBe(false);
    expect(selectedOption(none.Details.PricingOptions)?.EquipType).toBe(EquipType.Trailer);
  });

  it('reports every problem of the request together (§5)', () => {
    const error = edit({ MoveDate: isoDate('2026-01-01'), LinearFeet: 40 })._unsafeUnwrapErr();
    expect(error).toEqual({
      kind: 'InvalidEdit',
      problems: [
        { field: 'MoveDate', message: 'The move date must be between today and 365 days from today' },
        { field: 'LinearFeet', message: 'Trailer length must be at most 28 feet (one trailer)' },
      ],
    });
  });
});

describe("editQuote: the customer's coupon (§4 Coupons, §8 coupon failure)", () => {
  const agentCoupon = {
    Code: 'MOVERS25',
    Amount: cents(2500),
    FreeStorageDays: 0,
    Description: 'MOVERS25: $25 off',
    Source: CouponSource.AgentEntered,
  };

  it('applies a user-entered code, valued by its rule on the edited quote, as a Discount line (§4)', () => {
    const saved = edit({ CouponCode: 'usa100', SelectedOption: 'Relocube-DD' })._unsafeUnwrap();
    expect(saved.Details.Coupons).toEqual([
      {
        Code: 'USA100',
        Amount: cents(10000),
        FreeStorageDays: 0,
        Description: 'USA100: $100 off',
        Source: CouponSource.UserEntered,
      },
    ]);
    const before = storedQuotePrice(stored());
    const after = storedQuotePrice(saved);
    const discount = after?.lines.find((l) => l.type === LineType.Discount);
    expect(discount).toEqual({ type: LineType.Discount, label: 'USA100: $100 off', amount: cents(-10000) });
    expect(storedQuotePrice({ Details: { ...saved.Details, Coupons: [] } })?.breakdown.total).toBe(
      (after?.breakdown.total ?? 0) + 10000,
    );
    expect(before?.lines.some((l) => l.type === LineType.Discount)).toBe(false);
  });

  it('values a percentage coupon on the option the same edit selects (§4)', () => {
    const saved = edit({ CouponCode: 'DITY10', SelectedOption: 'Relocube-DD' })._unsafeUnwrap();
    const relocube = option(saved, 'Relocube-DD');
    expect(saved.Details.Coupons?.[0]?.Amount).toBe(Math.round(relocube.Price / 10));
  });

  it('one user coupon at a time: a new code replaces the previous one, agent coupons stay; "" removes it (§4)', () => {
    const first = edit({ CouponCode: 'DITY10' }, stored({}, { Coupons: [agentCoupon] }))._unsafeUnwrap();
    const second = edit({ CouponCode: 'USA100' }, { ...first, Revision: 4 })._unsafeUnwrap();
    expect(second.Details.Coupons?.map((c) => [c.Code, c.Source])).toEqual([
      ['MOVERS25', CouponSource.AgentEntered],
      ['USA100', CouponSource.UserEntered],
    ]);
    const removed = edit({ CouponCode: '' }, { ...second, Revision: 4 })._unsafeUnwrap();
    expect(removed.Details.Coupons).toEqual([agentCoupon]);
  });

  it("refuses an unknown code with a 'CouponCode - <domain message>' line and saves nothing (§8)", () => {
    expect(edit({ CouponCode: 'FREEMOVE', Liability: 75 })._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidEdit',
      problems: [{ field: 'CouponCode', message: 'Coupon code FREEMOVE is not recognized.' }],
    });
  });

  it('refuses a code an agent already applied, so the agent coupon is never taken over (§4)', () => {
    const quote = stored({}, { Coupons: [{ ...agentCoupon, Code: 'USA100' }] });
    expect(edit({ CouponCode: 'usa100' }, quote)._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidEdit',
      problems: [{ field: 'CouponCode', message: 'Coupon code USA100 is already applied to this quote.' }],
    });
  });

  it('an edit without CouponCode keeps the saved coupons as they are (§4)', () => {
    const quote = stored({}, { Coupons: [agentCoupon] });
    expect(edit({ Liability: 75 }, quote)._unsafeUnwrap().Details.Coupons).toEqual([agentCoupon]);
  });
});
