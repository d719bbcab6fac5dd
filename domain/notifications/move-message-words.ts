/**
 * Issue 14: the small words the messages about a booked move share: a milestone, a tracked field, the lane and
 * a calendar entry in a customer's words, and the station zone a milestone's times are read in.
 */
import { clockAt } from '../calendar/appointment-time';
import { formatWeekdayMonDay } from '../calendar/formats';
import type { IsoDate } from '../calendar/iso-date';
import { Milestone } from '../shipment/enums';
import { instantInZone } from '../shipment/instant';
import type { CalendarFact, MoveFacts } from './move-plan';

export const MILESTONE_WORDS: Readonly<Record<Milestone, string>> = {
  DropOff: 'drop-off',
  CustomerLoading: 'loading',
  TerminalLoading: 'loading at the service center',
  OriginPickup: 'pickup',
  Transit: 'transit',
  Storage: 'storage',
  Delivery: 'delivery',
  CustomerUnloading: 'unloading',
  TerminalUnloading: 'unloading at the service center',
  DestinationPickup: 'pickup at the destination service center',
};

export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A tracked field (move-edit-fields.ts MoveEditField) in a customer's words. */
export function changedFieldWords(field: string): string {
  const words: Record<string, string> = {
    SpotDate: 'drop-off date',
    PickupDate: 'pickup date',
    OriginAppointment: 'drop-off window',
    LiveLoad: 'loading',
    GuaranteedDelivery: 'guaranteed delivery',
    LinearFeet: 'trailer space',
    NumCubes: 'number of ReloCubes',
    Liability: 'liability coverage',
    Storage: 'storage',
    DestinationDelivery: 'delivery',
    OriginAddress: 'origin address',
    DestinationAddress: 'destination address',
    Contact: 'contact details',
    WeightTickets: 'weight tickets',
  };
  return words[field] ?? field;
}

/** 'Kansas City, MO to Denver, CO'. */
export function laneOf(facts: Pick<MoveFacts, 'origin' | 'destination'>): string {
  return `${facts.origin.city}, ${facts.origin.state} to ${facts.destination.city}, ${facts.destination.state}`;
}

/** '8:00 AM' from a station-local 'HH:MM'. */
function clockWords(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return clockAt(h, m);
}

/**
 * A calendar entry in words at its station: 'Friday, Dec 4, 8:00 AM to 10:00 AM' for a window,
 * 'Friday, Dec 4' for a day, 'Friday, Dec 4 to Monday, Dec 7' for several days.
 */
export function whenWords(entry: CalendarFact, timeZone: string): string {
  if (entry.span.kind === 'timed') {
    const start = instantInZone(new Date(entry.span.startMs).toISOString(), timeZone);
    const end = instantInZone(new Date(entry.span.endMs).toISOString(), timeZone);
    const day = formatWeekdayMonDay(start.slice(0, 10) as IsoDate);
    return `${day}, ${clockWords(start.slice(11, 16))} to ${clockWords(end.slice(11, 16))}`;
  }
  const first = entry.span.start;
  const lastMs = Date.parse(`${entry.span.endExclusive}T00:00:00Z`) - 86_400_000;
  const last = new Date(lastMs).toISOString().slice(0, 10) as IsoDate;
  return last === first
    ? formatWeekdayMonDay(first)
    : `${formatWeekdayMonDay(first)} to ${formatWeekdayMonDay(last)}`;
}

/** The station time zone a milestone's times are read in (the .ics files' zone for it). */
export function zoneOf(facts: MoveFacts, milestone: Milestone): string {
  const destination: readonly Milestone[] = [
    Milestone.Delivery,
    Milestone.CustomerUnloading,
    Milestone.TerminalUnloading,
    Milestone.DestinationPickup,
    Milestone.Storage,
  ];
  return destination.includes(milestone) ? facts.destination.timeZone : facts.origin.timeZone;
}
