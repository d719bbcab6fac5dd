import { addBusinessDays } from '../calendar/business-days';
import type { IsoDate } from '../calendar/iso-date';
import { type Cents, cents, multiply } from '../money/money';
import { reloCubeQuantity } from '../pricing/size-conversion';
import { DeliveryType, EquipType, ExpeditedFlag, MoveType } from '../quote/enums';
import type { ExpediteOption, PricingOption, SizeConversion } from '../quote/types';
import type { RateBand, RateCard } from './rate-card';

const BP = 10_000;

/** The price per unit (foot or cube) for a distance, before factors: the band's base plus its per-mile rate. */
export function bandRate(bands: readonly RateBand[], miles: number): Cents {
  let band: RateBand | undefined;
  for (const b of bands) {
    if (b.fromMiles <= miles) band = b;
    else break;
  }
  if (!band) throw new RangeError(`no rate band covers ${miles} miles`);
  return cents(band.baseCents + Math.round(((miles - band.fromMiles) * band.perMileMilliCents) / 1000));
}

/** Carrier transit time in business days for a distance (the first band that reaches it; the last band otherwise). */
export function transitBusinessDays(card: RateCard, miles: number): number {
  for (const band of card.transitBands) {
    if (miles <= band.upToMiles) return band.businessDays;
  }
  const last = card.transitBands[card.transitBands.length - 1];
  if (!last) throw new RangeError('the rate card has no transit bands');
  return last.businessDays;
}

export function laneFactorBp(card: RateCard, originRegion: string, destinationRegion: string): number {
  return card.laneFactorsBp[originRegion]?.[destinationRegion] ?? BP;
}

export function seasonalFactorBp(card: RateCard, moveDate: IsoDate): number {
  const month = Number(moveDate.slice(5, 7));
  return card.seasonalFactorsBp[month - 1] ?? BP;
}

/** A unit price with every factor applied, rounded once to whole cents (half away from zero). */
export function factoredUnitPrice(unit: Cents, factorsBp: readonly number[]): Cents {
  let value: number = unit;
  for (const f of factorsBp) value = (value * f) / BP;
  return cents(Math.round(value));
}

export interface LaneFacts {
  /** §3 HHGMiles. */
  miles: number;
  moveDate: IsoDate;
  originRegion: string;
  destinationRegion: string;
  /** The linear feet the customer's size needs (§9 house sizes). */
  linearFeet: number;
  sizeConversion: SizeConversion;
}

const DELIVERY_COMBINATIONS: ReadonlyArray<readonly [DeliveryType, DeliveryType]> = [
  [DeliveryType.Door, DeliveryType.Door],
  [DeliveryType.Door, DeliveryType.Terminal],
  [DeliveryType.Terminal, DeliveryType.Door],
  [DeliveryType.Terminal, DeliveryType.Terminal],
];

/** §3 EquipDescription and EquipDescAbbr of each equipment type. */
export const EQUIPMENT = {
  Trailer: { description: 'Trailer', abbr: 'TRL' },
  Relocube: { description: 'ReloCube', abbr: 'RC' },
} as const;

/** An option's delivery code, origin end first: DD, DT, TD or TT (the tail of its `value`). */
export function deliveryCode(origin: DeliveryType, destination: DeliveryType): string {
  return `${origin === DeliveryType.Door ? 'D' : 'T'}${destination === DeliveryType.Door ? 'D' : 'T'}`;
}

/** §1 move types are DD and TT; a move with a terminal at only one end is rated as door service (DD). */
export function moveTypeFor(origin: DeliveryType, destination: DeliveryType): MoveType {
  return origin === DeliveryType.Terminal && destination === DeliveryType.Terminal
    ? MoveType.TT
    : MoveType.DD;
}

/**
 * Which equipment and delivery combinations a lane offers (docs/pricing.md):
 * a trailer is dropped and collected at the door only; a ReloCube can be loaded and unloaded at the
 * door or at the terminal, so it is offered in all four combinations. ReloCubes are offered only up to
 * the card's maximum quantity.
 */
export function availableCombinations(
  card: RateCard,
  facts: LaneFacts,
): Array<{ equip: EquipType; origin: DeliveryType; destination: DeliveryType }> {
  const combos: Array<{ equip: EquipType; origin: DeliveryType; destination: DeliveryType }> = [];
  if (facts.linearFeet <= card.trailer.maximumFeet) {
    combos.push({ equip: EquipType.Trailer, origin: DeliveryType.Door, destination: DeliveryType.Door });
  }
  if (
    reloCubeQuantity(facts.linearFeet, facts.sizeConversion.TrailerLengthToCubes) <=
    card.relocube.maximumCubes
  ) {
    for (const [origin, destination] of DELIVERY_COMBINATIONS) {
      combos.push({ equip: EquipType.Relocube, origin, destination });
    }
  }
  return combos;
}

