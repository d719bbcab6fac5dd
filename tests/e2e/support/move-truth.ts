/**
 * Issue 27 "follow a move": what a booked move's dates must be, worked out by the test from what it recorded
 * (the booked schedule, the days it passed to `relomove shipment event`, the stations' service days, holidays
 * and IANA time zones), written here on their own with plain date arithmetic and Intl, never with the
 * product's domain or UI code, so that a wrong rule in the product cannot also be the test's expectation.
 */

/** A station's working calendar as the booking recorded it (§3 StationDetail ServiceDays, Holidays, TimeZone). */
export interface StationCalendar {
  readonly ServiceDays: readonly number[];
  readonly Holidays: readonly string[];
  readonly TimeZone: string;
}

const DAY_MS = 86_400_000;
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `iso` plus `days` calendar days. */
export const plusDays = (iso: string, days: number) => isoOf(dayMs(iso) + days * DAY_MS);

/** True when the station works on `iso` (a service day that is not a holiday). */
export function works(iso: string, at: StationCalendar): boolean {
  return at.ServiceDays.includes(new Date(dayMs(iso)).getUTCDay()) && !at.Holidays.includes(iso);
}

/** The station's `n`th working day after `iso` (before it when `n` is negative); `iso` itself for 0. */
export function workingDays(iso: string, n: number, at: StationCalendar): string {
  let day = iso;
  for (let left = Math.abs(n); left > 0; ) {
    day = plusDays(day, Math.sign(n));
    if (works(day, at)) left--;
  }
  return day;
}

/** How many of the station's working days lie after `from` up to and including `to`. */
export function workingDaysBetween(from: string, to: string, at: StationCalendar): number {
  let count = 0;
  for (let day = from; day < to; ) {
    day = plusDays(day, 1);
    if (works(day, at)) count++;
  }
  return count;
}

/** The zone's offset from UTC at `instantMs`, as '-08:00'. */
function offsetAt(instantMs: number, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instantMs))
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = (name ?? 'GMT').replace('GMT', '');
  return offset === '' ? '+00:00' : offset;
}

/** The instant of wall-clock `hhmm` on `iso` in `zone`, written with the zone's offset ('2026-12-03T10:00:00-08:00'). */
export function localInstant(iso: string, hhmm: string, zone: string): string {
  const guess = Date.parse(`${iso}T${hhmm}:00Z`);
  // The offset an hour either side of a change is the same one for any wall time a station works at.
  return `${iso}T${hhmm}:00${offsetAt(guess, zone)}`;
}

/** '2026-12-03' -> '12/03/2026', as a customer reads a date (§4). */
export const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The booked schedule (§3 SpotDate, PickupDate, DeliveryDate, DeliveryDateMax). */
export interface Schedule {
  readonly spot: string;
  readonly pickup: string;
  readonly delivery: string;
  readonly deliveryMax: string;
}

/** The booked spans, in working days: loading at the origin, transit and the window's spread at the destination. */
export interface Spans {
  readonly loading: number;
  readonly transit: number;
  readonly spread: number;
}

export function spansOf(booked: Schedule, origin: StationCalendar, destination: StationCalendar): Spans {
  return {
    loading: workingDaysBetween(booked.spot, booked.pickup, origin),
    transit: workingDaysBetween(booked.pickup, booked.delivery, destination),
    spread: workingDaysBetween(booked.delivery, booked.deliveryMax, destination),
  };
}

/** The days staff recorded (each the station's local date of the event), as far as the move has got. */
export interface Recorded {
  dropOffStarted?: string;
  dropOffDone?: string;
  loadingDone?: string;
  pickedUp?: string;
  arrived?: string;
  deliveryScheduled?: string;
  delivered?: string;
  unloaded?: string;
  emptyCollected?: string;
}

const latest = (...days: Array<string | undefined>) =>
  days.filter((d): d is string => d !== undefined).reduce((a, b) => (a > b ? a : b));

/**
 * The schedule that is true after `recorded`: the booking's until something happened; then the drop-off is
 * the day it happened (or began), the pickup the day it happened or the booked loading days after the
 * drop-off, and the delivery window the booked transit days and spread after the pickup, never before the
 * equipment arrived.
 */
