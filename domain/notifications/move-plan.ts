/**
 * Issue 14, which messages a booked move should get and when, decided from what is stored about it (the
 * reservation, its edit history, its shipment events, its calendar entries and its ledger). Planning is a
 * pure function of those facts, so it can run again at any time: after every change, when a job is due,
 * and after a restart. Each message has a key that names it for the move's whole life; the message log
 * keeps a key from being sent twice, and a message that is no longer planned when its job runs (the move
 * changed) is not sent.
 */
import { addDays } from '../calendar/business-days';
import type { IsoDate } from '../calendar/iso-date';
import { zonedInstant } from '../calendar/time-zones';
import { storageCharges } from '../payment/charges-timeline';
import { STORAGE_CHARGE_LOCAL_HOUR, STORAGE_CHARGE_NOTICE_DAYS } from '../payment/storage-facts';
import { EventStatus, InspectionFormState, Milestone } from '../shipment/enums';
import { instantInZone } from '../shipment/instant';
import { CATEGORY_OF, MessageKind } from './message-kinds';
import type { CalendarFact, EventFact, MoveFacts, PlannedMessage } from './move-facts';

export type {
  CalendarFact,
  ChangeFact,
  EventFact,
  InspectionFormFact,
  MoveEnd,
  MoveFacts,
  PlannedMessage,
} from './move-facts';

/** A reminder goes out at this local hour on the evening before (ours: docs/decisions.md). */
export const REMINDER_LOCAL_HOUR = 18;
/** Texts are not sent from 9 p.m. to 8 a.m. in the customer's local time (issue 14 quiet hours). */
export const QUIET_HOURS = { startHour: 21, endHour: 8 } as const;
/** A message not sent within this many hours of its due time is dropped, not sent late (ours). */
export const MESSAGE_EXPIRY_HOURS = 48;
/** The inspection reminder goes this many days before drop-off (or at booking when nearer). */
export const INSPECTION_REMINDER_DAYS = 7;
/** The survey invitation goes this long after delivery. */
export const SURVEY_DELAY_HOURS = 24;

const HOUR_MS = 3_600_000;

/** The milestones whose appointment gets an evening-before reminder, with the reminder's kind. */
const REMINDERS: readonly { milestone: Milestone; kind: MessageKind; end: 'origin' | 'destination' }[] = [
  { milestone: Milestone.DropOff, kind: MessageKind.DropOffReminder, end: 'origin' },
  { milestone: Milestone.OriginPickup, kind: MessageKind.PickupReminder, end: 'origin' },
  { milestone: Milestone.Delivery, kind: MessageKind.DeliveryReminder, end: 'destination' },
];

/** Which event makes which message (the statuses are issue 13's), or null for an event that makes none. */
export function messageKindOfEvent(
  event: Pick<EventFact, 'milestone' | 'status' | 'source'>,
): MessageKind | null {
  const { milestone, status, source } = event;
  if (status === EventStatus.Delayed || status === EventStatus.Failed) return MessageKind.DelayAlert;
  if (status === EventStatus.Scheduled && source === 'customer') {
    if (milestone === Milestone.OriginPickup) return MessageKind.PickupRequested;
    if (milestone === Milestone.Delivery) return MessageKind.DeliveryBooked;
  }
  if (status === EventStatus.Completed && milestone === Milestone.OriginPickup) return MessageKind.PickedUp;
  if (status === EventStatus.Completed && milestone === Milestone.Transit)
    return MessageKind.ArrivedAtDestinationTerminal;
  if (status === EventStatus.Completed && milestone === Milestone.Delivery) return MessageKind.Delivered;
  if (status === EventStatus.Completed && milestone === Milestone.DestinationPickup)
    return MessageKind.Delivered;
  return null;
}

/** In transit is told the morning after a door pickup, at this local hour (ours). */
export const IN_TRANSIT_LOCAL_HOUR = 8;
/** Out for delivery is told at this local hour on the scheduled delivery day (ours). */
export const OUT_FOR_DELIVERY_LOCAL_HOUR = 7;

/**
 * The two milestone messages no single event makes (the lifecycle starts Transit and Delivery when the
 * milestone before completes): "in transit" the morning after a door pickup (at once when the customer
 * loaded at the terminal), and "out for delivery" at 7 a.m. at the destination on the scheduled delivery
 * day. Each is planned unless the milestone ended before its moment (transit done, delivered).
 */
