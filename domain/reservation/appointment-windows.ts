import { type StoredTime, windowClock } from '../calendar/appointment-time';
import { type Cents, ZERO } from '../money/money';
import { spotAppointmentFee } from '../pricing/fees';
import { AppointmentWindow } from '../quote/enums';
import type { SpotAppointment } from '../quote/types';
import { enumOf, type ValueOf } from '../shared/enum';

/**
 * Appointment windows (§3 Appointment, §9 guaranteed spot appointment fee; issue 11): what a station offers
 * on a date at one end of a move. Unspecified and Open are free and always offered; two-hour and one-hour
 * windows are slots of the station's service day, each served by a few crews, and cost TwoHourRate and
 * OneHourRate (rate card `appointments`). A slot whose bookings reach its crews is booked out.
 */

/** The station's service day for appointments, as stored times (§3: 4 digits, colon removed). Ours. */
export const SERVICE_DAY_START: StoredTime = '0800';
export const SERVICE_DAY_END: StoredTime = '1700';

/** Crews per window slot per station per day (ours: docs/decisions.md). */
export const CREWS_PER_SLOT = 2;

/** An end of the move: where the equipment is dropped off (origin) or delivered (destination). */
export const AppointmentEnd = enumOf('origin', 'destination');
export type AppointmentEnd = ValueOf<typeof AppointmentEnd>;
export const APPOINTMENT_ENDS: readonly AppointmentEnd[] = Object.values(AppointmentEnd);

/** One window a customer may choose. */
export interface AppointmentSlot {
  AppointmentWindow: AppointmentWindow;
  EarlyTime: StoredTime;
  LateTime: StoredTime;
  Rate: Cents;
  Available: boolean;
}

/** A window's identity among a station's slots of one day: its kind and its start. */
export interface SlotKey {
  AppointmentWindow: AppointmentWindow;
  EarlyTime: StoredTime;
}

const hhmm = (hour: number): StoredTime => `${String(hour).padStart(2, '0')}00`;

function slotsOf(lengthHours: number): { EarlyTime: StoredTime; LateTime: StoredTime }[] {
  const start = Number(SERVICE_DAY_START.slice(0, 2));
  const end = Number(SERVICE_DAY_END.slice(0, 2));
  const slots: { EarlyTime: StoredTime; LateTime: StoredTime }[] = [];
  for (let hour = start; hour + lengthHours <= end; hour += lengthHours) {
    slots.push({ EarlyTime: hhmm(hour), LateTime: hhmm(hour + lengthHours) });
  }
  return slots;
}

/** The paid windows of a service day: two-hour slots 08-10 ... 14-16, one-hour slots 08-09 ... 16-17. */
export const PAID_WINDOW_SLOTS: Readonly<
  Record<'TwoHourWindow' | 'OneHourWindow', readonly { EarlyTime: StoredTime; LateTime: StoredTime }[]>
> = {
  TwoHourWindow: slotsOf(2),
  OneHourWindow: slotsOf(1),
};

/** The key of a slot for counting bookings. */
export function slotKeyString(key: SlotKey): string {
  return `${key.AppointmentWindow}@${key.EarlyTime}`;
}

/** True when a window kind is a paid, capacity-limited slot. */
export function isPaidWindow(window: AppointmentWindow): window is 'TwoHourWindow' | 'OneHourWindow' {
  return window === AppointmentWindow.TwoHourWindow || window === AppointmentWindow.OneHourWindow;
}

/**
 * The windows offered for one station and date: Unspecified and Open (the whole service day, free), then
 * every two-hour and one-hour slot with its fee, Available while its bookings are below CREWS_PER_SLOT.
 * `booked` counts the bookings of each slot by slotKeyString.
 */
