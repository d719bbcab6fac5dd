import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { cents, dollars, ZERO } from '../money/money';
import { DeliveryType, EquipType } from '../quote/enums';
import { AdjustmentKind, type PriceBreakdown } from './adjustments';
import {
  groupedLines,
  LINE_TYPES,
  LineGroup,
  LineType,
  linesTotal,
  lineTypeOf,
  type PriceLineFacts,
  PriceLineText,
  priceLines,
} from './price-lines';

const breakdown: PriceBreakdown = {
  base: dollars(2000),
  adjustments: [
    { type: AdjustmentKind.ExpediteOption, description: 'Expedite Shipping', value: dollars(150) },
    { type: AdjustmentKind.LiabilityCoverage, description: 'standard coverage', value: ZERO },
    { type: AdjustmentKind.BrokerFee, description: 'Broker Fee', value: cents(4500) },
    { type: AdjustmentKind.StorageFees, description: 'Trailer Storage (FIRST 30 DAYS FREE)', value: ZERO },
    { type: AdjustmentKind.UserEnteredCoupon, description: 'USA100: $100 off', value: cents(-10000) },
  ],
  total: cents(209500),
};

const facts: PriceLineFacts = {
  equip: EquipType.Trailer,
  quantity: 1,
  linearFeet: 17,
  miles: 1046,
  originDelivery: DeliveryType.Door,
  destinationDelivery: DeliveryType.Door,
  liveLoad: false,
  guaranteedDays: 3,
  delivery: { kind: 'guaranteed', by: isoDate('2026-12-04') },
};

describe('price lines (§3 Price adjustments and lines)', () => {
  it('has the six §3 line types', () => {
    expect(LINE_TYPES).toEqual([
      'AdditionalIncludedCharge',
      'AdditionalItem',
      'BasePrice',
      'Description',
      'Discount',
      'IncludedCharge',
    ]);
  });

  it('§3 explains every dollar: base transport, included services, fees, paid choices, coupons, notes', () => {
    expect(priceLines(breakdown, facts)).toEqual([
      { type: 'BasePrice', label: '17 ft trailer, 1,046 miles', amount: 200000 },
      {
        type: 'IncludedCharge',
        label: 'Door service at origin: we drop off and pick up at your address',
        amount: 0,
      },
      { type: 'IncludedCharge', label: 'Door service at destination: we deliver to your address', amount: 0 },
      { type: 'IncludedCharge', label: '3 business days to load', amount: 0 },
      { type: 'IncludedCharge', label: '3 business days to unload', amount: 0 },
      { type: 'IncludedCharge', label: 'Standard coverage ($0.10 per pound)', amount: 0 },
      { type: 'AdditionalIncludedCharge', label: 'Broker Fee', amount: 4500 },
      { type: 'AdditionalItem', label: '+$150 - Guaranteed 3 Business Days', amount: 15000 },
      { type: 'AdditionalItem', label: 'Trailer Storage (FIRST 30 DAYS FREE)', amount: 0 },
      { type: 'Discount', label: 'USA100: $100 off', amount: -10000 },
      { type: 'Description', label: 'Guaranteed delivery by 12/04/2026', amount: null },
      {
        type: 'Description',
        label: "Nothing is charged until we're in transit with your loaded container.",
        amount: null,
      },
    ]);
  });

  it('§3 the priced lines add up to the total, to the cent', () => {
    expect(linesTotal(priceLines(breakdown, facts))).toBe(breakdown.total);
  });

  it('§3 names ReloCubes by count, terminal service at each end, a live load and the free estimated window', () => {
    const lines = priceLines(
      { base: dollars(2492), adjustments: [], total: dollars(2492) },
      {
        ...facts,
        equip: EquipType.Relocube,
        quantity: 3,
        originDelivery: DeliveryType.Terminal,
        destinationDelivery: DeliveryType.Terminal,
        liveLoad: true,
        guaranteedDays: null,
        delivery: {
          kind: 'estimated',
          window: { DeliveryDate: isoDate('2026-12-07'), DeliveryDateMax: isoDate('2026-12-09') },
        },
        notes: [PriceLineText.newDatePending],
      },
    ).map((l) => l.label);
    expect(lines).toEqual([
      '3 ReloCubes, 1,046 miles',
      'Terminal service at origin: you load at the service center',
      'Terminal service at destination: you unload at the service center',
      'Live load: the driver waits while you load',
      '3 business days to unload',
      'Free estimated delivery 12/07/2026 - 12/09/2026',
      'The price for your new move date is computed when you save.',
      "Nothing is charged until we're in transit with your loaded container.",
    ]);
  });

  it('§3 a paid liability tier replaces standard coverage as an AdditionalItem by its §3 label', () => {
    const lines = priceLines(
      {
        base: dollars(100),
        adjustments: [
          {
            type: AdjustmentKind.LiabilityCoverage,
            description: '$2 per pound (+$125)',
            value: dollars(125),
          },
        ],
        total: dollars(225),
      },
      { ...facts, quantity: 1, equip: EquipType.Relocube },
    );
    expect(lines.find((l) => l.label === '$2 per pound (+$125)')?.type).toBe(LineType.AdditionalItem);
    expect(lines.some((l) => l.label === PriceLineText.standardCoverage)).toBe(false);
    expect(lines[0]?.label).toBe('1 ReloCube, 1,046 miles');
  });

  it('§3 groups the lines for reading: included, choices, discounts, notes', () => {
    expect(groupedLines(priceLines(breakdown, facts)).map((g) => [g.group, g.lines.length])).toEqual([
      [LineGroup.included, 7],
      [LineGroup.choices, 2],
      [LineGroup.discounts, 1],
      [LineGroup.notes, 2],
    ]);
  });

  it('keeps customs fees as included charges even at zero and coupons as discounts even at zero (§3)', () => {
    expect(lineTypeOf({ type: AdjustmentKind.CustomsFee, description: 'Customs Fee', value: ZERO })).toBe(
      LineType.AdditionalIncludedCharge,
    );
    expect(lineTypeOf({ type: AdjustmentKind.AgentEnteredCoupon, description: 'x', value: ZERO })).toBe(
      LineType.Discount,
    );
    expect(
      lineTypeOf({ type: AdjustmentKind.WeightTickets, description: 'Weight Tickets', value: ZERO }),
    ).toBe(LineType.AdditionalItem);
  });
});
