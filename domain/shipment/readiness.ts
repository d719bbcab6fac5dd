/**
 * Issue 13 "Readiness checklist": what could make drop-off, pickup or delivery fail, each with a deadline.
 * Pure: today, the move's dates, ends, equipment and payments come in as data (no clock, no I/O).
 *
 * - Parking at each door end (a home, an apartment or a storage facility): the equipment needs a street or
 *   driveway space from drop-off until pickup at the origin, and from delivery until the empty equipment
 *   is collected at the destination. A terminal end needs none.
 * - The insect inspection form (§4 Inspection form states NotRequired, Required, Received): the spongy moth
 *   self-inspection checklist, needed when leaving the quarantine area (./inspection-form.ts decides it
 *   from the quarantine list; the checklist takes the decision as data).
 * - The payment method: one on file before drop-off; after a declined charge, another one now.
 * - The balance: paid before delivery can be scheduled (domain/payment/balance-rule.ts, U-Pack's rule).
 *
 * Deadlines (ours, docs/decisions.md) are counted back from the milestone each item protects; items come
 * ordered by deadline, those without one (not needed, or a date still unknown) last. A move booked after an
 * item's lead time had passed (short notice) has that item due by the last business day before the
 * milestone, never before the booking day: it is not overdue the day it was booked.
 */
import { addDays, businessDaysBefore } from '../calendar/business-days';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { type Cents, formatUsd } from '../money/money';
import { BuildingType, DeliveryType, EquipType } from '../quote/enums';
import { enumOf, type ValueOf } from '../shared/enum';
import { WEB_DELIVERY_LEAD_DAYS } from './delivery-appointment';
import { InspectionFormState, Milestone } from './enums';
import type { InspectionDecision } from './inspection-form';
import { standingPlace } from './readiness-quarantine';

/** Parking (or a street permit) is arranged this many business days before the equipment arrives (ours). */
export const PARKING_LEAD_BUSINESS_DAYS = 5;
/** The inspection form is filled in this many business days before the pickup (ours). */
export const INSPECTION_LEAD_BUSINESS_DAYS = 1;
/** A payment method is on file this many business days before drop-off (ours). */
export const PAYMENT_METHOD_LEAD_BUSINESS_DAYS = 1;
/**
 * The balance is paid this many days before the estimated delivery, so the delivery can still be booked
 * online for that day (the delivery tool books from today + WEB_DELIVERY_LEAD_DAYS).
 */
export const BALANCE_LEAD_DAYS = WEB_DELIVERY_LEAD_DAYS;
/** The length of street a trailer and the truck that leaves it need (ours, from the carriers' guidance). */
export const TRAILER_PARKING_FEET = 40;

export const ReadinessKind = enumOf(
  'OriginParking',
  'DestinationParking',
  'InspectionForm',
  'PaymentMethod',
  'Balance',
);
export type ReadinessKind = ValueOf<typeof ReadinessKind>;
/** The order of items with the same deadline: the order the move needs them. */
export const READINESS_KINDS: readonly ReadinessKind[] = [
  ReadinessKind.PaymentMethod,
  ReadinessKind.OriginParking,
  ReadinessKind.InspectionForm,
  ReadinessKind.Balance,
  ReadinessKind.DestinationParking,
];

/**
 * An item's state: Done, ToDo (the customer acts, by its deadline), Overdue, NotNeeded, or Automatic (it happens
 * without the customer: the balance charged to the card on file at Transit; ours, docs/decisions.md).
 */
export const ReadinessState = enumOf('Done', 'ToDo', 'Overdue', 'NotNeeded', 'Automatic');
export type ReadinessState = ValueOf<typeof ReadinessState>;
export const READINESS_STATES: readonly ReadinessState[] = Object.values(ReadinessState);

/** One end of the move as the checklist needs it. */
export interface ReadinessEnd {
  /** Door (at an address) or Terminal (at the service center). */
  readonly delivery: DeliveryType;
  readonly buildingType: BuildingType;
  /** Two-letter state (or province) code of the address or station. */
  readonly state: string;
  /** The end's station holidays (§3 StationDetail Holidays), skipped when counting business days. */
  readonly holidays: readonly IsoDate[];
}

