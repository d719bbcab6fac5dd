import { err, ok, type Result } from 'neverthrow';
import { addDays, businessDayOnOrAfter, isBusinessDay } from '../calendar/business-days';
import type { IsoDate } from '../calendar/iso-date';
import type { Cents } from '../money/money';
import type { RateCard } from '../rating/rate-card';
import { rerateOptions, selectedOption } from './edit-quote';
import { ExpeditedFlag } from './enums';
import { isInMoveDateWindow } from './move-date-window';
import type { PricingOption, Quote } from './types';

/**
 * Issue 4 "a price-by-date strip for nearby move dates" (our design; the specification shows none):
 * the price of one of a quote's options on the origin business days around its move date, priced
 * exactly as an edit of MoveDate would price it (edit-quote.ts rerateOptions), with the origin
 * station's capacity on each date (the same check an edit makes).
 */

/** How many origin business days the strip shows on each side of the move date. */
export const PRICE_STRIP_BUSINESS_DAYS = 3;

/** Why a date of the strip cannot be chosen: the origin service center is fully booked. */
export const PRICE_STRIP_FULL_REASON = 'Fully booked at your origin service center';

/** The rule of an option value that is not one of the quote's (a 400 line). */
export const UNKNOWN_OPTION_MESSAGE = 'Value must be one of the options of this quote';

export interface DatePrice {
  /** The move (spot) date; saving it as MoveDate keeps it (it is an origin business day). */
  MoveDate: IsoDate;
  /** The option's Price on that date (the parent's for an expedited child, §9). */
  Price: Cents;
  /** The trailer's per-foot price on that date (0 for a ReloCube), for the §9 length rule. */
  PerFootPrice: Cents;
  /** False when the origin station has no equipment to spot that day. */
  Available: boolean;
  /** Why the date is unavailable, or null. */
  Reason: string | null;
}

export interface PricesByDate {
  /** The option priced: the requested one, or the quote's selected parent. */
  option: string;
  /** The quote's saved move date (one of the dates, unless it is outside today..today+365). */
  MoveDate: IsoDate;
  prices: DatePrice[];
}

export interface PricesByDateFacts {
  today: IsoDate;
  /** The rate card in force today (the one an edit re-rates with). */
  card: RateCard;
  isFull(stationCode: string, date: IsoDate): boolean;
}

/** The business day strictly before `date` (weekends and the holidays skipped). */
function previousBusinessDay(date: IsoDate, holidays: readonly IsoDate[]): IsoDate {
  let day = addDays(date, -1);
  while (!isBusinessDay(day, holidays)) day = addDays(day, -1);
  return day;
}

function nextBusinessDayAfter(date: IsoDate, holidays: readonly IsoDate[]): IsoDate {
  return businessDayOnOrAfter(addDays(date, 1), holidays);
}

/**
 * The strip's dates, earliest first: up to `count` origin business days before the move date, the move
 * date, and `count` after, keeping only dates inside the move-date window (today..today+365,
 * move-date-window.ts), so every one of them can be saved.
 */
export function nearbyMoveDates(
  moveDate: IsoDate,
  today: IsoDate,
  holidays: readonly IsoDate[],
  count: number = PRICE_STRIP_BUSINESS_DAYS,
): IsoDate[] {
  const before: IsoDate[] = [];
  let day = moveDate;
  for (let i = 0; i < count; i += 1) {
    day = previousBusinessDay(day, holidays);
    before.unshift(day);
  }
  const after: IsoDate[] = [];
  day = moveDate;
  for (let i = 0; i < count; i += 1) {
    day = nextBusinessDayAfter(day, holidays);
    after.push(day);
  }
  return [...before, moveDate, ...after].filter((d) => isInMoveDateWindow(d, today));
}

/** The parent an expedited child stands for (same equipment and delivery at both ends); a parent is its own. */
export function parentOf(options: readonly PricingOption[], option: PricingOption): PricingOption {
  if (option.ExpeditedFlag === ExpeditedFlag.Parent) return option;
  return (
    options.find(
      (o) =>
        o.ExpeditedFlag === ExpeditedFlag.Parent &&
        o.EquipType === option.EquipType &&
        o.OriginDelivery === option.OriginDelivery &&
        o.DestinationDelivery === option.DestinationDelivery,
    ) ?? option
  );
}

/**
 * The strip for a quote: for each nearby date, the option's price as saving that MoveDate would make it
 * (rerateOptions with today's card; the saved price itself on the quote's own date, which an edit does
 * not re-rate) and whether the origin station has capacity on the spot date an edit would check.
 * `optionValue` defaults to the quote's selected option (its parent for an expedited child); an unknown
 * value is an error. A quote without prices (under review) has no strip.
 */
export function pricesByDate(
  quote: Pick<Quote, 'Details' | 'SizeConversion'>,
  optionValue: string | null,
  facts: PricesByDateFacts,
): Result<PricesByDate, { kind: 'UnknownOption' }> {
  const details = quote.Details;
  const options = details.PricingOptions;
  const requested =
    optionValue === null ? selectedOption(options) : options.find((o) => o.value === optionValue);
  if (optionValue !== null && requested === undefined) return err({ kind: 'UnknownOption' });
  if (requested === undefined) return ok({ option: '', MoveDate: details.MoveDate, prices: [] });
  const value = optionValue ?? parentOf(options, requested).value;
  const origin = details.Origin.StationDetail;
  const holidays = origin?.Holidays ?? [];
  const prices = nearbyMoveDates(details.MoveDate, facts.today, holidays).flatMap((date): DatePrice[] => {
    const rated = date === details.MoveDate ? options : rerateOptions(quote, date, facts.card);
    const own = rated.find((o) => o.value === value);
    if (!own) return [];
    const priced = parentOf(rated, own);
    const full = origin !== null && facts.isFull(origin.StationCode, businessDayOnOrAfter(date, holidays));
    return [
      {
        MoveDate: date,
        Price: priced.Price,
        PerFootPrice: priced.PerFootPrice,
        Available: !full,
        Reason: full ? PRICE_STRIP_FULL_REASON : null,
      },
    ];
  });
  return ok({ option: value, MoveDate: details.MoveDate, prices });
}

/** Issue 10: said once, instead of marking every card, when every nearby available date costs the same. */
export const SAME_PRICE_NEARBY_MESSAGE = 'Same price on every nearby date';

/** What the strip marks: the dates really lower than the rest, or that every price is the same. */
export interface PriceStripMarks {
  /** The available dates whose price is lower than another available date's, each with the lowest price. */
  lowest: IsoDate[];
  /** Two or more available dates, all at one price: nothing is 'Lowest'; SAME_PRICE_NEARBY_MESSAGE says so. */
  samePrice: boolean;
}

/**
 * Issue 10 "The price-by-date strip marks 'Lowest' only on the day or days that are really lower than the
 * rest": among the available dates (a full date cannot be chosen), the lowest price is marked only when
 * some available date costs more; when they all cost the same the strip says so once instead. A single
 * available date is compared with nothing: no mark and no message.
 */
export function priceStripMarks(
  prices: readonly { MoveDate: IsoDate; price: Cents; available: boolean }[],
): PriceStripMarks {
  const available = prices.filter((p) => p.available);
  if (available.length < 2) return { lowest: [], samePrice: false };
  const amounts = available.map((p) => p.price);
  const lowest = Math.min(...amounts);
  if (lowest === Math.max(...amounts)) return { lowest: [], samePrice: true };
  return { lowest: available.filter((p) => p.price === lowest).map((p) => p.MoveDate), samePrice: false };
}