function derivedMilestoneMessages(facts: MoveFacts): PlannedMessage[] {
  const out: PlannedMessage[] = [];
  const completed = (milestone: Milestone) =>
    facts.events.find((e) => e.milestone === milestone && e.status === EventStatus.Completed) ?? null;
  const endedBefore = (event: EventFact | null, dueAt: string) =>
    event !== null && Date.parse(event.occurredAt) < Date.parse(dueAt);
  const pickedUp = completed(Milestone.OriginPickup);
  const loaded = completed(Milestone.TerminalLoading);
  const departed = pickedUp ?? loaded;
  if (departed !== null) {
    const localDay = instantInZone(departed.occurredAt, facts.origin.timeZone).slice(0, 10) as IsoDate;
    const dueAt =
      departed === pickedUp
        ? zonedInstant(addDays(localDay, 1), IN_TRANSIT_LOCAL_HOUR * 60, facts.origin.timeZone)
        : departed.recordedAt;
    if (!endedBefore(completed(Milestone.Transit), dueAt)) {
      out.push(
        planned(
          facts,
          'in-transit',
          MessageKind.InTransit,
          dueAt,
          { kind: 'event', event: departed },
          Milestone.Delivery,
        ),
      );
    }
  }
  const { appointment, confirmed, day } = scheduledDelivery(facts);
  if (day !== null && facts.cancelledAt === null && completed(Milestone.Transit) !== null) {
    const dueAt = zonedInstant(day, OUT_FOR_DELIVERY_LOCAL_HOUR * 60, facts.destination.timeZone);
    if (!endedBefore(completed(Milestone.Delivery), dueAt)) {
      const about: PlannedMessage['about'] = confirmed
        ? { kind: 'calendar', entry: confirmed }
        : appointment
          ? { kind: 'event', event: appointment }
          : { kind: 'none' };
      out.push(
        planned(
          facts,
          `out-for-delivery:${day}`,
          MessageKind.OutForDelivery,
          dueAt,
          about,
          Milestone.Delivery,
        ),
      );
    }
  }
  const stored = storageStartedMessage(facts);
  if (stored !== null) out.push(stored);
  return out;
}

/**
 * "Storage started" (issue 14 milestones): the lifecycle starts Storage when the step before it completes,
 * so no event of its own says so. Told when storage started (its own Started event when staff recorded
 * one, else that step's completion), with that event's place; not once storage has ended or the move was
 * cancelled (a pending one is then dropped).
 */
function storageStartedMessage(facts: MoveFacts): PlannedMessage | null {
  const storage = facts.storage;
  if (storage === null || storage.facts.endedOn !== null || facts.cancelledAt !== null) return null;
  const started =
    facts.events.find((e) => e.milestone === Milestone.Storage && e.status === EventStatus.Started) ??
    (storage.startedAfter === null
      ? null
      : (facts.events.find(
          (e) => e.milestone === storage.startedAfter && e.status === EventStatus.Completed,
        ) ?? null));
  if (started === null) return null;
  return planned(facts, 'storage-started', MessageKind.StorageStarted, started.recordedAt, {
    kind: 'event',
    event: started,
  });
}

/** The job key of "storage charges coming": one pending notice per move, replaced when the charge moves. */
export const storageNoticeJobWhat = 'storage-charges-coming';

/**
 * Issue 14 "storage charges coming" (issue 13 storage periods): the next storage charge still ahead at the
 * destination station (domain/payment/charges-timeline.ts storageCharges, the one ChargeStorage makes),
 * told STORAGE_CHARGE_NOTICE_DAYS before its day at STORAGE_CHARGE_LOCAL_HOUR there (at the start of
 * storage when that is later). Its key names the period, its day and amount, so each period's notice goes
 * once and a changed charge is a new notice; once storage ends, or the move is cancelled, none is planned
 * and a pending one is not sent (deliver-message plans again first).
 */
function storageChargeNotice(facts: MoveFacts, now: string): PlannedMessage | null {
  if (facts.storage === null || facts.cancelledAt !== null) return null;
  const zone = facts.storage.timeZone;
  const today = instantInZone(now, zone).slice(0, 10) as IsoDate;
  const next = storageCharges(facts.storage.facts, today).find((c) => c.on > today);
  if (!next) return null;
  const notice = zonedInstant(
    addDays(next.on, -STORAGE_CHARGE_NOTICE_DAYS),
    STORAGE_CHARGE_LOCAL_HOUR * 60,
    zone,
  );
  const started = zonedInstant(facts.storage.facts.startedOn, STORAGE_CHARGE_LOCAL_HOUR * 60, zone);
  const dueAt = Date.parse(notice) < Date.parse(started) ? started : notice;
  return planned(
    facts,
    `storage-charge:${next.k}:${next.on}:${next.amount}`,
    MessageKind.StorageChargesComing,
    dueAt,
    { kind: 'storage', charge: next },
    null,
    storageNoticeJobWhat,
  );
}

