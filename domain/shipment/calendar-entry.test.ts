import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { EquipmentType } from '../quote/enums';
import {
  type CalendarVersion,
  calendarDescription,
  calendarSpan,
  calendarStatus,
  calendarSummary,
  calendarUid,
  calendarVersionOf,
  nextCalendarEntry,
  toldDateState,
} from './calendar-entry';
import { DateState, Milestone, MilestoneState } from './enums';

const d = isoDate;
const estimated = {
  Status: MilestoneState.Future,
  StatusDate: { Early: d('2026-12-01'), Late: d('2026-12-03') },
  DateType: DateState.Estimated,
};
const WINDOW = { EarlyTime: '0800', LateTime: '1000' };

describe('calendar entries of the milestones (§2 /dashboard/move-schedule/, tracking.md Calendar files)', () => {
  it('the UID is the move and the milestone, the same for the life of the move', () => {
    expect(calendarUid(1234, Milestone.DropOff)).toBe('1234-DropOff@relomove');
  });

  it('a dated milestone has a version; Disabled, dateless or a cancelled move has none', () => {
    expect(calendarVersionOf(estimated, null, false)).toEqual({
      Early: '2026-12-01',
      Late: '2026-12-03',
      times: null,
      DateType: 'Estimated',
      cancelled: false,
    });
    expect(calendarVersionOf({ ...estimated, Status: MilestoneState.Disabled }, null, false)).toBeNull();
    expect(
      calendarVersionOf(
        { ...estimated, StatusDate: { Early: null, Late: null }, DateType: DateState.Unknown },
        null,
        false,
      ),
    ).toBeNull();
    expect(calendarVersionOf(estimated, null, true)).toBeNull();
  });

  it('an appointment window makes a one-day milestone a timed event; a range or a completed one stays all-day', () => {
    const oneDay = { ...estimated, StatusDate: { Early: d('2026-12-01'), Late: d('2026-12-01') } };
    expect(calendarVersionOf(oneDay, WINDOW, false)).toMatchObject({ times: WINDOW, DateType: 'Scheduled' });
    expect(calendarDescription(9, calendarVersionOf(oneDay, WINDOW, false) as CalendarVersion, 'u')).toBe(
      'Relomove reservation 9. Scheduled 12/01/2026, 08:00 - 10:00 (local time). Follow your move at u',
    );
    expect(calendarVersionOf(estimated, WINDOW, false)?.times).toBeNull();
    expect(calendarVersionOf({ ...oneDay, DateType: DateState.Complete }, WINDOW, false)?.times).toBeNull();
  });

  it('SEQUENCE starts at 0, stays while nothing changes and goes up by one on every change', () => {
    const first = nextCalendarEntry(null, calendarVersionOf(estimated, null, false), 7, Milestone.DropOff);
    expect(first).toMatchObject({ uid: '7-DropOff@relomove', sequence: 0 });
    const same = nextCalendarEntry(first, calendarVersionOf(estimated, null, false), 7, Milestone.DropOff);
    expect(same).toBe(first);
    const moved = nextCalendarEntry(
      same,
      calendarVersionOf(
        { ...estimated, StatusDate: { Early: d('2026-12-02'), Late: d('2026-12-04') } },
        null,
        false,
      ),
      7,
      Milestone.DropOff,
    );
    expect(moved).toMatchObject({ uid: '7-DropOff@relomove', sequence: 1, version: { Early: '2026-12-02' } });
    const scheduled = nextCalendarEntry(
      moved,
      calendarVersionOf({ ...estimated, DateType: DateState.Scheduled }, null, false),
      7,
      Milestone.DropOff,
    );
    expect(scheduled?.sequence).toBe(2);
  });

  it('a dropped milestone is CANCELLED with its last dates and one more SEQUENCE, once; a never-dated one has no entry', () => {
    const first = nextCalendarEntry(null, calendarVersionOf(estimated, null, false), 7, Milestone.Delivery);
    const dropped = nextCalendarEntry(first, null, 7, Milestone.Delivery);
    expect(dropped).toMatchObject({ sequence: 1, version: { Early: '2026-12-01', cancelled: true } });
    expect(calendarStatus((dropped as { version: CalendarVersion }).version)).toBe('CANCELLED');
    expect(nextCalendarEntry(dropped, null, 7, Milestone.Delivery)).toBe(dropped);
    expect(nextCalendarEntry(null, null, 7, Milestone.Delivery)).toBeNull();
    const back = nextCalendarEntry(dropped, calendarVersionOf(estimated, null, false), 7, Milestone.Delivery);
    expect(back).toMatchObject({ sequence: 2, version: { cancelled: false } });
  });

  it('an estimated date is a TENTATIVE all-day event ending the day after Late; a window is a timed CONFIRMED one', () => {
    const version = calendarVersionOf(estimated, null, false) as CalendarVersion;
    expect(calendarStatus(version)).toBe('TENTATIVE');
    expect(calendarSpan(version)).toEqual({
      kind: 'allDay',
      start: '2026-12-01',
      endExclusive: '2026-12-04',
    });
    const timed = calendarVersionOf(
      { ...estimated, StatusDate: { Early: d('2026-12-31'), Late: d('2026-12-31') }, DateType: 'Scheduled' },
      WINDOW,
      false,
    ) as CalendarVersion;
    expect(calendarStatus(timed)).toBe('CONFIRMED');
    expect(calendarSpan(timed)).toEqual({
      kind: 'timed',
      date: '2026-12-31',
      startMinutes: 480,
      endMinutes: 600,
    });
  });

  it('the title names the equipment, the step and its date state; the description the reference and the dashboard', () => {
    const version = calendarVersionOf(estimated, null, false) as CalendarVersion;
    expect(calendarSummary(Milestone.DropOff, EquipmentType.ReloCube, version)).toBe(
      'Relomove: ReloCube drop-off (estimated)',
    );
    expect(
      calendarSummary(Milestone.Delivery, EquipmentType.Trailer, {
        ...version,
        DateType: DateState.Scheduled,
      }),
    ).toBe('Relomove: trailer delivery (scheduled)');
    expect(calendarSummary(Milestone.Delivery, EquipmentType.Trailer, { ...version, cancelled: true })).toBe(
      'Relomove: trailer delivery (cancelled)',
    );
    expect(calendarDescription(42, version, 'https://relomove.example/dashboard')).toBe(
      'Relomove reservation 42. Estimated 12/01/2026 - 12/03/2026. Follow your move at https://relomove.example/dashboard',
    );
  });
});

