import type { DeliveryWindow } from '../calendar/delivery-window';
import { formatMMDDYYYY } from '../calendar/formats';
import type { IsoDate } from '../calendar/iso-date';
import { LOADING_BUSINESS_DAYS } from '../calendar/move-dates';
import { type Cents, ZERO } from '../money/money';
import { DeliveryType, EquipType } from '../quote/enums';
import { BannerText } from '../quote/quote-texts';
import { enumOf, type ValueOf } from '../shared/enum';
import { AdjustmentKind, isCouponAdjustment, type PriceAdjustment, type PriceBreakdown } from './adjustments';
import { expediteLabel } from './expedite';
import { STANDARD_LIABILITY_RATE } from './liability';

/** §3 Line types of a displayed price. */
export const LineType = enumOf(
  'AdditionalIncludedCharge',
  'AdditionalItem',
  'BasePrice',
  'Description',
  'Discount',
  'IncludedCharge',
);
export type LineType = ValueOf<typeof LineType>;
export const LINE_TYPES: readonly LineType[] = Object.values(LineType);

/** §3 A displayed price line. A Description line is text only: its amount is null. */
export interface PriceLine {
  readonly type: LineType;
  readonly label: string;
  readonly amount: Cents | null;
}

/**
 * The business days the customer has to unload a container delivered to the door (ours: neither the
 * specification nor the rate card names it; the same as the loading time, docs/decisions.md).
 */
export const UNLOADING_BUSINESS_DAYS = LOADING_BUSINESS_DAYS;

/** The words of the included lines and the notes (ours; the specification shows none). */
export const PriceLineText = {
  base: (equipment: string, miles: number) => `${equipment}, ${formatMiles(miles)} miles`,
  originDoor: 'Door service at origin: we drop off and pick up at your address',
  originTerminal: 'Terminal service at origin: you load at the service center',
  destinationDoor: 'Door service at destination: we deliver to your address',
  destinationTerminal: 'Terminal service at destination: you unload at the service center',
  loadingDays: (days: number) => `${days} business days to load`,
  liveLoad: 'Live load: the driver waits while you load',
  unloadingDays: (days: number) => `${days} business days to unload`,
  standardCoverage: `Standard coverage ($${STANDARD_LIABILITY_RATE.toFixed(2)} per pound)`,
  estimatedDeliveryPrefix: 'Free estimated delivery',
  estimatedDelivery: (window: DeliveryWindow) =>
    `Free estimated delivery ${formatMMDDYYYY(window.DeliveryDate)} - ${formatMMDDYYYY(window.DeliveryDateMax)}`,
  /** Issue 27: beside a chosen guaranteed delivery, the free estimated window it replaces (ours). */
  estimatedAlternative: (window: DeliveryWindow) =>
    `(or free estimated delivery ${formatMMDDYYYY(window.DeliveryDate)} - ${formatMMDDYYYY(window.DeliveryDateMax)})`,
  guaranteedDeliveryPrefix: 'Guaranteed delivery by',
  guaranteedDelivery: (by: IsoDate) => `Guaranteed delivery by ${formatMMDDYYYY(by)}`,
  /** The price for a changed move date is only known after saving (the quote view's draft). */
  newDatePending: 'The price for your new move date is computed when you save.',
  notCharged: BannerText.reservedDesktopNote,
} as const;

