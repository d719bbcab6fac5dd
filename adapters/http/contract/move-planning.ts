import { z } from 'zod';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { EQUIP_DESC_ABBRS } from '../../../domain/pricing/expedite-options';
import { StorageSplitTestGroup } from '../../../domain/pricing/storage';
import { EquipmentType } from '../../../domain/quote/enums';
import { isPickupWithinReach, PICKUP_TOO_LATE_MESSAGE } from '../../../domain/quote/spot-date-window';
import { CalendarDate, centsOf, Dollars, enumValues as values, WireDate } from './common';
import { WireExpediteOption } from './quote-parts';
import { QUOTE_REFERENCE_MAX, QUOTE_REFERENCE_PATTERN, QuoteReference } from './quotes';
import { QueryInteger } from './reference';
import { realDate, refusePickupOutOfReach } from './schedule';

/** Planning a quoted move on the wire (§7 moves/movement-dates, moves/{id}/expedite-options, storage schedules). */

/**
 * A quote reference in a body: the link token, or the quote number as a string or a JSON number
 * (findQuoteFor: a number opens the quote for its owner or staff only).
 */
const QuoteReferenceField = z
  .preprocess(
    (value) =>
      typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value) : value,
    QuoteReference,
  )
  // The document says what the preprocess takes: a reference string, or a positive whole quote number.
  .meta({
    type: ['string', 'integer'],
    minLength: 1,
    maxLength: QUOTE_REFERENCE_MAX,
    pattern: QUOTE_REFERENCE_PATTERN.source,
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
  });

/** The most pieces of equipment one quote books online (rate card relocube.maximumCubes). */
export const MAX_EQUIPMENT_QUANTITY = 6;

/** POST moves/movement-dates (§7; §3 Dates and the §7 move-dates call's inputs). */
export const MovementDatesRequest = z
  .object({
    id: QuoteReferenceField,
    SpotDate: CalendarDate,
    PickupDate: CalendarDate.nullable().optional(),
    IsLiveLoad: z.boolean().default(false),
    ShouldForceSameDayPickup: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    // An earlier pickup is moved to the standard loading time (domain/calendar/move-dates); a much later one is refused.
    refusePickupOutOfReach(body, ctx);
  });

/** §7 movementDates: ISO dates (§3 "A map of named movement dates comes back as ISO dates"). */
export const MovementDatesResponse = z.object({
  success: z.literal(true),
  movementDates: z.object({
    SpotDate: WireDate,
    PickupDate: WireDate,
    DeliveryDate: WireDate,
    DeliveryDateMax: WireDate,
    /** The first business day on or after SpotDate the origin station has room; null if none soon. */
    NextAvailableMoveDate: WireDate.nullable(),
  }),
});
export type MovementDatesResponse = z.infer<typeof MovementDatesResponse>;

/** POST moves/{id}/expedite-options (§7: EquipDescAbbr, Quantity, PickupDate, MoveDate, Revision, all required). */
export const ExpediteOptionsRequest = z
  .object({
    EquipDescAbbr: z.enum(EQUIP_DESC_ABBRS),
    Quantity: z.number().int('Value must be a whole number').min(1).max(MAX_EQUIPMENT_QUANTITY),
    PickupDate: CalendarDate,
    MoveDate: CalendarDate,
    Revision: z.number().int('Value must be a whole number').min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .strict()
  .superRefine((body, ctx) => {
    const move = realDate(body.MoveDate);
    const pickup = realDate(body.PickupDate);
    if (!move || !pickup) return;
    if (pickup < move) {
      ctx.addIssue({
        code: 'custom',
        path: ['PickupDate'],
        message: 'The pickup date must be on or after the move date',
      });
    } else if (!isPickupWithinReach(pickup, move)) {
      ctx.addIssue({ code: 'custom', path: ['PickupDate'], message: PICKUP_TOO_LATE_MESSAGE });
    }
  });

export const ExpediteOptionsPath = z.object({ id: QuoteReference });

export const ExpediteOptionsResponse = z.object({
  success: z.literal(true),
  expediteOptions: z.array(WireExpediteOption),
});
export type ExpediteOptionsResponse = z.infer<typeof ExpediteOptionsResponse>;

/** GET moves/storage-charges/schedules (§7 params not shown; ours: equip, quantity, group). */
export const StorageScheduleQuery = z
  .object({
    equip: z.enum(values(EquipmentType)),
    quantity: QueryInteger(1, MAX_EQUIPMENT_QUANTITY),
    /** A §9 split-test group; the visitor's own group when left out. */
    group: z.enum(values(StorageSplitTestGroup)).optional(),
  })
  .strict();

/** §7 "chart has Charge, Duration, NewCharge": money in dollars, Duration in days. */
export const StorageScheduleResponse = z.object({
  success: z.literal(true),
  group: z.enum(values(StorageSplitTestGroup)),
  FreeStorageDays: z.number().int(),
  schedule: z.array(z.object({ Duration: z.number().int(), Charge: Dollars, NewCharge: Dollars })),
});
export type StorageScheduleResponse = z.infer<typeof StorageScheduleResponse>;

/**
 * GET quotes/{id}/prices-by-date (issue 4 price-by-date strip; our design, the specification shows none):
 * the price of one option of the quote on the nearby move dates, as an edit of MoveDate would price it.
 */
export const PricesByDatePath = z.object({ id: QuoteReference });

/** A PricingOption value ('Trailer-DD', 'Relocube-TT', 'Trailer-DD-G3'); the selected option when left out. */
export const PricesByDateQuery = z
  .object({
    option: z
      .string()
      .max(40, 'The maximum length allowed is 40')
      .regex(/^[A-Za-z0-9_-]+$/, 'Value must be an option value of this quote')
      .optional(),
  })
  .strict();

export const WireDatePrice = z.object({
  MoveDate: WireDate,
  /** The option's price on that date, in dollars. */
  Price: Dollars,
  /** The trailer's per-foot price on that date (0 for a ReloCube), in dollars. */
  PerFootPrice: Dollars,
  /** False when the origin service center is fully booked that day. */
  Available: z.boolean(),
  Reason: z.string().nullable(),
});

export const PricesByDateResponse = z.object({
  success: z.literal(true),
  /** The option priced. */
  option: z.string(),
  /** The quote's saved move date and revision the prices were made from. */
  MoveDate: WireDate,
  Revision: z.number().int(),
  pricesByDate: z.array(WireDatePrice),
});
export type PricesByDateResponse = z.infer<typeof PricesByDateResponse>;

/** GET quotes/{id}/prices-by-date's answer as the browser uses it: dates typed, money in cents (exact). */
export const fromWirePriceStrip = (answer: PricesByDateResponse) => ({
  option: answer.option,
  MoveDate: answer.MoveDate as IsoDate,
  Revision: answer.Revision,
  prices: answer.pricesByDate.map((p) => ({
    MoveDate: p.MoveDate as IsoDate,
    Price: centsOf(p.Price),
    PerFootPrice: centsOf(p.PerFootPrice),
    Available: p.Available,
    Reason: p.Reason,
  })),
});
