import { describe, expect, it } from 'vitest';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { event, plan, TERMINAL_TO_TERMINAL_STORAGE } from '../../tests/fixtures/shipment';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { EquipmentType } from '../quote/enums';
import { exampleQuote } from '../quote/example-quote';
import type { Quote } from '../quote/types';
import { EventStatus, Milestone, MilestoneState } from '../shipment/enums';
import { instant } from '../shipment/instant';
import { foldEvents } from '../shipment/shipment-lifecycle';
import { moveFreeStorageDays, moveStorageChart, storageDays, storageStepOfShipment } from './storage-facts';

const { Completed } = EventStatus;
const loadedAndArrived = [
  event(Milestone.TerminalLoading, Completed, '2026-12-02T15:00:00-06:00'),
  event(Milestone.Transit, Completed, '2026-12-08T09:00:00-05:00'),
];

function daysAfter(events: ReturnType<typeof event>[]) {
  const stored = plan(TERMINAL_TO_TERMINAL_STORAGE);
  const shipment = foldEvents(stored, events)._unsafeUnwrap();
  return storageDays(storageStepOfShipment(shipment, events));
}

describe('storageDays (issue 13: the days storage ran, from the shipment)', () => {
  it('storage starts the day the step before it completed (Transit), and has no end while stored', () => {
    expect(daysAfter(loadedAndArrived)).toEqual({ startedOn: isoDate('2026-12-08'), endedOn: null });
  });

  it("the first Storage Started event, if any, dates the start (its station's own day); Storage Completed ends it", () => {
    const step = (Status: MilestoneState, Early: string | null) => ({
      Status,
      Early: Early === null ? null : isoDate(Early),
    });
    const facts = {
      stored: true,
      storage: step(MilestoneState.Active, '2026-12-08'),
      before: step(MilestoneState.Complete, '2026-12-08'),
      startedAt: [instant('2026-12-10T08:00:00-05:00'), instant('2026-12-09T23:30:00-05:00')],
    };
    expect(storageDays(facts)).toEqual({ startedOn: isoDate('2026-12-09'), endedOn: null });
    const ended = event(Milestone.Storage, Completed, '2027-01-05T09:00:00-05:00');
    expect(daysAfter([...loadedAndArrived, ended])).toEqual({
      startedOn: isoDate('2026-12-08'),
      endedOn: isoDate('2027-01-05'),
    });
  });

  it('nothing before storage started, nor for a move without storage', () => {
    expect(daysAfter(loadedAndArrived.slice(0, 1))).toBeNull();
    const none = plan({ ...TERMINAL_TO_TERMINAL_STORAGE, Storage: false });
    const shipment = foldEvents(none, loadedAndArrived)._unsafeUnwrap();
    expect(storageDays(storageStepOfShipment(shipment, loadedAndArrived))).toBeNull();
  });
});

describe("the move's free days and chart (§9, §7 GET moves/storage-charges/schedules)", () => {
  it("§9 free storage days come from the move's coupon or accessorial, the larger of them", () => {
    const quote = { ...exampleQuote(), QuoteId: 1, Revision: 1 } as Quote;
    const withDays = {
      ...quote,
      Details: {
        ...quote.Details,
        Accessorials: { ...quote.Details.Accessorials, StorageNoChargeDays: 10 },
      },
    };
    expect(moveFreeStorageDays(withDays)).toBe(10);
  });

  it("the chart is the rate card's, times the quantity, with no split-test free days (group NotInTest)", () => {
    const RATE_CARD = aRateCard();
    const rate = RATE_CARD.storage.ReloCube;
    const chart = moveStorageChart(RATE_CARD, EquipmentType.ReloCube, 3);
    expect(chart[0]).toEqual({ Duration: RATE_CARD.storage.durationDays, Charge: cents(rate.charge * 3) });
    expect(chart[1]?.Charge).toBe(rate.charge * 3 + rate.increasedCharge * 3);
  });
});