export interface ReadinessInput {
  readonly today: IsoDate;
  /**
   * The day the move was booked (null when not known). A move booked after an item's usual lead time has
   * passed is booked at short notice: that item is due by the last business day before its milestone,
   * never before the booking day, instead of being overdue from the start.
   */
  readonly bookedOn: IsoDate | null;
  /** A cancelled move has no checklist. */
  readonly cancelled: boolean;
  readonly origin: ReadinessEnd;
  readonly destination: ReadinessEnd;
  readonly equipment: { readonly type: EquipType; readonly quantity: number };
  /** §3 SpotDate: the drop-off. */
  readonly dropOff: IsoDate;
  /** §3 PickupDate: the origin pickup. */
  readonly pickup: IsoDate;
  /** The first day of the delivery (scheduled or estimated); null while unknown (storage). */
  readonly delivery: IsoDate | null;
  /** An active payment method is on file (§3 PaymentMethods). */
  readonly paymentMethodOnFile: boolean;
  /** The move's payments (GET moves/{id}/payments); null while they are not known. */
  readonly payments: {
    /** §3 InvoiceAmountDue. */
    readonly due: Cents;
    /** Net captured so far (0 before the Transit charge). */
    readonly captured: Cents;
    /** §3 PaymentInfoRequired: the last charge was declined. */
    readonly paymentInfoRequired: boolean;
  } | null;
  /**
   * The §4 inspection form state and where the origin stands (issue 15: decided by the server from the
   * quarantine list and the stored form, GET moves/{id}/inspection); null while it is not known, and the
   * checklist then leaves the item out.
   */
  readonly inspection: InspectionDecision | null;
  /** Milestones already complete (from the shipment when it is known). */
  readonly complete: {
    readonly dropOff: boolean;
    readonly originPickup: boolean;
    readonly delivery: boolean;
    /** The whole move (§4 shipment state Completed): nothing is left to get ready, so there is no checklist. */
    readonly move: boolean;
  };
}

/** The milestone an item protects, and its day (null while unknown). */
export interface ReadinessMilestone {
  readonly milestone: Milestone;
  readonly date: IsoDate | null;
}

export interface ReadinessItem {
  readonly kind: ReadinessKind;
  readonly state: ReadinessState;
  /** A short title in plain words. */
  readonly title: string;
  /** What to do (or why nothing is), in plain words. */
  readonly detail: string;
  /** The last day to do it; null when not needed or when its milestone's day is unknown. */
  readonly deadline: IsoDate | null;
  readonly before: ReadinessMilestone | null;
  /** The customer can act online: the payment input page, or the insect inspection tool. */
  readonly action: 'pay' | 'inspection' | null;
  /** For the inspection form: the §4 Inspection form state. */
  readonly inspection?: InspectionFormState;
}

export const ReadinessText = {
  originParking: 'Parking at drop-off',
  destinationParking: 'Parking at delivery',
  inspection: 'Spongy moth inspection form',
  paymentMethod: 'Payment method',
  balance: 'Balance due',
  terminalParking: (where: 'load' | 'unload') =>
    `You ${where} at the service center: there is no parking or street permit to arrange.`,
  serviceParking: 'The equipment stays at the service center: there is no parking to arrange.',
  space: (equipment: ReadinessInput['equipment']) =>
    equipment.type === EquipType.Trailer
      ? `the trailer needs about ${TRAILER_PARKING_FEET} feet of level street or driveway, clear of low branches and wires`
      : equipment.quantity === 1
        ? 'your ReloCube needs one parking space'
        : `your ${equipment.quantity} ReloCubes need ${equipment.quantity} parking spaces side by side`,
  stay: (end: 'origin' | 'destination') =>
    end === 'origin' ? 'From drop-off until pickup' : 'From delivery until we collect the empty equipment',
  home: 'Keep your driveway clear, or if it goes on the street, get a street-use permit from your city (most cities need one).',
  apartment:
    'Ask your building manager where it can go, and if it goes on the street, get a street-use permit from your city.',
  storage: 'Ask the storage facility where it can be placed and tell them the date.',
  parkingDone: 'Done: the equipment was placed.',
  overdue: 'The deadline has passed: if it is not done yet, do it today or call us.',
  shortNotice: 'You booked this move at short notice, so please do it as soon as you can.',
  inspectionRequired: (place: string) =>
    `You are moving out of the spongy moth quarantine area (${place}). Federal rules (USDA APHIS, 7 CFR 301.45) ask you to inspect your outdoor items (furniture, grills, bikes, toys) for egg masses as you load, and to sign the self-inspection checklist before pickup. Fill it in online: it takes a few minutes.`,
  inspectionPartial: (state: string) =>
    `Parts of ${state} are in the spongy moth quarantine area and we could not tell your county, so we ask everyone moving from ${state}. Inspect your outdoor items (furniture, grills, bikes, toys) for egg masses as you load, and sign the self-inspection checklist (USDA APHIS, 7 CFR 301.45) before pickup. Fill it in online: it takes a few minutes.`,
  inspectionReceived: 'Done: we have your self-inspection checklist.',
  inspectionNotRequired:
    'Not needed: your move does not leave the spongy moth quarantine area (USDA APHIS, 7 CFR 301.45).',
  paymentOnFile: 'Done: your payment method is on file.',
  paymentMissing:
    'Add a card before drop-off: we charge it when your loaded equipment is in transit, and not before.',
  paymentDeclined:
    'Your last charge was declined: add another card now, so the balance can be paid and your delivery scheduled.',
  balancePaid: 'Done: your move is paid in full.',
  balanceAtTransit: (amount: string) =>
    `${amount} is charged to your payment method when your loaded equipment is in transit: nothing to do while your card is valid. Delivery can be scheduled once it is paid.`,
  balanceDue: (amount: string) =>
    `Pay the balance of ${amount}: delivery can be scheduled only once it is paid.`,
  balanceDateUnknown: ' The deadline follows once your delivery date is known.',
} as const;

