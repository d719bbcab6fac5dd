/**
 * Issue 13 "Pickup request" (§1 pre-pickup and post-pickup tool pages, pickup prompt-to-call and pickup
 * request banner; §4 Pickup/delivery scheduling PromptToCall, ReadyToRequest, Requested, Completed; §7 POST
 * shipments/{qId}/{target}/pickup). Where the customer stands with the pickup of the loaded equipment from
 * their home, and which days they may ask for, from the shipment and an instant. Pure: the instant, the
 * station and the rate card's rule come in as data.
 *
 * The rule (ours, docs/decisions.md "Pickup request and the pre/post-pickup pages"):
 * - A request can be made online once the equipment is at the customer's home (DropOff complete) and until
 *   it is picked up, when no pickup date is set yet.
 * - The days offered are the origin station's working days (§3 StationDetail ServiceDays and Holidays) from
 *   the first one after the drop-off to `maxExtraDays` working days past the end of the loading time (the rate
 *   card's loading days after the drop-off: U-Pack's "up to 3 business days", tracking.md; or the pickup day
 *   booked, when later).
 * - Each day must be asked for before its cut-off: `localHour`:00 at the station's local time,
 *   `businessDaysBefore` business days before it (like the move-edit cut-off, RateCard.moveEdits).
 * - A day past the loading time costs `extraDayFee` per working day per ReloCube, or per trailer (U-Pack's
 *   $50 and $250 a day, tracking.md). The cost is shown, never charged here.
 * - No day left: too late to request online (PromptToCall). A failed attempt also asks for a call.
 */
import { addDays, businessDaysBefore } from '../calendar/business-days';
import { formatMMDDYYYY } from '../calendar/formats';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import {
  addStationDays,
  type StationCalendar,
  stationCalendarOf,
  stationDayOnOrAfter,
} from '../calendar/station-days';
import { stationTimeZone, zonedInstant } from '../calendar/time-zones';
import { type Cents, multiply, ZERO } from '../money/money';
import { EquipmentType } from '../quote/enums';
import type { IsoWeekday } from '../quote/types';
import type { PickupRequestRule } from '../rating/rate-card';
import { assertNever } from '../shared/assert-never';
import { enumOf, type ValueOf } from '../shared/enum';
import { DateState, EventStatus, MilestoneState, SchedulingState } from './enums';
import { dateOfInstant } from './instant';
import { rebasedSchedule } from './rebased-schedule';
import type { Shipment } from './shipment-lifecycle';

export type { PickupRequestRule } from '../rating/rate-card';
export { PICKUP_REQUESTS_DEFAULT } from '../rating/rate-card';

/**
 * §7 POST shipments/{qId}/{target}/pickup's `target` (ours: docs/decisions.md): 'origin', the pickup of the
 * loaded equipment from the customer's home. The empty equipment's pickup at the destination is arranged by
 * phone.
 */
export const PickupTarget = enumOf('origin');
export type PickupTarget = ValueOf<typeof PickupTarget>;
export const PICKUP_TARGETS: readonly PickupTarget[] = Object.values(PickupTarget);

/** What the pickup days are counted with: the origin station, the loading days, the rule and now. */
export interface PickupBasis {
  /** The origin station's calendar and state (for its local time); null: Monday to Friday, Central time. */
  readonly station: {
    readonly ServiceDays: readonly IsoWeekday[];
    readonly Holidays: readonly IsoDate[];
    readonly StateCode: string;
    /** Issue 27: the station's IANA time zone, when known (else its state's). */
    readonly TimeZone?: string | undefined;
  } | null;
  /** Loading business days the rate card allows for the equipment (RateCard.loading). */
  readonly loadingDays: number;
  readonly rule: PickupRequestRule;
  /** Now, an ISO-8601 instant. */
  readonly now: string;
}

/** One day the customer may ask for, with its extra days and their cost, and until when it can be asked for. */
export interface PickupDateChoice {
  readonly date: IsoDate;
  /** Working days past the end of the loading time (0 within it). */
  readonly extraDays: number;
  /** extraDays x the fee x the equipment count; zero within the loading time. */
  readonly extraCost: Cents;
  /** The instant (ISO-8601 in UTC) after which this day can no longer be asked for online. */
  readonly requestBy: string;
}

/** Why the customer is asked to call (PromptToCall). */
export const PickupCallReason = {
  /** The move starts at a service center: there is no pickup at home. */
  NoDoorPickup: 'NoDoorPickup',
  /** The equipment is not at the home yet. */
  NotDroppedOff: 'NotDroppedOff',
  /** Every day's cut-off has passed. */
  TooLate: 'TooLate',
  /** A pickup attempt failed: a new day is set by phone. */
  AttemptFailed: 'AttemptFailed',
  /** A partner carrier moves it (§3 non-carrier-limited): the pickup is arranged by phone (issue 13). */
  Untracked: 'Untracked',
} as const;
export type PickupCallReason = ValueOf<typeof PickupCallReason>;

