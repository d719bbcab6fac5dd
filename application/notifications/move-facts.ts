import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { Role } from '../../domain/accounts/enums';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { endTimeZone } from '../../domain/calendar/time-zones';
import type { MessageContent } from '../../domain/notifications/message-content';
import { changedFieldWords } from '../../domain/notifications/move-message-words';
import type { ChangeFact, MoveFacts } from '../../domain/notifications/move-plan';
import { quoteEmailAddress } from '../../domain/quote/quote-email';
import { Route } from '../../domain/quote/routes';
import type { Quote } from '../../domain/quote/types';
import { confirmationContent, reservationSummaryRows } from '../../domain/reservation/confirmation-email';
import { EventStatus, Milestone } from '../../domain/shipment/enums';
import { checklistLabel, inspectionDecision } from '../../domain/shipment/inspection-form';
import type { Viewer } from '../accounts/viewer';
import { moveStorageOf } from '../payments/move-storage';
import type { CalendarEvent } from '../ports/calendar-file-writer';
import type { Clock } from '../ports/clock';
import type { InspectionForms } from '../ports/inspection-forms';
import type { MailSettings } from '../ports/mailer';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import type { ShipmentEvents } from '../ports/shipment-events';
import type { SpongyMothQuarantine } from '../ports/spongy-moth-quarantine';
import type { MoveCalendarReader } from '../shipments/move-calendar-reader';

/** The notification system reads moves as staff would (it acts for the business, never for a visitor). */
export const NOTIFICATIONS_VIEWER: Viewer = {
  userId: 0,
  email: 'notifications@relomove.com',
  role: Role.staff,
};

/** What the notification use cases read about moves. */
export interface MoveFactsDeps {
  quotes: QuoteRepository;
  events: ShipmentEvents;
  ledger: PaymentLedger;
  calendar: MoveCalendarReader;
  settings: MailSettings;
  /** Issue 15: the stored inspection forms and the quarantine list (the §4 inspection form state). */
  inspectionForms: InspectionForms;
  quarantine: SpongyMothQuarantine;
  /** Issue 13: the rate card in force today gives the storage chart ("storage charges coming"). */
  rateCards: RateCardSource;
  clock: Clock;
}

/** A booked move's facts for the planner, its quote, and its calendar events (for .ics attachments). */
export interface GatheredMove {
  readonly quote: Quote;
  readonly facts: MoveFacts;
  readonly calendar: readonly CalendarEvent[];
  readonly summaryRows: readonly (readonly [string, string])[];
  readonly confirmation: MessageContent;
}

/** The confirmed changes of a booked move: its edit-history entries grouped by their time. */
function changesOf(quote: Quote): ChangeFact[] {
  const history = quote.Details.Reservation?.EditHistory ?? {};
  const byTime = new Map<string, string[]>();
  for (const [field, entries] of Object.entries(history)) {
    for (const entry of entries) byTime.set(entry.at, [...(byTime.get(entry.at) ?? []), field]);
  }
  return [...byTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([at, fields]) => ({ at, fields: fields.map(changedFieldWords) }));
}

/**
 * The facts of a booked move (null when the quote is not, or no longer, a reservation): the quote, its
 * shipment events, its ledger and its calendar entries (MoveCalendar, which also keeps their SEQUENCE).
 */
export function gatherMove(
  deps: MoveFactsDeps,
  quoteId: number,
): ResultAsync<GatheredMove | null, RepositoryError> {
  return deps.quotes.findById(quoteId).andThen((quote) => {
    const reservation = quote?.Details.Reservation ?? null;
    if (quote === null || reservation === null || (!quote.Details.Reserved && !reservation.Cancellation)) {
      return okAsync<GatheredMove | null, RepositoryError>(null);
    }
    const dashboardUrl = `${deps.settings.siteUrl.replace(/\/$/, '')}${Route.dashboard}`;
    const calendar = deps.calendar
      .execute({ viewer: NOTIFICATIONS_VIEWER, quoteId, milestone: null, dashboardUrl, forMessages: true })
      .orElse((error) =>
        error.kind === 'StorageUnavailable'
          ? errAsync<CalendarEvent[], RepositoryError>(error)
          : okAsync<CalendarEvent[], RepositoryError>([]),
      );
    return ResultAsync.combine([
      deps.events.events(quoteId),
      deps.ledger.entries(quoteId),
      calendar,
      deps.inspectionForms.find(quoteId),
    ]).map(([events, ledger, calendarEvents, form]): GatheredMove => {
      const d = quote.Details;
      // The move is over when the last of Delivery and DestinationPickup is complete (the survey follows).
      const delivered = events
        .filter(
          (e) =>
            (e.milestone === Milestone.Delivery || e.milestone === Milestone.DestinationPickup) &&
            e.status === EventStatus.Completed,
        )
        .at(-1);
      const facts: MoveFacts = {
        quoteId,
        reference: String(quote.QuoteId),
        firstName: reservation.Contact.FirstName.trim() || d.Origin.FirstName.trim(),
        email: reservation.Contact.EmailAddress.trim() || quoteEmailAddress(quote),
        smsOptIn: d.SmsOptIn,
        smsNumber: reservation.SMSPhoneNumber.trim(),
        // Issue 27: each station's own IANA zone, as the .ics files use (never a zone guessed from Central).
        origin: { city: d.Origin.City, state: d.Origin.State, timeZone: endTimeZone(d.Origin) },
        destination: {
          city: d.Destination.City,
          state: d.Destination.State,
          timeZone: endTimeZone(d.Destination),
        },
        reservedAt: reservation.ReservedAt ?? d.SpotDate,
        cancelledAt: reservation.Cancellation?.CancelledAt ?? null,
        totalPrice: reservation.TotalPrice,
        changes: changesOf(quote),
        events: events.map((e) => ({ ...e })),
        calendar: calendarEvents.map((c) => ({
          milestone: c.milestone,
          status: c.status,
          span:
            c.span.kind === 'allDay'
              ? {
                  kind: 'allDay' as const,
                  start: c.span.start as IsoDate,
                  endExclusive: c.span.endExclusive as IsoDate,
                }
              : { kind: 'timed' as const, startMs: c.span.startMs, endMs: c.span.endMs },
        })),
        ledger,
        inspection: inspectionDecision(
          deps.quarantine.area(),
          { state: d.Origin.State, fips: d.Origin.FIPS },
          { state: d.Destination.State, fips: d.Destination.FIPS },
          form !== null,
        ).state,
        inspectionForm:
          form === null
            ? null
            : {
                submittedAt: form.submittedAt,
                signerName: form.signerName,
                dateSigned: form.dateSigned,
                items: form.itemsChecked.map(checklistLabel),
                noOutdoorItems: form.noOutdoorItems,
              },
        deliveredAt: delivered?.occurredAt ?? null,
        storage: moveStorageOf(quote, events, deps.rateCards.inForceOn(deps.clock.today()).unwrapOr(null)),
      };
      const site = deps.settings.siteUrl.replace(/\/$/, '');
      const confirmation = confirmationContent(quote, {
        dashboard: `${site}${Route.dashboard}`,
        schedule: `${site}${Route.moveSchedule}`,
      });
      return {
        quote,
        facts,
        calendar: calendarEvents,
        summaryRows: reservationSummaryRows(quote),
        confirmation,
      };
    });
  });
}