export function appointmentWindows(
  rates: Pick<SpotAppointment, 'OneHourRate' | 'TwoHourRate'>,
  booked: ReadonlyMap<string, number>,
  crewsPerSlot: number = CREWS_PER_SLOT,
): AppointmentSlot[] {
  const free = (window: AppointmentWindow): AppointmentSlot => ({
    AppointmentWindow: window,
    EarlyTime: SERVICE_DAY_START,
    LateTime: SERVICE_DAY_END,
    Rate: ZERO,
    Available: true,
  });
  const paid = (window: 'TwoHourWindow' | 'OneHourWindow'): AppointmentSlot[] =>
    PAID_WINDOW_SLOTS[window].map((slot) => ({
      AppointmentWindow: window,
      ...slot,
      Rate: spotAppointmentFee(window, rates),
      Available:
        (booked.get(slotKeyString({ AppointmentWindow: window, EarlyTime: slot.EarlyTime })) ?? 0) <
        crewsPerSlot,
    }));
  return [
    free(AppointmentWindow.Unspecified),
    free(AppointmentWindow.Open),
    ...paid(AppointmentWindow.TwoHourWindow),
    ...paid(AppointmentWindow.OneHourWindow),
  ];
}

/** The slot a window and times name, or null when the station has no such window. */
export function findSlot(
  window: AppointmentWindow,
  EarlyTime: string,
  LateTime: string,
): { EarlyTime: StoredTime; LateTime: StoredTime } | null {
  if (!isPaidWindow(window)) {
    return EarlyTime === SERVICE_DAY_START && LateTime === SERVICE_DAY_END ? { EarlyTime, LateTime } : null;
  }
  return PAID_WINDOW_SLOTS[window].find((s) => s.EarlyTime === EarlyTime && s.LateTime === LateTime) ?? null;
}

/** The message when a chosen window was booked out meanwhile (ours). */
export const SLOT_BOOKED_OUT_MESSAGE =
  'This appointment window has just been booked out; please choose another';
/** The message when a quote has no service center at the end asked about (ours). */
export const NO_STATION_TO_SCHEDULE_MESSAGE = 'This quote has no service center to schedule with';

/** How a window reads on the schedule step, the delivery tool and the Delivery Scheduled event. Ours. */
export const WINDOW_WORDS: Readonly<Record<AppointmentWindow, string>> = {
  Unspecified: 'No preference',
  Open: 'Any time during the day',
  TwoHourWindow: 'Two-hour window',
  OneHourWindow: 'One-hour window',
};

/**
 * A window with its times in the zone of the station that serves it, the zone named (issue 27): 'Two-hour
 * window 10:00 AM-12:00 PM MT'. `zone` is the short name (zoneShortName); a time that does not read is kept.
 */
export function timedWindowText(
  window: AppointmentWindow,
  times: { readonly EarlyTime: StoredTime; readonly LateTime: StoredTime },
  zone: string,
): string {
  return `${WINDOW_WORDS[window]} ${windowClock(times.EarlyTime, times.LateTime, zone)}`;
}

/**
 * A slot as the pickers list it, in two parts that a narrow screen may put on two lines (the times never
 * apart from their zone): a paid window's words and its times in its zone; a free one's words alone.
 */
export function slotParts(
  slot: Pick<AppointmentSlot, 'AppointmentWindow' | 'EarlyTime' | 'LateTime' | 'Rate'>,
  zone: string,
): { readonly words: string; readonly times: string | null } {
  return {
    words: WINDOW_WORDS[slot.AppointmentWindow],
    times: slot.Rate > 0 ? windowClock(slot.EarlyTime, slot.LateTime, zone) : null,
  };
}

/** A slot as the pickers list it, in one line: 'Two-hour window 8:00-10:00 AM MT', or 'Any time during the day'. */
export function slotText(
  slot: Pick<AppointmentSlot, 'AppointmentWindow' | 'EarlyTime' | 'LateTime' | 'Rate'>,
  zone: string,
): string {
  const { words, times } = slotParts(slot, zone);
  return times === null ? words : `${words} ${times}`;
}