/** The customer's words for each reason (ours); the page adds " at" and the phone number. */
export const PICKUP_CALL_MESSAGES: Readonly<Record<PickupCallReason, string>> = {
  NoDoorPickup: 'Your move starts at the service center, so there is no pickup from your home to request',
  NotDroppedOff:
    'You can request your pickup online once your equipment has been dropped off. To arrange it sooner, call us',
  TooLate: 'It is too late to request your pickup online. To arrange your pickup, call us',
  AttemptFailed: 'The pickup attempt did not happen. To set a new pickup day, call us',
  Untracked: 'A partner carrier picks up this move. To arrange your pickup, call us',
};

/** §4 Pickup/delivery scheduling for the pickup, with what each state needs to be shown. */
export type PickupRequestStatus =
  | {
      readonly state: typeof SchedulingState.ReadyToRequest;
      /** The days that can be asked for now, earliest first (never empty). */
      readonly dates: readonly PickupDateChoice[];
      /** The last day of the loading time: later days cost extraDayFee each. */
      readonly loadingEnds: IsoDate;
      /** The fee per extra working day for this move (per ReloCube times their number, or per trailer). */
      readonly extraDayFee: Cents;
    }
  | {
      readonly state: typeof SchedulingState.PromptToCall;
      readonly reason: PickupCallReason;
      readonly message: string;
    }
  | {
      readonly state: typeof SchedulingState.Requested;
      /** The pickup day set (the OriginPickup Scheduled date). */
      readonly date: IsoDate;
    }
  | {
      readonly state: typeof SchedulingState.Completed;
      /** The day the equipment was picked up. */
      readonly date: IsoDate;
    };

const call = (reason: PickupCallReason): PickupRequestStatus => ({
  state: SchedulingState.PromptToCall,
  reason,
  message: PICKUP_CALL_MESSAGES[reason],
});

/** The station's working calendar (Monday to Friday with no holidays when the station is not known). */
export function pickupCalendar(basis: Pick<PickupBasis, 'station'>): StationCalendar {
  return stationCalendarOf(basis.station);
}

/** The instant a pickup day can no longer be asked for online (the rule's cut-off before it). */
export function pickupRequestCutoff(date: IsoDate, basis: Pick<PickupBasis, 'station' | 'rule'>): string {
  const { rule } = basis;
  const day =
    rule.businessDaysBefore > 0
      ? businessDaysBefore(date, rule.businessDaysBefore, basis.station?.Holidays ?? [])
      : date;
  return zonedInstant(day, rule.localHour * 60, stationTimeZone(basis.station));
}

/** The fee of one extra working day for the move's equipment. */
export function extraDayFeeOf(
  plan: Pick<Shipment['plan'], 'Equipment' | 'EquipQuantity'>,
  rule: PickupRequestRule,
): Cents {
  return plan.Equipment === EquipmentType.Trailer
    ? rule.extraDayFee.Trailer
    : multiply(rule.extraDayFee.ReloCube, plan.EquipQuantity);
}

/**
 * The days that can be asked for after a drop-off on `dropOff`, at `basis.now`: the station's working days
 * from the first after the drop-off to `maxExtraDays` past the end of the loading time, whose cut-off has
 * not passed; each with its extra days and their cost. The loading time ends `loadingDays` working days
 * after the drop-off, or on the pickup day booked (`bookedPickup`) when that is later: the customer keeps
 * what they booked.
 */
export function pickupDateChoices(
  dropOff: IsoDate,
  fee: Cents,
  basis: PickupBasis,
  bookedPickup: IsoDate | null = null,
): { readonly loadingEnds: IsoDate; readonly dates: readonly PickupDateChoice[] } {
  const calendar = pickupCalendar(basis);
  const standard = addStationDays(dropOff, Math.max(1, basis.loadingDays), calendar);
  const booked = bookedPickup ? stationDayOnOrAfter(bookedPickup, calendar) : null;
  const loadingEnds = booked && compareIsoDates(booked, standard) > 0 ? booked : standard;
  const last = addStationDays(loadingEnds, Math.max(0, basis.rule.maxExtraDays), calendar);
  const now = Date.parse(basis.now);
  const dates: PickupDateChoice[] = [];
  let extraDays = 0;
  for (
    let date = addStationDays(dropOff, 1, calendar);
    compareIsoDates(date, last) <= 0;
    date = addStationDays(addDays(date, 1), 0, calendar)
  ) {
    if (compareIsoDates(date, loadingEnds) > 0) extraDays += 1;
    const requestBy = pickupRequestCutoff(date, basis);
    if (now >= Date.parse(requestBy)) continue;
    dates.push({ date, extraDays, extraCost: extraDays === 0 ? ZERO : multiply(fee, extraDays), requestBy });
  }
  return { loadingEnds, dates };
}