describe('the date state a milestone is told in (issue 27: the dashboard says what its calendar file says)', () => {
  const window = { EarlyTime: '0800', LateTime: '1000' };
  const day = (DateType: DateState, Early: string | null, Late: string | null = Early) => ({
    StatusDate: {
      Early: Early === null ? null : isoDate(Early),
      Late: Late === null ? null : isoDate(Late),
    },
    DateType,
  });

  it('a window booked for its one-day estimated date is the appointment itself: Scheduled, as the .ics is timed', () => {
    const estimated = day(DateState.Estimated, '2026-12-21');
    expect(toldDateState(estimated, window)).toBe(DateState.Scheduled);
    expect(calendarVersionOf({ ...estimated, Status: MilestoneState.Future }, window, false)?.DateType).toBe(
      toldDateState(estimated, window),
    );
  });

  it('without a booked window, over several days, complete or not dated, the milestone keeps its own state', () => {
    expect(toldDateState(day(DateState.Estimated, '2026-12-21'), null)).toBe(DateState.Estimated);
    expect(toldDateState(day(DateState.Estimated, '2026-12-21', '2026-12-23'), window)).toBe(
      DateState.Estimated,
    );
    expect(toldDateState(day(DateState.Complete, '2026-12-21'), window)).toBe(DateState.Complete);
    expect(toldDateState(day(DateState.Unknown, null), window)).toBe(DateState.Unknown);
    expect(toldDateState(day(DateState.Scheduled, '2026-12-21'), window)).toBe(DateState.Scheduled);
  });
});
