/**
 * Issue 13: which milestones a move goes through, and the dates its booking promises for each.
 * The §3 delivery types at each end (OriginDelivery, DestinationDelivery: Door or Terminal), the equipment
 * (ReloCube or Trailer) and storage decide it; a milestone that does not apply is Disabled with a plain reason.
 *
 *   origin door:        DropOff -> CustomerLoading -> OriginPickup -> Transit
 *   origin terminal:    TerminalLoading -> Transit   (the customer loads at the service center)
 *   storage chosen:     -> Storage                   (at the destination service center)
 *   destination door:   -> Delivery -> CustomerUnloading -> DestinationPickup (of the empty equipment)
 *   destination terminal: -> TerminalUnloading       (the customer unloads at the service center)
 */
import { err, ok, type Result } from 'neverthrow';
import { formatMMDDYYYY } from '../calendar/formats';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import type { MoveDates } from '../calendar/move-dates';
import type { StationCalendar } from '../calendar/station-days';
import { DeliveryType, EquipmentType } from '../quote/enums';
import { DashboardRestriction } from '../reservation/enums';
import { assertNever } from '../shared/assert-never';
import { DateState, MILESTONES, Milestone, type MilestoneStatusDate } from './enums';
import type { MoveTimeZones } from './move-time-zones';

/** The facts of a booked move that decide its milestones. */
export interface MoveShape {
  readonly OriginDelivery: DeliveryType;
  readonly DestinationDelivery: DeliveryType;
  readonly Equipment: EquipmentType;
  /** ReloCubes booked, or 1 for a trailer; only the wording of the reasons depends on it. */
  readonly EquipQuantity: number;
  /** Storage chosen (§3 Accessorials AddReloCubeStorage or AddTrailerStorage). */
  readonly Storage: boolean;
}

export type MilestoneApplicability =
  | { readonly milestone: Milestone; readonly applies: true }
  | { readonly milestone: Milestone; readonly applies: false; readonly reason: string };

/** "Your ReloCubes are", "Your ReloCube is", "Your trailer is". */
function equipmentSubject(shape: MoveShape): string {
  if (shape.Equipment === EquipmentType.Trailer) return 'Your trailer is';
  return shape.EquipQuantity === 1 ? 'Your ReloCube is' : 'Your ReloCubes are';
}

/**
 * Every milestone in lifecycle order (MILESTONES), each saying whether it applies to this move and, when
 * it does not, why, in words a customer reads on the milestone's dashboard view.
 */
export function milestoneApplicability(shape: MoveShape): readonly MilestoneApplicability[] {
  const subject = equipmentSubject(shape);
  const originDoor = shape.OriginDelivery === DeliveryType.Door;
  const destinationDoor = shape.DestinationDelivery === DeliveryType.Door;
  const reasons: Record<Milestone, string | null> = {
    DropOff: originDoor
      ? null
      : `${subject} loaded at the service center, so there is no drop-off at your home`,
    CustomerLoading: originDoor
      ? null
      : `${subject} loaded at the service center, so there is no loading at your home`,
    TerminalLoading: originDoor
      ? `${subject} dropped off at your home for loading, so there is no loading at the service center`
      : null,
    OriginPickup: originDoor
      ? null
      : `${subject} collected from the service center, so there is no pickup at your home`,
    Transit: null,
    Storage: shape.Storage
      ? null
      : 'Storage was not chosen for this move, so nothing is stored at the destination service center',
    Delivery: destinationDoor
      ? null
      : `${subject} unloaded at the destination service center, so there is no delivery to your home`,
    CustomerUnloading: destinationDoor
      ? null
      : `${subject} unloaded at the destination service center, so there is no unloading at your home`,
    TerminalUnloading: destinationDoor
      ? `${subject} delivered to your home for unloading, so there is no unloading at the service center`
      : null,
    DestinationPickup: destinationDoor
      ? null
      : `${subject} emptied at the destination service center, so there is no pickup of empty equipment at your home`,
  };
  return MILESTONES.map((milestone) => {
    const reason = reasons[milestone];
    return reason === null ? { milestone, applies: true } : { milestone, applies: false, reason };
  });
}

/** The origin and destination stations' working calendars (§3 StationDetail ServiceDays and Holidays). */
export interface PlanCalendars {
  readonly origin: StationCalendar;
  readonly destination: StationCalendar;
}

/** The input of a shipment plan: the move's shape, its booked schedule (§7 move dates) and whether it can be tracked. */
export interface ShipmentPlanInput extends MoveShape {
  /** The booked §3 move dates: SpotDate (drop-off), PickupDate, DeliveryDate and DeliveryDateMax. */
  readonly Schedule: MoveDates;
  /** False when the move is not followed by the carrier feed: the shipment state is then Unavailable. Default true. */
  readonly Trackable?: boolean;
  /**
   * Issue 27: the stations' working calendars, over which the booked spans are counted and laid again once
   * events are recorded (rebased-schedule.ts); Monday to Friday without holidays when left out.
   */
  readonly Calendars?: PlanCalendars;
  /** Issue 27: the zones of the move's service centers, in which the shipment's refusals say their times. */
  readonly TimeZones?: MoveTimeZones;
}

export interface ShipmentPlan extends MoveShape {
  readonly Schedule: MoveDates;
  readonly Trackable: boolean;
  /** The stations' working calendars, when known (rebased-schedule.ts). */
  readonly Calendars?: PlanCalendars;
  /** Issue 27: the zones of the move's service centers, in which the shipment's refusals say their times. */
  readonly TimeZones?: MoveTimeZones;
  /** The milestones that apply, in the order the move goes through them. */
  readonly sequence: readonly Milestone[];
  /** For each milestone that does not apply, why; null for those that apply. */
  readonly disabledReasons: Readonly<Record<Milestone, string | null>>;
}

