import type { MoveType } from '../quote/enums';
import type { IsoWeekday } from '../quote/types';
import { FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS } from './delivery-window';
import { compareIsoDates, type IsoDate } from './iso-date';
import { addStationDays, type StationCalendar, stationDayOnOrAfter, WEEKDAYS } from './station-days';

/**
 * The §7 move-dates call, as a rule: from the requested spot (drop-off) date, the pickup date and the
 * carrier's transit time, the dates a customer sees. Business days are each station's own (§3 StationDetail
 * ServiceDays and Holidays, ./station-days.ts): the origin's for spot and pickup, the destination's for delivery.
 */
/** Loading business days when the rate card does not say (rate card `loading`, LOADING_DAYS_DEFAULT). */
export const LOADING_BUSINESS_DAYS = 3;

export interface MoveDatesInput {
  SpotDate: IsoDate;
  /** A pickup date the customer asked for, or null for the standard loading time. */
  PickupDate: IsoDate | null;
  /** The driver waits while the customer loads: pickup the same day as the spot. */
  IsLiveLoad: boolean;
  ShouldForceSameDayPickup: boolean;
  /**
   * §1 move type, DD (door) or TT (terminal). Both are served on the stations' working days, so the dates do
   * not depend on it (ours: docs/decisions.md); it is kept because the §7 call carries it.
   */
  MoveType?: MoveType;
  /** Carrier transit time in business days. */
  TransTime: number;
  OriginHolidays: readonly IsoDate[];
  DestinationHolidays: readonly IsoDate[];
  /** §3 StationDetail ServiceDays (ISO weekdays); Monday to Friday when left out. */
  OriginServiceDays?: readonly IsoWeekday[];
  DestinationServiceDays?: readonly IsoWeekday[];
  /** Loading days allowed by the equipment (rate card `loading`); LOADING_BUSINESS_DAYS when left out. */
  LoadingDays?: number;
}

export interface MoveDates {
  SpotDate: IsoDate;
  PickupDate: IsoDate;
  DeliveryDate: IsoDate;
  DeliveryDateMax: IsoDate;
}

/** The origin and destination station calendars of a move-dates input. */
export function moveCalendars(input: MoveDatesInput): {
  origin: StationCalendar;
  destination: StationCalendar;
} {
  return {
    origin: { ServiceDays: input.OriginServiceDays ?? WEEKDAYS, Holidays: input.OriginHolidays },
    destination: {
      ServiceDays: input.DestinationServiceDays ?? WEEKDAYS,
      Holidays: input.DestinationHolidays,
    },
  };
}

/**
 * SpotDate moves to the first origin working day on or after the request. PickupDate is the spot date
 * for a live load (or when forced), else the requested pickup date if it leaves at least one loading day,
 * else the spot date plus the loading days. Delivery is the §9 free estimated window (transit time to
 * transit time plus 2 business days) counted from pickup in the destination station's working days.
 */
export function moveDates(input: MoveDatesInput): MoveDates {
  const { origin, destination } = moveCalendars(input);
  const loading = input.LoadingDays ?? LOADING_BUSINESS_DAYS;
  const spot = stationDayOnOrAfter(input.SpotDate, origin);
  let pickup: IsoDate;
  if (input.IsLiveLoad || input.ShouldForceSameDayPickup) {
    pickup = spot;
  } else {
    const earliest = addStationDays(spot, 1, origin);
    const standard = addStationDays(spot, loading, origin);
    const asked = input.PickupDate ? stationDayOnOrAfter(input.PickupDate, origin) : null;
    pickup = asked && compareIsoDates(asked, earliest) >= 0 ? asked : standard;
  }
  return {
    SpotDate: spot,
    PickupDate: pickup,
    DeliveryDate: addStationDays(pickup, input.TransTime, destination),
    DeliveryDateMax: addStationDays(
      pickup,
      input.TransTime + FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS,
      destination,
    ),
  };
}

/**
 * The pickup dates a customer may choose for a spot date (issue 11 schedule step): the spot date itself
 * (live load), then each origin working day from one to `loadingDays` days after the spot.
 */
export function pickupChoices(spot: IsoDate, loadingDays: number, origin: StationCalendar): IsoDate[] {
  const choices = [stationDayOnOrAfter(spot, origin)];
  // Each the next working day after the one before: addStationDays(first, n) walked again from the first
  // for every n (issue 28: 30 loading days were some 30 ms of a phone's render of the schedule step).
  for (let n = 1; n <= loadingDays; n++) choices.push(addStationDays(choices[n - 1] as IsoDate, 1, origin));
  return choices;
}

/**
 * The pickup once the customer moves the drop-off date (the schedule step, issue 11, and Change my move,
 * issue 13): the pickup day they chose stays when the new drop-off still allows it (one of its loading days);
 * otherwise the pickup keeps its number of loading days after the new drop-off (a pickup that was not a
 * loading day of the old drop-off gets all of them, the standard). Never a silent change to fewer days.
 */
export function pickupAfterSpotChange(change: {
  spot: IsoDate;
  pickup: IsoDate;
  newSpot: IsoDate;
  loadingDays: number;
  origin: StationCalendar;
}): IsoDate {
  const allowed = pickupChoices(change.newSpot, change.loadingDays, change.origin).slice(1);
  if (allowed.includes(change.pickup)) return change.pickup;
  const days = pickupChoices(change.spot, change.loadingDays, change.origin).indexOf(change.pickup);
  return allowed[(days < 1 ? change.loadingDays : days) - 1] ?? change.newSpot;
}
