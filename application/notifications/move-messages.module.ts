import { bindingModule } from '../bind-use-case';
import { CalendarFileWriter } from '../ports/calendar-file-writer';
import { Clock } from '../ports/clock';
import { InspectionForms } from '../ports/inspection-forms';
import { JobBatches, JobQueue } from '../ports/job-queue';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessageLog } from '../ports/message-log';
import { MessagePreferencesStore } from '../ports/message-preferences-store';
import { MessageRenderer } from '../ports/message-renderer';
import { PaymentLedger } from '../ports/payment-ledger';
import { PlanRequests } from '../ports/plan-requests';
import { QuoteRepository } from '../ports/quote-repository';
import { RateCardSource } from '../ports/rate-card-source';
import { ReservationRepository } from '../ports/reservation-repository';
import { ShipmentEvents } from '../ports/shipment-events';
import { SmsSender } from '../ports/sms-sender';
import { SpongyMothQuarantine } from '../ports/spongy-moth-quarantine';
import { UnsubscribeTokens } from '../ports/unsubscribe-tokens';
import { MoveCalendar } from '../shipments/move-calendar';
import { DeliverMoveMessage, PlanMoveMessages } from './move-messages';
import { RelayPlanRequests } from './relay-plan-requests';
import { SweepMoveMessages } from './sweep-move-messages';
import { ViewMessageLog } from './view-message-log';

/** Issue 14, a booked move's messages: the plan and deliver jobs' use cases, and the message log's view. */
export const moveMessagesModule = bindingModule((bind) => {
  const plan = {
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
  };
  bind(PlanMoveMessages, plan);
  bind(DeliverMoveMessage, {
    ...plan,
    mailer: Mailer,
    sms: SmsSender,
    renderer: MessageRenderer,
    calendarFiles: CalendarFileWriter,
    preferences: MessagePreferencesStore,
    tokens: UnsubscribeTokens,
  });
  bind(RelayPlanRequests, { requests: PlanRequests, batches: JobBatches });
  bind(SweepMoveMessages, { quotes: QuoteRepository, jobs: JobQueue, clock: Clock });
  bind(ViewMessageLog, { quotes: QuoteRepository, reservations: ReservationRepository, log: MessageLog });
});