/**
 * §4 Pickup/delivery scheduling of the origin pickup, at `basis.now`:
 * - Completed once OriginPickup is complete;
 * - PromptToCall when the move has no pickup at home (terminal origin), or a pickup attempt failed;
 * - Requested once a pickup day is set (OriginPickup Scheduled: the customer's request, or staff's);
 * - PromptToCall before the drop-off is complete;
 * - ReadyToRequest while some day can still be asked for, else PromptToCall (too late).
 */
export function pickupRequestStatus(shipment: Shipment, basis: PickupBasis): PickupRequestStatus {
  const pickup = shipment.milestones.OriginPickup;
  if (pickup.Status === MilestoneState.Disabled) return call(PickupCallReason.NoDoorPickup);
  if (!shipment.plan.Trackable) return call(PickupCallReason.Untracked);
  if (pickup.Status === MilestoneState.Complete) {
    return {
      state: SchedulingState.Completed,
      date: pickup.completedAt ? dateOfInstant(pickup.completedAt) : (pickup.StatusDate.Late as IsoDate),
    };
  }
  if (pickup.exception?.status === EventStatus.Failed) return call(PickupCallReason.AttemptFailed);
  if (pickup.DateType === DateState.Scheduled && pickup.StatusDate.Early) {
    return { state: SchedulingState.Requested, date: pickup.StatusDate.Early };
  }
  const dropOff = shipment.milestones.DropOff;
  if (dropOff.Status !== MilestoneState.Complete || !dropOff.completedAt) {
    return call(PickupCallReason.NotDroppedOff);
  }
  const fee = extraDayFeeOf(shipment.plan, basis.rule);
  const { loadingEnds, dates } = pickupDateChoices(
    dateOfInstant(dropOff.completedAt),
    fee,
    basis,
    // Issue 27: the pickup day the booking's loading days give after the real drop-off (rebased-schedule.ts).
    rebasedSchedule(shipment.plan, shipment.milestones).PickupDate,
  );
  if (dates.length === 0) return call(PickupCallReason.TooLate);
  return { state: SchedulingState.ReadyToRequest, dates, loadingEnds, extraDayFee: fee };
}

/** Why a pickup request is refused, with nothing recorded. */
export type PickupRequestRefused =
  | { readonly kind: 'PickupRequestClosed'; readonly state: SchedulingState; readonly message: string }
  | { readonly kind: 'PickupDateNotOffered'; readonly message: string };

/** The words of a refusal when the pickup cannot be requested online now. */
export function pickupClosedMessage(status: PickupRequestStatus): string {
  switch (status.state) {
    case SchedulingState.Requested:
      return `Your pickup is already requested for ${formatMMDDYYYY(status.date)}. To change it, call us`;
    case SchedulingState.Completed:
      return `Your equipment was picked up on ${formatMMDDYYYY(status.date)}: there is no pickup to request`;
    case SchedulingState.PromptToCall:
      return status.message;
    case SchedulingState.ReadyToRequest:
      return '';
    default:
      return assertNever(status, 'pickup state');
  }
}

/**
 * Whether `date` can be asked for now: the chosen day when the status is ReadyToRequest and offers it, else
 * the refusal in words (the §5 line's message; the adapter adds the field 'PickupDate').
 */
export function choosePickupDate(
  status: PickupRequestStatus,
  date: IsoDate,
): { ok: true; choice: PickupDateChoice } | { ok: false; refused: PickupRequestRefused } {
  if (status.state !== SchedulingState.ReadyToRequest) {
    return {
      ok: false,
      refused: { kind: 'PickupRequestClosed', state: status.state, message: pickupClosedMessage(status) },
    };
  }
  const choice = status.dates.find((d) => compareIsoDates(d.date, date) === 0);
  if (choice) return { ok: true, choice };
  const first = status.dates[0] as PickupDateChoice;
  const last = status.dates[status.dates.length - 1] as PickupDateChoice;
  return {
    ok: false,
    refused: {
      kind: 'PickupDateNotOffered',
      message: `Choose a pickup day the service center works, from ${formatMMDDYYYY(first.date)} to ${formatMMDDYYYY(last.date)}`,
    },
  };
}