export interface ShipmentPlanRefused {
  readonly kind: 'ShipmentPlanRefused';
  readonly message: string;
}

export const TRAILER_AT_TERMINAL_MESSAGE =
  'A trailer is dropped off and collected at the door only: choose Door at both ends, or ReloCubes';

/**
 * A move's shipment plan, or a refusal: a trailer with a terminal end (rate-options.ts offers trailers door
 * to door only), a quantity that is not a positive whole number, or a schedule out of order
 * (SpotDate <= PickupDate <= DeliveryDate <= DeliveryDateMax).
 */
export function planShipment(input: ShipmentPlanInput): Result<ShipmentPlan, ShipmentPlanRefused> {
  const refuse = (message: string) =>
    err<ShipmentPlan, ShipmentPlanRefused>({ kind: 'ShipmentPlanRefused', message });
  if (
    input.Equipment === EquipmentType.Trailer &&
    (input.OriginDelivery === DeliveryType.Terminal || input.DestinationDelivery === DeliveryType.Terminal)
  ) {
    return refuse(TRAILER_AT_TERMINAL_MESSAGE);
  }
  if (!Number.isSafeInteger(input.EquipQuantity) || input.EquipQuantity < 1) {
    return refuse(`EquipQuantity must be a whole number of at least 1, got ${input.EquipQuantity}`);
  }
  const s = input.Schedule;
  const order: ReadonlyArray<readonly [keyof MoveDates, IsoDate]> = [
    ['SpotDate', s.SpotDate],
    ['PickupDate', s.PickupDate],
    ['DeliveryDate', s.DeliveryDate],
    ['DeliveryDateMax', s.DeliveryDateMax],
  ];
  for (let i = 1; i < order.length; i++) {
    const [earlierName, earlier] = order[i - 1] as readonly [keyof MoveDates, IsoDate];
    const [laterName, later] = order[i] as readonly [keyof MoveDates, IsoDate];
    if (compareIsoDates(later, earlier) < 0) {
      return refuse(
        `The schedule is out of order: ${laterName} ${formatMMDDYYYY(later)} is before ${earlierName} ${formatMMDDYYYY(earlier)}`,
      );
    }
  }
  const applicability = milestoneApplicability(input);
  const disabledReasons = Object.fromEntries(
    applicability.map((a) => [a.milestone, a.applies ? null : a.reason]),
  ) as Record<Milestone, string | null>;
  return ok({
    OriginDelivery: input.OriginDelivery,
    DestinationDelivery: input.DestinationDelivery,
    Equipment: input.Equipment,
    EquipQuantity: input.EquipQuantity,
    Storage: input.Storage,
    Schedule: { ...s },
    Trackable: input.Trackable ?? true,
    ...(input.Calendars ? { Calendars: input.Calendars } : {}),
    ...(input.TimeZones ? { TimeZones: input.TimeZones } : {}),
    sequence: applicability.filter((a) => a.applies).map((a) => a.milestone),
    disabledReasons,
  });
}

/**
 * Whether a reservation's shipment is followed by the carrier feed (ours: docs/decisions.md): not for a
 * non-carrier reservation (§4 NonAbfLimited), whose carrier reports to nobody here.
 */
export function isTrackable(restriction: DashboardRestriction | null): boolean {
  return restriction !== DashboardRestriction.NonAbfLimited;
}

export interface MilestoneEstimate {
  readonly StatusDate: MilestoneStatusDate;
  readonly DateType: DateState;
}

const UNKNOWN: MilestoneEstimate = { StatusDate: { Early: null, Late: null }, DateType: DateState.Unknown };
const NOT_APPLICABLE: MilestoneEstimate = {
  StatusDate: { Early: null, Late: null },
  DateType: DateState.NotApplicable,
};
const estimated = (Early: IsoDate, Late: IsoDate): MilestoneEstimate => ({
  StatusDate: { Early, Late },
  DateType: DateState.Estimated,
});

/**
 * The dates the booking promises for a milestone: the window in which it is expected to take place
 * (§4 date state Estimated), Unknown where the booked schedule does not say, NotApplicable when Disabled.
 * With storage, what follows it waits for the customer's call, so those dates are Unknown.
 */
export function bookedEstimate(plan: ShipmentPlan, milestone: Milestone): MilestoneEstimate {
  if (plan.disabledReasons[milestone] !== null) return NOT_APPLICABLE;
  const { SpotDate, PickupDate, DeliveryDate, DeliveryDateMax } = plan.Schedule;
  switch (milestone) {
    case Milestone.DropOff:
      return estimated(SpotDate, SpotDate);
    case Milestone.CustomerLoading:
    case Milestone.TerminalLoading:
      return estimated(SpotDate, PickupDate);
    case Milestone.OriginPickup:
      return estimated(PickupDate, PickupDate);
    case Milestone.Transit:
      return estimated(PickupDate, DeliveryDateMax);
    case Milestone.Delivery:
    case Milestone.TerminalUnloading:
      return plan.Storage ? UNKNOWN : estimated(DeliveryDate, DeliveryDateMax);
    case Milestone.Storage:
    case Milestone.CustomerUnloading:
    case Milestone.DestinationPickup:
      return UNKNOWN;
    default:
      return assertNever(milestone, 'milestone');
  }
}