export function trueSchedule(
  booked: Schedule,
  spans: Spans,
  recorded: Recorded,
  origin: StationCalendar,
  destination: StationCalendar,
): Schedule {
  const spot = recorded.dropOffDone ?? recorded.dropOffStarted ?? booked.spot;
  const pickup =
    recorded.pickedUp ??
    (spot === booked.spot
      ? booked.pickup
      : latest(workingDays(spot, spans.loading, origin), recorded.loadingDone));
  const laid = pickup === booked.pickup ? booked.delivery : workingDays(pickup, spans.transit, destination);
  const delivery = latest(laid, recorded.arrived);
  const deliveryMax =
    delivery === booked.delivery ? booked.deliveryMax : workingDays(delivery, spans.spread, destination);
  return { spot, pickup, delivery, deliveryMax };
}

/** The DTSTART/DTEND instants (ms since the epoch) of each VEVENT of an iCalendar text, by its SUMMARY. */
export function calendarTimes(
  ics: string,
): Array<{ summary: string; start: number | string | null; end: number | string | null }> {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => {
      const field = (name: string) => new RegExp(`^${name}([;:][^\\r\\n]*)$`, 'm').exec(block)?.[1] ?? null;
      return {
        summary: (field('SUMMARY') ?? '').replace(/^:/, ''),
        start: icsTime(field('DTSTART')),
        end: icsTime(field('DTEND')),
      };
    });
}

/**
 * An iCalendar DTSTART/DTEND value as an instant: UTC ('...Z'), or local with TZID (the wall time in that
 * zone); an all-day DATE stays its text ('2026-12-07').
 */
function icsTime(value: string | null): number | string | null {
  if (value === null) return null;
  const tzid = /TZID=([^;:]+)/.exec(value)?.[1];
  const stamp = value.slice(value.lastIndexOf(':') + 1);
  const m = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d)(\d\d)(Z?))?$/.exec(stamp);
  if (!m) return stamp;
  const [, y, mo, d, h, mi, , z] = m;
  const iso = `${y}-${mo}-${d}`;
  if (h === undefined) return iso;
  if (z === 'Z') return Date.parse(`${iso}T${h}:${mi}:00Z`);
  if (tzid) return Date.parse(localInstant(iso, `${h}:${mi}`, tzid));
  return Number.NaN; // floating time: no instant at all
}

/** What a booking recorded, read back over the API as the customer: the two stations and the booked schedule. */
export interface BookedPlan {
  readonly origin: StationCalendar;
  readonly destination: StationCalendar;
  readonly plan: Schedule;
  readonly spans: Spans;
}

/** Reads a booked move's stations (GET /api/moves/{id}) and booked milestone dates (GET /api/shipments/{id}). */
export async function bookedPlan(
  get: (path: string) => Promise<{ json(): Promise<unknown> }>,
  id: number,
): Promise<BookedPlan> {
  const move = (await (await get(`/api/moves/${id}`)).json()) as {
    reservation: {
      Details: {
        Origin: { StationDetail: StationCalendar };
        Destination: { StationDetail: StationCalendar };
      };
    };
  };
  const origin = move.reservation.Details.Origin.StationDetail;
  const destination = move.reservation.Details.Destination.StationDetail;
  const shipment = (await (await get(`/api/shipments/${id}`)).json()) as {
    Milestones: Array<{ Milestone: string; StatusDate: { Early: string; Late: string } }>;
  };
  const booked = (m: string) => shipment.Milestones.find((x) => x.Milestone === m)?.StatusDate;
  const plan: Schedule = {
    spot: booked('DropOff')?.Early ?? booked('TerminalLoading')?.Early ?? '',
    pickup: booked('OriginPickup')?.Early ?? '',
    delivery: booked('Delivery')?.Early ?? booked('TerminalUnloading')?.Early ?? '',
    deliveryMax: booked('Delivery')?.Late ?? booked('TerminalUnloading')?.Late ?? '',
  };
  return { origin, destination, plan, spans: spansOf(plan, origin, destination) };
}
