/**
 * Issue 14: what the message planner (move-plan.ts) reads about a booked move, and the messages it plans.
 */
import type { IsoDate } from '../calendar/iso-date';
import type { Cents } from '../money/money';
import type { StorageCharge, StorageFacts } from '../payment/charges-timeline';
import type { LedgerEntry } from '../payment/ledger-entry';
import type { InspectionFormState, Milestone } from '../shipment/enums';
import type { ShipmentEvent } from '../shipment/shipment-event';
import type { MessageCategory, MessageKind } from './message-kinds';

/** A shipment event as the planner reads it: the event and its stored id. */
export interface EventFact extends ShipmentEvent {
  readonly id: number;
}

/** A dated milestone's calendar entry as the planner reads it (from the move's calendar, issue 13). */
export interface CalendarFact {
  readonly milestone: Milestone;
  readonly status: 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED';
  readonly span:
    | { readonly kind: 'allDay'; readonly start: IsoDate; readonly endExclusive: IsoDate }
    | { readonly kind: 'timed'; readonly startMs: number; readonly endMs: number };
}

/** A confirmed change of the booked move: when, which tracked fields, and the totals around it. */
export interface ChangeFact {
  /** The change's time (ISO-8601): the `at` of its edit-history entries. */
  readonly at: string;
  readonly fields: readonly string[];
}

/** Issue 15: the signed inspection form as its copy tells it (item labels, not ids). */
export interface InspectionFormFact {
  /** When it was received (ISO-8601): the copy's due time. */
  readonly submittedAt: string;
  readonly signerName: string;
  readonly dateSigned: IsoDate;
  /** The outdoor items inspected, in the checklist's words and order. */
  readonly items: readonly string[];
  readonly noOutdoorItems: boolean;
}

/** One end of the move: its city and state (for the words) and its station's IANA time zone (for the hours). */
export interface MoveEnd {
  readonly city: string;
  readonly state: string;
  readonly timeZone: string;
}

/** Everything the planner reads about one booked move. */
export interface MoveFacts {
  readonly quoteId: number;
  /** §5 reference number, digits only. */
  readonly reference: string;
  readonly firstName: string;
  readonly email: string;
  readonly smsOptIn: boolean;
  readonly smsNumber: string;
  /**
   * Each end's place and its station's IANA time zone (issue 27: the service center's own, as the .ics
   * files use; domain/calendar/time-zones.ts stationTimeZone), in which every local hour below is read.
   */
  readonly origin: MoveEnd;
  readonly destination: MoveEnd;
  /** When it was booked (ISO-8601); the confirmation's time. */
  readonly reservedAt: string;
  /** When it was cancelled, or null. */
  readonly cancelledAt: string | null;
  readonly totalPrice: Cents;
  readonly changes: readonly ChangeFact[];
  readonly events: readonly EventFact[];
  readonly calendar: readonly CalendarFact[];
  readonly ledger: readonly LedgerEntry[];
  readonly inspection: InspectionFormState;
  /** Issue 15: the stored inspection form, or null (a copy is emailed once it is in). */
  readonly inspectionForm: InspectionFormFact | null;
  /** When the move ended: the last of Delivery and DestinationPickup completed, or null. */
  readonly deliveredAt: string | null;
  /**
   * Issue 13: storage once it has started (its facts, as the storage charge bills them), with the
   * destination station's IANA time zone (its local time dates the charges); null without storage.
   */
  readonly storage: {
    readonly facts: StorageFacts;
    readonly timeZone: string;
    /** The step whose completion starts storage (the one before it in the move's sequence). */
    readonly startedAfter: Milestone | null;
  } | null;
}

/** One message the move should get: its key, kind, category and when it is due. */
export interface PlannedMessage {
  /** Unique for the move's life: `<quoteId>:<what>`; a reminder's key carries its date and window. */
  readonly key: string;
  /**
   * The job's key: the message key, except for reminders, whose job key is one per milestone, so a new
   * date replaces the pending reminder instead of adding one.
   */
  readonly jobKey: string;
  readonly kind: MessageKind;
  readonly category: MessageCategory;
  /** ISO-8601 instant (UTC). */
  readonly dueAt: string;
  /** The milestone whose calendar file (.ics) goes with the message, or null. */
  readonly calendarMilestone: Milestone | null;
  /** The event, ledger row or change the message is about, for its words. */
  readonly about:
    | { readonly kind: 'none' }
    | { readonly kind: 'event'; readonly event: EventFact }
    | { readonly kind: 'ledger'; readonly entry: LedgerEntry }
    | { readonly kind: 'change'; readonly change: ChangeFact }
    | { readonly kind: 'calendar'; readonly entry: CalendarFact }
    | { readonly kind: 'storage'; readonly charge: StorageCharge };
}