/**
 * The scheduled delivery day: the latest appointment set for Delivery (a Scheduled event with its window: the
 * delivery tool's booking, or staff's), else its confirmed calendar date; null while none is set.
 */
export function scheduledDelivery(facts: MoveFacts): {
  readonly appointment: EventFact | undefined;
  readonly confirmed: CalendarFact | undefined;
  readonly day: IsoDate | null;
} {
  const appointment = [...facts.events]
    .reverse()
    .find(
      (e) => e.milestone === Milestone.Delivery && e.status === EventStatus.Scheduled && e.window !== null,
    );
  const confirmed = facts.calendar.find(
    (c) => c.milestone === Milestone.Delivery && c.status === 'CONFIRMED',
  );
  const day =
    appointment?.window?.Early ?? (confirmed ? startDateOf(confirmed, facts.destination.timeZone) : null);
  return { appointment, confirmed, day };
}

/** The first day of a calendar entry, in the station's local date. */
function startDateOf(entry: CalendarFact, timeZone: string): IsoDate {
  if (entry.span.kind === 'allDay') return entry.span.start;
  return instantInZone(new Date(entry.span.startMs).toISOString(), timeZone).slice(0, 10) as IsoDate;
}

/** The reminder's moment: REMINDER_LOCAL_HOUR at the station on the day before `date`, as UTC ISO. */
export function reminderDueAt(date: IsoDate, timeZone: string): string {
  return zonedInstant(addDays(date, -1), REMINDER_LOCAL_HOUR * 60, timeZone);
}

/** A calendar entry's window as a key part: 'allday' or the UTC start-end in ms. */
function windowPart(entry: CalendarFact): string {
  return entry.span.kind === 'allDay'
    ? `allday-${entry.span.endExclusive}`
    : `${entry.span.startMs}-${entry.span.endMs}`;
}

function planned(
  facts: MoveFacts,
  what: string,
  kind: MessageKind,
  dueAt: string,
  about: PlannedMessage['about'],
  calendarMilestone: Milestone | null = null,
  jobWhat: string = what,
): PlannedMessage {
  return {
    key: `${facts.quoteId}:${what}`,
    jobKey: `${facts.quoteId}:${jobWhat}`,
    kind,
    category: CATEGORY_OF[kind],
    dueAt: new Date(Date.parse(dueAt)).toISOString(),
    calendarMilestone,
    about,
  };
}

/** Which milestone's calendar file goes with an event's message. */
function calendarFor(kind: MessageKind, event: EventFact): Milestone | null {
  if (kind === MessageKind.PickupRequested || kind === MessageKind.DeliveryBooked) return event.milestone;
  if (kind === MessageKind.DelayAlert) return event.milestone;
  if (kind === MessageKind.InTransit || kind === MessageKind.ArrivedAtDestinationTerminal)
    return Milestone.Delivery;
  return null;
}

/**
 * The messages a booked move should get, in due order. `now` (ISO-8601) decides only which reminders
 * still lie ahead (an appointment already begun gets none).
 */
