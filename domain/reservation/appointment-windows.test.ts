import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import {
  appointmentWindows,
  CREWS_PER_SLOT,
  findSlot,
  slotKeyString,
  slotParts,
  slotText,
  timedWindowText,
} from './appointment-windows';

const rates = { OneHourRate: cents(4900), TwoHourRate: cents(2900) };

describe('appointment windows (§3 Appointment, §9 OneHourRate and TwoHourRate)', () => {
  it('offers Unspecified and Open free, then two-hour and one-hour slots at their rates, times as 4 digits', () => {
    const windows = appointmentWindows(rates, new Map());
    expect(windows.slice(0, 3)).toEqual([
      { AppointmentWindow: 'Unspecified', EarlyTime: '0800', LateTime: '1700', Rate: 0, Available: true },
      { AppointmentWindow: 'Open', EarlyTime: '0800', LateTime: '1700', Rate: 0, Available: true },
      {
        AppointmentWindow: 'TwoHourWindow',
        EarlyTime: '0800',
        LateTime: '1000',
        Rate: 2900,
        Available: true,
      },
    ]);
    expect(windows.filter((w) => w.AppointmentWindow === 'TwoHourWindow')).toHaveLength(4);
    expect(windows.filter((w) => w.AppointmentWindow === 'OneHourWindow')).toHaveLength(9);
    for (const w of windows) expect(w.EarlyTime).toMatch(/^\d{4}$/);
  });

  it('books out a slot whose bookings reach its crews, and only that slot', () => {
    const key = slotKeyString({ AppointmentWindow: 'OneHourWindow', EarlyTime: '0900' });
    const windows = appointmentWindows(rates, new Map([[key, CREWS_PER_SLOT]]));
    const unavailable = windows.filter((w) => !w.Available);
    expect(unavailable).toEqual([
      {
        AppointmentWindow: 'OneHourWindow',
        EarlyTime: '0900',
        LateTime: '1000',
        Rate: 4900,
        Available: false,
      },
    ]);
  });

  it('knows only its own slots', () => {
    expect(findSlot('TwoHourWindow', '0800', '1000')).not.toBeNull();
    expect(findSlot('TwoHourWindow', '0900', '1100')).toBeNull();
    expect(findSlot('Open', '0800', '1700')).not.toBeNull();
  });

  it('a paid window reads with its times in the zone named, in two parts a phone keeps whole; a free one by its words (issue 27)', () => {
    const paid = {
      AppointmentWindow: 'TwoHourWindow',
      EarlyTime: '1000',
      LateTime: '1200',
      Rate: cents(2900),
    } as const;
    expect(slotParts(paid, 'MT')).toEqual({ words: 'Two-hour window', times: '10:00 AM-12:00 PM MT' });
    expect(slotText(paid, 'MT')).toBe('Two-hour window 10:00 AM-12:00 PM MT');
    expect(timedWindowText('TwoHourWindow', paid, 'MT')).toBe(slotText(paid, 'MT'));
    const free = { AppointmentWindow: 'Open', EarlyTime: '0800', LateTime: '1700', Rate: cents(0) } as const;
    expect(slotParts(free, 'CT')).toEqual({ words: 'Any time during the day', times: null });
    expect(slotText(free, 'CT')).toBe('Any time during the day');
  });
});
