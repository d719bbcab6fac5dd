import type { ContainerModule } from 'inversify';
import { accountsModule } from './accounts/accounts.module';
import { analyticsModule } from './analytics/analytics.module';
import { botCheckModule } from './bot-check/bot-check.module';
import { experimentsModule } from './experiments/experiments.module';
import { movePlanningModule } from './move-planning/move-planning.module';
import { moveMessagesModule } from './notifications/move-messages.module';
import { notificationsModule } from './notifications/notifications.module';
import { outboxModule } from './notifications/outbox.module';
import { paymentsModule } from './payments/payments.module';
import { placeMappingsModule } from './place-mappings/place-mappings.module';
import { quoteChangesModule } from './quotes/quote-changes.module';
import { quotesModule } from './quotes/quotes.module';
import { referenceModule } from './reference/reference.module';
import { referralsModule } from './referrals/referrals.module';
import { reservationsModule } from './reservations/reservations.module';
import { scheduleModule } from './reservations/schedule.module';
import { insectInspectionModule } from './shipments/insect-inspection.module';
import { shipmentsModule } from './shipments/shipments.module';
import { staffModule } from './staff/staff.module';
import { surveysModule } from './surveys/surveys.module';

/**
 * Every use case, bound to its ports, one container module per area. The composition roots (server,
 * CLI, browser) bind the ports to adapters and load these; tests load the same modules with fakes.
 */
export const applicationModules: readonly ContainerModule[] = [
  quotesModule,
  staffModule,
  accountsModule,
  referenceModule,
  placeMappingsModule,
  referralsModule,
  movePlanningModule,
  experimentsModule,
  botCheckModule,
  quoteChangesModule,
  notificationsModule,
  moveMessagesModule,
  outboxModule,
  analyticsModule,
  reservationsModule,
  paymentsModule,
  scheduleModule,
  shipmentsModule,
  surveysModule,
  insectInspectionModule,
];