const earlier = (a: IsoDate, b: IsoDate) => (compareIsoDates(a, b) <= 0 ? a : b);
const later = (a: IsoDate, b: IsoDate) => (compareIsoDates(a, b) >= 0 ? a : b);

/** To do until the deadline, overdue after it. */
const timely = (today: IsoDate, deadline: IsoDate | null) =>
  deadline !== null && compareIsoDates(today, deadline) > 0 ? ReadinessState.Overdue : ReadinessState.ToDo;

/** An item's deadline, and whether the move was booked after its usual lead time (short notice). */
interface Due {
  readonly deadline: IsoDate;
  readonly shortNotice: boolean;
}

/**
 * The deadline of an item due `leadDays` business days before `milestoneDay` (its usual lead time): that day,
 * or for a move booked after it, the last business day before the milestone, not before the booking day and
 * not after the milestone.
 */
function dueBy(
  input: ReadinessInput,
  milestoneDay: IsoDate,
  leadDays: number,
  holidays: readonly IsoDate[],
): Due {
  const lead = businessDaysBefore(milestoneDay, leadDays, holidays);
  const booked = input.bookedOn;
  if (booked === null || compareIsoDates(lead, booked) >= 0) return { deadline: lead, shortNotice: false };
  const lastDayBefore = businessDaysBefore(milestoneDay, 1, holidays);
  return { deadline: earlier(later(lastDayBefore, booked), milestoneDay), shortNotice: true };
}

/** An open item's words: what to do, then why it is urgent (short notice, or past its deadline). */
const openDetail = (words: string, state: ReadinessState, due: Due | null) =>
  state === ReadinessState.Overdue
    ? `${words} ${ReadinessText.overdue}`
    : due?.shortNotice
      ? `${words} ${ReadinessText.shortNotice}`
      : words;

function parking(input: ReadinessInput, end: 'origin' | 'destination'): ReadinessItem {
  const origin = end === 'origin';
  const at = origin ? input.origin : input.destination;
  const kind = origin ? ReadinessKind.OriginParking : ReadinessKind.DestinationParking;
  const title = origin ? ReadinessText.originParking : ReadinessText.destinationParking;
  const notNeeded = (detail: string): ReadinessItem => ({
    kind,
    state: ReadinessState.NotNeeded,
    title,
    detail,
    deadline: null,
    before: null,
    action: null,
  });
  if (at.delivery === DeliveryType.Terminal) {
    return notNeeded(ReadinessText.terminalParking(origin ? 'load' : 'unload'));
  }
  if (at.buildingType === BuildingType.service) return notNeeded(ReadinessText.serviceParking);
  const day = origin ? input.dropOff : input.delivery;
  const before: ReadinessMilestone = {
    milestone: origin ? Milestone.DropOff : Milestone.Delivery,
    date: day,
  };
  const due = day === null ? null : dueBy(input, day, PARKING_LEAD_BUSINESS_DAYS, at.holidays);
  const deadline = due?.deadline ?? null;
  const done = origin ? input.complete.dropOff : input.complete.delivery;
  const where =
    at.buildingType === BuildingType.storage
      ? ReadinessText.storage
      : at.buildingType === BuildingType.apartment
        ? ReadinessText.apartment
        : ReadinessText.home;
  const state = done ? ReadinessState.Done : timely(input.today, deadline);
  const detail = done
    ? ReadinessText.parkingDone
    : openDetail(`${ReadinessText.stay(end)}, ${ReadinessText.space(input.equipment)}. ${where}`, state, due);
  return { kind, state, title, detail, deadline, before, action: null };
}