/**
 * Prices every available option for a lane from the rate card (issue 3, docs/pricing.md).
 * Parents are one per equipment and delivery combination; door-to-door parents that allow expedited
 * shipping are followed by one Child per guaranteed tier, whose base price is the parent's price (§9).
 * The default option is a ReloCube when the move fits in at most `relocubeDefaultMaxCubes`, else the trailer.
 */
export function rateOptions(card: RateCard, facts: LaneFacts, relocubeDefaultMaxCubes = 3): PricingOption[] {
  const lane = laneFactorBp(card, facts.originRegion, facts.destinationRegion);
  const season = seasonalFactorBp(card, facts.moveDate);
  const transit = transitBusinessDays(card, facts.miles);
  const feet = Math.max(card.trailer.minimumFeet, Math.ceil(facts.linearFeet));
  const cubes = reloCubeQuantity(facts.linearFeet, facts.sizeConversion.TrailerLengthToCubes);
  const combos = availableCombinations(card, facts);
  const preferCube = cubes <= relocubeDefaultMaxCubes && combos.some((c) => c.equip === EquipType.Relocube);
  const defaultEquip = preferCube ? EquipType.Relocube : EquipType.Trailer;

  const options: PricingOption[] = [];
  for (const { equip, origin, destination } of combos) {
    const isTrailer = equip === EquipType.Trailer;
    const bands = isTrailer ? card.trailer.perFootBands : card.relocube.perCubeBands;
    const factors = [
      lane,
      season,
      origin === DeliveryType.Terminal ? BP - card.terminalDiscountBp.origin : BP,
      destination === DeliveryType.Terminal ? BP - card.terminalDiscountBp.destination : BP,
    ];
    const unit = factoredUnitPrice(bandRate(bands, facts.miles), factors);
    const quantity = isTrailer ? 1 : cubes;
    const price = isTrailer ? multiply(unit, feet) : multiply(unit, cubes);
    const storage = isTrailer ? card.storage.Trailer : card.storage.ReloCube;
    const doorToDoor = origin === DeliveryType.Door && destination === DeliveryType.Door;
    const tiers = doorToDoor ? card.expediteTiers.filter((t) => t.daysFaster < transit) : [];
    const isDefault = equip === defaultEquip && doorToDoor;
    const code = deliveryCode(origin, destination);
    const parent: PricingOption = {
      EquipType: equip,
      value: `${equip}-${code}`,
      EquipDescription: EQUIPMENT[equip].description,
      EquipDescAbbr: EQUIPMENT[equip].abbr,
      EquipQuantity: quantity,
      LinearFeet: feet,
      PerFootPrice: isTrailer ? unit : cents(0),
      Price: price,
      MoveType: moveTypeFor(origin, destination),
      Default: isDefault,
      DefaultParent: isDefault,
      OriginDelivery: origin,
      DestinationDelivery: destination,
      CarrierTransitTime: transit,
      ExpeditedFlag: ExpeditedFlag.Parent,
      IsExpeditedOptionAllowed: tiers.length > 0,
      Carrier: card.carrier,
      StorageDestCharge: storage.charge,
      StorageDestChargeDuration: card.storage.durationDays,
      StorageDestIncreasedCharge: storage.increasedCharge,
    };
    options.push(parent);
    tiers.forEach((tier, i) => {
      options.push({
        ...parent,
        value: `${parent.value}-G${transit - tier.daysFaster}`,
        EquipDescription: `${parent.EquipDescription} (Guaranteed ${transit - tier.daysFaster} Business Days)`,
        CarrierTransitTime: transit - tier.daysFaster,
        ExpeditedFlag: ExpeditedFlag.Child,
        IsExpeditedOptionAllowed: false,
        Default: i === 0,
        DefaultParent: false,
      });
    });
  }
  return options;
}

/**
 * The guaranteed expedite options for a parent option (POST moves/{id}/expedite-options):
 * one per tier faster than the carrier's transit time, delivery dated in business days from pickup,
 * skipping weekends and the destination station's holidays. The first (smallest) tier is the default.
 */
export function expediteOptionsFor(
  card: RateCard,
  parent: Pick<PricingOption, 'CarrierTransitTime' | 'Carrier' | 'EquipDescription' | 'EquipQuantity'>,
  pickupDate: IsoDate,
  holidays: readonly IsoDate[],
): ExpediteOption[] {
  return card.expediteTiers
    .filter((tier) => tier.daysFaster < parent.CarrierTransitTime)
    .map((tier, i) => {
      const days = parent.CarrierTransitTime - tier.daysFaster;
      return {
        DeliveryDate: addBusinessDays(pickupDate, days, holidays),
        GuaranteedServiceFee: tier.fee,
        RequestedTransitTime: days,
        Carrier: parent.Carrier,
        ExpeditedFlag: ExpeditedFlag.Child,
        EquipDescription: parent.EquipDescription,
        EquipQuantity: parent.EquipQuantity,
        Default: i === 0,
      };
    });
}
