import { ContainerModule } from 'inversify';
import { CalendarFileWriter } from '../ports/calendar-file-writer';
import { Clock } from '../ports/clock';
import { InspectionForms } from '../ports/inspection-forms';
import { JobQueue } from '../ports/job-queue';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessageLog } from '../ports/message-log';
import { MessagePreferencesStore } from '../ports/message-preferences-store';
import { MessageRenderer } from '../ports/message-renderer';
import { PaymentLedger } from '../ports/payment-ledger';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ShipmentEvents } from '../ports/shipment-events';
import { SmsSender } from '../ports/sms-sender';
import { SpongyMothQuarantine } from '../ports/spongy-moth-quarantine';
import { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import { MoveCalendar } from '../shipments/move-calendar';
import { DeliverMoveMessage, PlanMoveMessages } from './move-messages';
import { SweepMoveMessages } from './sweep-move-messages';
import { ViewMessageLog } from './view-message-log';

/** Issue 14, a booked move's messages: the plan and deliver jobs' use cases, and the message log's view. */
export const moveMessagesModule = new ContainerModule((options) => {
  options
    .bind(PlanMoveMessages)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        events: ShipmentEvents,
        ledger: PaymentLedger,
        calendar: MoveCalendar,
        settings: MailSettings,
        jobs: JobQueue,
        log: MessageLog,
        clock: Clock,
        inspectionForms: InspectionForms,
        quarantine: SpongyMothQuarantine,
        rateCards: RateCardSource,
      ) =>
        new PlanMoveMessages({
          quotes,
          events,
          ledger,
          calendar,
          settings,
          jobs,
          log,
          clock,
          inspectionForms,
          quarantine,
          rateCards,
        }),
      [
        QuoteRepository,
        ShipmentEvents,
        PaymentLedger,
        MoveCalendar,
        MailSettings,
        JobQueue,
        MessageLog,
        Clock,
        InspectionForms,
        SpongyMothQuarantine,
        RateCardSource,
      ],
    )
    .inSingletonScope();
  type DeliverDeps = ConstructorParameters<typeof DeliverMoveMessage>[0];
  options
    .bind(DeliverMoveMessage)
    .toResolvedValue(
      (
        quotes: QuoteRepository,
        events: ShipmentEvents,
        ledger: PaymentLedger,
        calendar: MoveCalendar,
        settings: MailSettings,
        jobs: JobQueue,
        log: MessageLog,
        clock: Clock,
        mailer: Mailer,
        sms: SmsSender,
        renderer: MessageRenderer,
        calendarFiles: CalendarFileWriter,
        preferences: MessagePreferencesStore,
        tokens: UnsubscribeTokens,
        inspectionForms: InspectionForms,
        quarantine: SpongyMothQuarantine,
        rateCards: RateCardSource,
      ) =>
        new DeliverMoveMessage({
          quotes,
          events,
          ledger,
          calendar,
          settings,
          jobs,
          log,
          clock,
          mailer,
          sms,
          renderer,
          calendarFiles,
          preferences,
          tokens,
          inspectionForms,
          quarantine,
          rateCards,
        } satisfies DeliverDeps),
      [
        QuoteRepository,
        ShipmentEvents,
        PaymentLedger,
        MoveCalendar,
        MailSettings,
        JobQueue,
        MessageLog,
        Clock,
        Mailer,
        SmsSender,
        MessageRenderer,
        CalendarFileWriter,
        MessagePreferencesStore,
        UnsubscribeTokens,
        InspectionForms,
        SpongyMothQuarantine,
        RateCardSource,
      ],
    )
    .inSingletonScope();
  options
    .bind(SweepMoveMessages)
    .toResolvedValue(
      (quotes: QuoteRepository, jobs: JobQueue, clock: Clock) =>
        new SweepMoveMessages({ quotes, jobs, clock }),
      [QuoteRepository, JobQueue, Clock],
    )
    .inSingletonScope();
  options
    .bind(ViewMessageLog)
    .toResolvedValue(
      (quotes: QuoteRepository, reservations: ReservationRepository, log: MessageLog) =>
        new ViewMessageLog({ quotes, reservations, log }),
      [QuoteRepository, ReservationRepository, MessageLog],
    )
    .inSingletonScope();
});