function inspection(input: ReadinessInput): ReadinessItem | null {
  const decision = input.inspection;
  if (decision === null) return null;
  const form = decision.state;
  const base = { kind: ReadinessKind.InspectionForm, title: ReadinessText.inspection, inspection: form };
  if (form === InspectionFormState.NotRequired) {
    return {
      ...base,
      state: ReadinessState.NotNeeded,
      detail: ReadinessText.inspectionNotRequired,
      deadline: null,
      before: null,
      action: null,
    };
  }
  const due = dueBy(input, input.pickup, INSPECTION_LEAD_BUSINESS_DAYS, input.origin.holidays);
  const deadline = due.deadline;
  const before = { milestone: Milestone.OriginPickup, date: input.pickup };
  if (form === InspectionFormState.Received) {
    return {
      ...base,
      state: ReadinessState.Done,
      detail: ReadinessText.inspectionReceived,
      deadline,
      before,
      action: null,
    };
  }
  // Signed before pickup: once the pickup has happened without it, it is late whatever the day.
  const state = input.complete.originPickup ? ReadinessState.Overdue : timely(input.today, deadline);
  const words =
    decision.origin.kind === 'PartOfState'
      ? ReadinessText.inspectionPartial(decision.origin.stateName)
      : ReadinessText.inspectionRequired(standingPlace(decision.origin));
  return {
    ...base,
    state,
    detail: openDetail(words, state, due),
    deadline,
    before,
    action: 'inspection',
  };
}

/**
 * The last day to pay the balance so the delivery can be booked online for its first day; for a move booked
 * after that day, the booking day (never after the delivery), as dueBy does for the other items.
 */
function balanceDeadline(input: ReadinessInput): IsoDate | null {
  if (input.delivery === null) return null;
  const lead = addDays(input.delivery, -BALANCE_LEAD_DAYS);
  const booked = input.bookedOn;
  return booked === null ? lead : earlier(later(lead, booked), input.delivery);
}

const deliveryMilestone = (input: ReadinessInput): ReadinessMilestone => ({
  milestone:
    input.destination.delivery === DeliveryType.Door ? Milestone.Delivery : Milestone.TerminalUnloading,
  date: input.delivery,
});

function paymentMethod(input: ReadinessInput): ReadinessItem {
  const base = { kind: ReadinessKind.PaymentMethod, title: ReadinessText.paymentMethod };
  if (input.payments?.paymentInfoRequired) {
    // After a decline: now, and at the latest when the balance must be paid.
    const latest = balanceDeadline(input);
    const deadline = latest === null ? input.today : earlier(input.today, latest);
    const state = timely(input.today, deadline);
    return {
      ...base,
      state,
      detail: ReadinessText.paymentDeclined,
      deadline,
      before: deliveryMilestone(input),
      action: 'pay',
    };
  }
  const due = dueBy(input, input.dropOff, PAYMENT_METHOD_LEAD_BUSINESS_DAYS, input.origin.holidays);
  const deadline = due.deadline;
  const before = { milestone: Milestone.DropOff, date: input.dropOff };
  if (input.paymentMethodOnFile) {
    return {
      ...base,
      state: ReadinessState.Done,
      detail: ReadinessText.paymentOnFile,
      deadline,
      before,
      action: null,
    };
  }
  const state = timely(input.today, deadline);
  return {
    ...base,
    state,
    detail: openDetail(ReadinessText.paymentMissing, state, due),
    deadline,
    before,
    action: 'pay',
  };
}

function balance(input: ReadinessInput): ReadinessItem | null {
  const payments = input.payments;
  if (payments === null) return null;
  const base = {
    kind: ReadinessKind.Balance,
    title: ReadinessText.balance,
    before: deliveryMilestone(input),
  };
  const deadline = balanceDeadline(input);
  if (payments.due === 0) {
    return { ...base, state: ReadinessState.Done, detail: ReadinessText.balancePaid, deadline, action: null };
  }
  const amount = formatUsd(payments.due);
  const unknown = deadline === null ? ReadinessText.balanceDateUnknown : '';
  if (payments.captured === 0 && !payments.paymentInfoRequired) {
    // The Transit charge takes it: nothing for the customer to do, and never overdue.
    return {
      ...base,
      state: ReadinessState.Automatic,
      detail: `${ReadinessText.balanceAtTransit(amount)}${unknown}`,
      deadline,
      action: null,
    };
  }
  const state = timely(input.today, deadline);
  return {
    ...base,
    state,
    detail: `${ReadinessText.balanceDue(amount)}${unknown}${
      state === ReadinessState.Overdue ? ` ${ReadinessText.overdue}` : ''
    }`,
    deadline,
    action: 'pay',
  };
}

/** Earliest deadline first; items without one last; the same deadline in the order the move needs them. */
export function compareReadinessItems(a: ReadinessItem, b: ReadinessItem): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return compareIsoDates(a.deadline, b.deadline);
  }
  return READINESS_KINDS.indexOf(a.kind) - READINESS_KINDS.indexOf(b.kind);
}

/** Issue 13: the readiness checklist of a booked move today (none for a cancelled or completed move). */
export function readinessChecklist(input: ReadinessInput): ReadinessItem[] {
  if (input.cancelled || input.complete.move) return [];
  const items = [
    parking(input, 'origin'),
    inspection(input),
    paymentMethod(input),
    balance(input),
    parking(input, 'destination'),
  ].filter((item): item is ReadinessItem => item !== null);
  return items.sort(compareReadinessItems);
}
