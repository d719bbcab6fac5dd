/**
 * Issue 13 "Self-service changes": properties of the edit cut-off (domain/reservation/edit-cutoff.ts) and
 * of an edit's price comparison (domain/reservation/move-edit.ts).
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isBusinessDay } from '../../domain/calendar/business-days';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { linesTotal } from '../../domain/pricing/price-lines';
import { editCutoffAt, moveEditWindow } from '../../domain/reservation/edit-cutoff';
import { initialLocationAnswers } from '../../domain/reservation/initial-answers';
import { bookedScheduleAnswers, planMoveEdit } from '../../domain/reservation/move-edit';
import { comparePrices } from '../../domain/reservation/move-edit-settlement';
import { reservedQuote } from '../../domain/reservation/reserved-quote';
import { aRateCard } from '../fixtures/rate-card';
import {
  aCompleteDraft,
  aReservableQuote,
  locationAnswers,
  reservationFacts,
  scheduleAnswers,
} from '../fixtures/reservation-draft';

const DAY_MS = 86_400_000;
const STATES = ['NY', 'IL', 'CO', 'CA', 'AZ', 'FL', 'WA', 'TX'] as const;

/** A drop-off date in 2026-2030 and a few holidays in the two weeks before it. */
const basisArb = fc
  .record({
    day: fc.integer({ min: 0, max: 5 * 365 }),
    holidayOffsets: fc.uniqueArray(fc.integer({ min: 1, max: 14 }), { maxLength: 4 }),
    state: fc.constantFrom(...STATES),
  })
  .map(({ day, holidayOffsets, state }) => {
    const spot = Date.UTC(2026, 0, 1) + day * DAY_MS;
    const iso = (ms: number) => isoDate(new Date(ms).toISOString().slice(0, 10));
    return {
      spotDate: iso(spot),
      holidays: holidayOffsets.map((o) => iso(spot - o * DAY_MS)),
      state,
    };
  });

/** The station's local date and hour of an instant, read with Intl for the state's zone (independent of the domain). */
const ZONES: Record<(typeof STATES)[number], string> = {
  NY: 'America/New_York',
  IL: 'America/Chicago',
  CO: 'America/Denver',
  CA: 'America/Los_Angeles',
  AZ: 'America/Phoenix',
  FL: 'America/New_York',
  WA: 'America/Los_Angeles',
  TX: 'America/Chicago',
};
function localParts(instant: string, zone: string): { date: IsoDate; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: isoDate(`${get('year')}-${get('month')}-${get('day')}`),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
  };
}

test.prop([basisArb, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 8, max: 20 })])(
  'the cut-off is at the rule hour, station local time, on a business day strictly before the drop-off date, with exactly N business days from it to the drop-off (issue 13)',
  ({ spotDate, holidays, state }, businessDaysBefore, localHour) => {
    const at = editCutoffAt(
      { spotDate, station: { Holidays: holidays, StateCode: state } },
      { businessDaysBefore, localHour },
    );
    // The state's own IANA zone (issue 27: Arizona keeps standard time all year, America/Phoenix).
    const zone = ZONES[state];
    const local = localParts(at, zone);
    expect(local.hour).toBe(localHour);
    expect(local.minute).toBe(0);
    expect(isBusinessDay(local.date, holidays)).toBe(true);
    // Before the drop-off date starts at the station.
    expect(local.date < spotDate).toBe(true);
    // Count the business days from the cut-off's date (exclusive) to the drop-off (exclusive): N - 1.
    let between = 0;
    for (
      let d = Date.parse(`${local.date}T00:00:00Z`) + DAY_MS;
      d < Date.parse(`${spotDate}T00:00:00Z`);
      d += DAY_MS
    ) {
      if (isBusinessDay(isoDate(new Date(d).toISOString().slice(0, 10)), holidays)) between += 1;
    }
    expect(between).toBe(businessDaysBefore - 1);
  },
);

const booked = () => {
  const q = reservedQuote(
    aReservableQuote(),
    aCompleteDraft(),
    reservationFacts(),
    '2026-06-01T12:00:00.000Z',
  );
  if (q === null) throw new Error('the example could not be booked');
  return { ...q, Revision: 2 };
};

test.prop([fc.integer({ min: 0, max: (40 * DAY_MS) / 60_000 }).map((m) => m * 60_000)])(
  'editing is allowed exactly before the cut-off instant (IsMyMoveEditAllowed)',
  (offset) => {
    const move = booked();
    const now = new Date(Date.parse('2026-05-20T00:00:00.000Z') + offset).toISOString();
    const window = moveEditWindow(move, now, aRateCard().moveEdits);
    expect(window.allowed).toBe(Date.parse(now) < Date.parse(window.cutoffAt ?? ''));
  },
);

test.prop([
  fc.constantFrom(0, 75, 125, 175),
  fc.integer({ min: 5, max: 28 }),
  fc.constantFrom('Unspecified', 'Open', 'TwoHourWindow', 'OneHourWindow'),
  fc.boolean(),
])(
  'a preview shows the old and new lines, each summing to its total, and the difference is new minus old to the cent',
  (liability, feet, window, storage) => {
    const times =
      window === 'TwoHourWindow'
        ? { EarlyTime: '0800', LateTime: '1000' }
        : window === 'OneHourWindow'
          ? { EarlyTime: '0900', LateTime: '1000' }
          : { EarlyTime: '', LateTime: '' };
    const plan = planMoveEdit(
      booked(),
      {
        Revision: 2,
        Location: locationAnswers({ Liability: liability as 0 | 75 | 125 | 175 }),
        Schedule: scheduleAnswers({ OriginAppointment: { SelectedAppointmentOption: window, ...times } }),
        Equipment: { LinearFeet: feet, AddStorage: storage },
      },
      {
        today: isoDate('2026-06-02'),
        now: '2026-06-02T15:00:00.000Z',
        card: aRateCard(),
        isFull: () => false,
        reservation: reservationFacts(),
      },
    );
    const compared = comparePrices(plan._unsafeUnwrap());
    expect(linesTotal(compared.oldLines)).toBe(compared.oldTotal);
    expect(linesTotal(compared.newLines)).toBe(compared.newTotal);
    expect(compared.difference).toBe(compared.newTotal - compared.oldTotal);
    expect(Number.isInteger(compared.difference)).toBe(true);
  },
);

test.prop([fc.boolean(), fc.boolean(), fc.boolean()])(
  'sending back the forms as booked changes nothing: no tracked field, the same total, no history entry (§4 Edit history)',
  (withLocation, withSchedule, withEquipment) => {
    const move = booked();
    const plan = planMoveEdit(
      move,
      {
        Revision: 2,
        Location: withLocation ? initialLocationAnswers(move) : null,
        Schedule: withSchedule ? bookedScheduleAnswers(move) : null,
        Equipment: withEquipment || (!withLocation && !withSchedule) ? { LinearFeet: 20 } : null,
      },
      {
        today: isoDate('2026-06-02'),
        now: '2026-06-02T15:00:00.000Z',
        card: aRateCard(),
        isFull: () => false,
        reservation: reservationFacts(),
      },
    )._unsafeUnwrap();
    expect(plan.changed).toEqual([]);
    expect(plan.after.breakdown.total).toBe(plan.before.breakdown.total);
    expect(plan.quote.Details.Reservation?.EditHistory).toEqual({});
  },
);