/** 1046 -> '1,046' (whole miles). */
export function formatMiles(miles: number): string {
  return Math.round(miles)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '17 ft trailer', '1 ReloCube', '3 ReloCubes'. */
export function equipmentName(equip: EquipType, quantity: number, linearFeet: number): string {
  if (equip === EquipType.Trailer) return `${linearFeet} ft trailer`;
  return `${quantity} ReloCube${quantity === 1 ? '' : 's'}`;
}

/** The delivery the price includes: the free estimated window (§9) or a guaranteed date (§4). */
export type DeliveryNote =
  | { readonly kind: 'estimated'; readonly window: DeliveryWindow }
  | { readonly kind: 'guaranteed'; readonly by: IsoDate };

/** The text of a delivery note: 'Free estimated delivery ...' or 'Guaranteed delivery by ...', never both. */
export function deliveryNoteText(note: DeliveryNote): string {
  return note.kind === 'estimated'
    ? PriceLineText.estimatedDelivery(note.window)
    : PriceLineText.guaranteedDelivery(note.by);
}

/**
 * What the lines say besides the amounts: the priced option's equipment, distance and service at each end,
 * all facts of the quote and its option (no I/O).
 */
export interface PriceLineFacts {
  readonly equip: EquipType;
  /** §3 EquipQuantity (ReloCubes). */
  readonly quantity: number;
  /** The trailer length priced (the chosen length for a trailer). */
  readonly linearFeet: number;
  /** §3 HHGMiles. */
  readonly miles: number;
  readonly originDelivery: DeliveryType;
  readonly destinationDelivery: DeliveryType;
  /** §3 Origin LiveLoad: the driver waits, no loading days. */
  readonly liveLoad: boolean;
  /** The guaranteed business days of an expedite adjustment (§9 label), or null. */
  readonly guaranteedDays: number | null;
  /** The delivery note, or null when the dates are not known. */
  readonly delivery: DeliveryNote | null;
  /** Further notes, shown after the others (e.g. that a new date is priced on save). */
  readonly notes?: readonly string[];
}

/**
 * §3 The line type of an adjustment: Discount for coupons; AdditionalIncludedCharge for the broker and
 * customs fees (part of the price, not chosen by the customer); IncludedCharge for standard coverage
 * (liability at $0); AdditionalItem for every other choice of the customer (expedite, paid liability,
 * weight tickets, spot appointment, storage), even at $0.00 (free storage days, waived weight tickets).
 */
export function lineTypeOf(adjustment: PriceAdjustment): LineType {
  if (isCouponAdjustment(adjustment.type)) return LineType.Discount;
  switch (adjustment.type) {
    case AdjustmentKind.BrokerFee:
    case AdjustmentKind.CustomsFee:
      return LineType.AdditionalIncludedCharge;
    case AdjustmentKind.LiabilityCoverage:
      return adjustment.value === 0 ? LineType.IncludedCharge : LineType.AdditionalItem;
    default:
      return LineType.AdditionalItem;
  }
}

function adjustmentLabel(adjustment: PriceAdjustment, facts: PriceLineFacts): string {
  if (adjustment.type === AdjustmentKind.ExpediteOption && facts.guaranteedDays !== null) {
    return expediteLabel(adjustment.value, facts.guaranteedDays);
  }
  if (adjustment.type === AdjustmentKind.LiabilityCoverage && adjustment.value === 0) {
    return PriceLineText.standardCoverage;
  }
  return adjustment.description;
}

const GROUP_ORDER: readonly LineType[] = [
  LineType.IncludedCharge,
  LineType.AdditionalIncludedCharge,
  LineType.AdditionalItem,
  LineType.Discount,
];

/**
 * §3 THE price lines of a priced option, for every place that shows a price (quote view, quote email,
 * CLI, wire). In this order:
 * - BasePrice: the transportation of the equipment over HHGMiles ('3 ReloCubes, 1,046 miles'), the whole
 *   §9 equipment price (the trailer length change included);
 * - IncludedCharge at $0.00, already in the base: the service at each end (door or terminal), the days to
 *   load (or the live load) and to unload, and standard coverage ($0.10 per pound) unless a paid tier is
 *   chosen;
 * - AdditionalIncludedCharge: broker and customs fees;
 * - AdditionalItem: each paid choice by its own label (guaranteed delivery '+$fee - Guaranteed N Business
 *   Days', the liability tier, weight tickets, spot appointment, destination storage);
 * - Discount: each coupon by its description (what it actually took, never more than what was left);
 * - Description (no amount): the delivery note, any further notes, and when the customer is charged.
 * Every adjustment of the breakdown is exactly one line and the added lines are $0.00, so the amounts sum
 * to breakdown.total exactly (tests/property/price-lines.property.test.ts).
 */
export function priceLines(breakdown: PriceBreakdown, facts: PriceLineFacts): PriceLine[] {
  const lines: PriceLine[] = [
    {
      type: LineType.BasePrice,
      label: PriceLineText.base(equipmentName(facts.equip, facts.quantity, facts.linearFeet), facts.miles),
      amount: breakdown.base,
    },
  ];
  const included = (label: string): PriceLine => ({ type: LineType.IncludedCharge, label, amount: ZERO });
  lines.push(
    included(
      facts.originDelivery === DeliveryType.Door ? PriceLineText.originDoor : PriceLineText.originTerminal,
    ),
    included(
      facts.destinationDelivery === DeliveryType.Door
        ? PriceLineText.destinationDoor
        : PriceLineText.destinationTerminal,
    ),
    included(facts.liveLoad ? PriceLineText.liveLoad : PriceLineText.loadingDays(LOADING_BUSINESS_DAYS)),
    included(PriceLineText.unloadingDays(UNLOADING_BUSINESS_DAYS)),
  );
  const adjusted = breakdown.adjustments.map(
    (a): PriceLine => ({ type: lineTypeOf(a), label: adjustmentLabel(a, facts), amount: a.value }),
  );
  for (const type of GROUP_ORDER) {
    for (const line of adjusted) if (line.type === type) lines.push(line);
  }
  const notes = [
    ...(facts.delivery ? [deliveryNoteText(facts.delivery)] : []),
    ...(facts.notes ?? []),
    PriceLineText.notCharged,
  ];
  for (const label of notes) lines.push({ type: LineType.Description, label, amount: null });
  return lines;
}

/** §3 The line groups a reader sees, in order (quote view, email, CLI). */
export const LineGroup = {
  included: 'What your price includes',
  choices: 'Your choices',
  discounts: 'Discounts',
  notes: 'Good to know',
} as const;
export type LineGroup = ValueOf<typeof LineGroup>;

const LINE_GROUP: Readonly<Record<LineType, LineGroup>> = {
  BasePrice: LineGroup.included,
  IncludedCharge: LineGroup.included,
  AdditionalIncludedCharge: LineGroup.included,
  AdditionalItem: LineGroup.choices,
  Discount: LineGroup.discounts,
  Description: LineGroup.notes,
};

/** The group a line belongs to: the base and included charges, the paid choices, discounts, notes. */
export function lineGroup(type: LineType): LineGroup {
  return LINE_GROUP[type];
}

/** The lines in their groups, in order; empty groups are left out. */
export function groupedLines(lines: readonly PriceLine[]): Array<{ group: LineGroup; lines: PriceLine[] }> {
  const groups = Object.values(LineGroup).map((group) => ({ group, lines: [] as PriceLine[] }));
  for (const line of lines) groups.find((g) => g.group === lineGroup(line.type))?.lines.push(line);
  return groups.filter((g) => g.lines.length > 0);
}

/** The sum of the priced lines (Description lines carry no amount). */
export function linesTotal(lines: readonly PriceLine[]): Cents {
  let total = 0;
  for (const line of lines) total += line.amount ?? 0;
  return total as Cents;
}