export function planMoveMessages(facts: MoveFacts, now: string): PlannedMessage[] {
  const out: PlannedMessage[] = [];
  const nowMs = Date.parse(now);
  out.push(
    planned(
      facts,
      'booked',
      MessageKind.ReservationConfirmed,
      facts.reservedAt,
      { kind: 'none' },
      Milestone.DropOff,
    ),
  );
  for (const change of facts.changes) {
    out.push(
      planned(
        facts,
        `changed:${change.at}`,
        MessageKind.MoveChanged,
        change.at,
        { kind: 'change', change },
        Milestone.DropOff,
      ),
    );
  }
  if (facts.cancelledAt === null) {
    for (const reminder of REMINDERS) {
      const entry = facts.calendar.find((c) => c.milestone === reminder.milestone);
      if (!entry || entry.status === 'CANCELLED') continue;
      const done = facts.events.some(
        (e) => e.milestone === reminder.milestone && e.status === EventStatus.Completed,
      );
      if (done) continue;
      const zone = reminder.end === 'origin' ? facts.origin.timeZone : facts.destination.timeZone;
      const date = startDateOf(entry, zone);
      const startMs = entry.span.kind === 'timed' ? entry.span.startMs : Date.parse(`${date}T00:00:00Z`);
      if (startMs <= nowMs) continue;
      const dueAt = reminderDueAt(date, zone);
      out.push(
        planned(
          facts,
          `reminder:${reminder.milestone}:${date}:${windowPart(entry)}`,
          reminder.kind,
          dueAt,
          { kind: 'calendar', entry },
          reminder.milestone,
          `reminder:${reminder.milestone}`,
        ),
      );
    }
    if (facts.inspection === InspectionFormState.Required) {
      const dropOff = facts.calendar.find((c) => c.milestone === Milestone.DropOff);
      const early = dropOff
        ? reminderDueAt(
            addDays(startDateOf(dropOff, facts.origin.timeZone), -INSPECTION_REMINDER_DAYS + 1),
            facts.origin.timeZone,
          )
        : facts.reservedAt;
      const dueAt = Date.parse(early) < Date.parse(facts.reservedAt) ? facts.reservedAt : early;
      out.push(planned(facts, 'inspection', MessageKind.InspectionReminder, dueAt, { kind: 'none' }));
    }
  }
  // Issue 15: the copy of the signed form, once, as soon as it is received (a Received form gets no reminder).
  if (facts.inspectionForm !== null) {
    out.push(
      planned(
        facts,
        'inspection-form',
        MessageKind.InspectionFormReceived,
        facts.inspectionForm.submittedAt,
        {
          kind: 'none',
        },
      ),
    );
  }
  const doorDelivered = facts.events.some(
    (e) => e.milestone === Milestone.Delivery && e.status === EventStatus.Completed,
  );
  for (const event of facts.events) {
    const kind = messageKindOfEvent(event);
    if (kind === null) continue;
    // After a door delivery, the empty container's pickup is not a second "delivered".
    if (kind === MessageKind.Delivered && event.milestone === Milestone.DestinationPickup && doorDelivered)
      continue;
    out.push(
      planned(
        facts,
        `event:${event.id}:${kind}`,
        kind,
        event.recordedAt,
        { kind: 'event', event },
        calendarFor(kind, event),
      ),
    );
  }
  out.push(...derivedMilestoneMessages(facts));
  const coming = storageChargeNotice(facts, now);
  if (coming !== null) out.push(coming);
  for (const entry of facts.ledger) {
    if (entry.kind === 'Capture' || entry.kind === 'Refund') {
      out.push(
        planned(facts, `receipt:${entry.idempotencyKey}`, MessageKind.PaymentReceipt, entry.at, {
          kind: 'ledger',
          entry,
        }),
      );
    } else if (entry.kind === 'Failure') {
      out.push(
        planned(facts, `declined:${entry.idempotencyKey}`, MessageKind.PaymentDeclined, entry.at, {
          kind: 'ledger',
          entry,
        }),
      );
    }
  }
  if (facts.deliveredAt !== null) {
    const dueAt = new Date(Date.parse(facts.deliveredAt) + SURVEY_DELAY_HOURS * HOUR_MS).toISOString();
    out.push(planned(facts, 'survey', MessageKind.SurveyInvitation, dueAt, { kind: 'none' }));
  }
  return out.sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt) || a.key.localeCompare(b.key));
}

/** True when a message is too late to send (MESSAGE_EXPIRY_HOURS past due): it is dropped, not sent. */
export function isExpired(message: Pick<PlannedMessage, 'dueAt'>, now: string): boolean {
  return Date.parse(now) - Date.parse(message.dueAt) > MESSAGE_EXPIRY_HOURS * HOUR_MS;
}

/** The zone whose local time is the customer's: the origin station's until the shipment is in transit, then the destination's. */
export function customerTimeZone(facts: Pick<MoveFacts, 'events' | 'origin' | 'destination'>): string {
  const moving = facts.events.some((e) => e.milestone === Milestone.Transit);
  return moving ? facts.destination.timeZone : facts.origin.timeZone;
}

/**
 * Quiet hours for texts: when `now` is between 9 p.m. and 8 a.m. in the zone's local time, the instant
 * (UTC ISO) of the next 8 a.m. there; null when a text may go now. A text is delayed, never dropped.
 */
export function quietUntil(now: string, timeZone: string): string | null {
  const local = instantInZone(now, timeZone);
  const hour = Number(local.slice(11, 13));
  if (hour >= QUIET_HOURS.endHour && hour < QUIET_HOURS.startHour) return null;
  const date = local.slice(0, 10) as IsoDate;
  const day = hour >= QUIET_HOURS.startHour ? addDays(date, 1) : date;
  return zonedInstant(day, QUIET_HOURS.endHour * 60, timeZone);
}
