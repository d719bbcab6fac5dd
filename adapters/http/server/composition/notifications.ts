import { DeliverMoveMessage, PlanMoveMessages } from '../../../../application/notifications/move-messages';
import {
  PLAN_RELAY_BATCH,
  PLAN_RELAY_EVERY_MS,
  RelayPlanRequests,
} from '../../../../application/notifications/relay-plan-requests';
import {
  SWEEP_AFTER_START_MINUTES,
  SweepMoveMessages,
  scheduleSweep,
} from '../../../../application/notifications/sweep-move-messages';
import { ViewMessageLog } from '../../../../application/notifications/view-message-log';
import { ChargeStorage } from '../../../../application/payments/charge-storage';
import { JobBatches, JobName, type JobOutcome, JobQueue } from '../../../../application/ports/job-queue';
import { MessageLog } from '../../../../application/ports/message-log';
import { PlanRequests } from '../../../../application/ports/plan-requests';
import { ChargeTransit, transitChargeJobOutcome } from '../../../../application/shipments/charge-transit';
import { WriteEffects, writeEffects } from '../../../../application/write-effects';
import { Channel } from '../../../../domain/notifications/message-kinds';
import { inBackground } from '../../../persistence/background-work';
import { PgBossJobQueue } from '../../../persistence/pg-boss-job-queue';
import { PgMessageLog } from '../../../persistence/pg-message-log';
import { PgPlanRequests } from '../../../persistence/pg-plan-requests';
import { NudgedLoop, type RunOutcome } from '../../../system/nudged-loop';
import { registerMessageLogRoutes } from '../routes/message-log';
import type { EndpointGroup } from './group';

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * Notifications (issue 14): the job queue (pg-boss, in the same database) with this instance's workers for
 * planning and delivering a move's messages (and, issue 13, charging storage periods), the message log, and
 * GET moves/{id}/messages. Every instance
 * runs workers; the queue runs each job once among them. The stores that change moves are wrapped (in their
 * own groups) so each change plans the move's messages.
 */
export const notificationsGroup: EndpointGroup = {
  name: 'notifications',
  bind(container, parts) {
    const jobs = new PgBossJobQueue({
      database: parts.database,
      clock: parts.clock,
      ...(parts.jobPolicy ? { policy: parts.jobPolicy } : {}),
      log: parts.logger.child({ jobs: 'pg-boss' }),
    });
    container.bind<PgBossJobQueue>(PgBossJobQueue).toConstantValue(jobs);
    container.bind<JobQueue>(JobQueue).toConstantValue(jobs);
    container.bind<JobBatches>(JobBatches).toConstantValue(jobs);
    // Issue 28: a change asks for its move's plan in one write; this instance's relay queues the jobs.
    const plans = new PgPlanRequests(parts.database.db);
    container.bind<PgPlanRequests>(PgPlanRequests).toConstantValue(plans);
    container.bind<PlanRequests>(PlanRequests).toConstantValue(plans);
    // What every write sets off (application/write-effects.ts): the groups wrap their stores with it.
    container.bind<WriteEffects>(WriteEffects).toConstantValue(writeEffects(jobs, plans, parts.clock));
    container.bind<MessageLog>(MessageLog).toConstantValue(new PgMessageLog(parts.database.db));
  },
  routes(app, container) {
    registerMessageLogRoutes(app, container.get(ViewMessageLog));
  },
  async start(container, parts) {
    if (parts.jobWorkers === false) return;
    const jobs = container.get(PgBossJobQueue);
    const plan = container.get(PlanMoveMessages);
    const deliver = container.get(DeliverMoveMessage);
    const sweep = container.get(SweepMoveMessages);
    const chargeStorage = container.get(ChargeStorage);
    const chargeTransit = container.get(ChargeTransit);
    const log = parts.logger.child({ jobs: 'notifications' });
    // Issue 28: the plan requests' relay, after each request this instance stores (the request's answer
    // first: background work) and every PLAN_RELAY_EVERY_MS for those stored elsewhere.
    const relay = container.get(RelayPlanRequests);
    const relayLoop = new NudgedLoop(
      () =>
        inBackground(() =>
          relay.execute().match(
            (relayed): RunOutcome => (relayed === PLAN_RELAY_BATCH ? 'more' : 'done'),
            (error): RunOutcome => {
              log.warn({ fault: error.kind }, 'plan requests could not be relayed; will retry');
              return 'failed';
            },
          ),
        ),
      PLAN_RELAY_EVERY_MS,
    );
    container.bind<NudgedLoop>(NudgedLoop).toConstantValue(relayLoop);
    container.get(PgPlanRequests).onRequested(() => relayLoop.nudge());
    relayLoop.start();
    relayLoop.nudge();
    // The workers start in the background: the server answers at once, and a job due meanwhile waits in
    // the database until they poll (start time, issue 9).
    startWorkers().catch((error: unknown) =>
      log.error(
        { fault: error instanceof Error ? error.message : String(error) },
        'the job workers did not start',
      ),
    );
    async function startWorkers(): Promise<void> {
      await jobs.work(JobName.PlanMessages, async (data): Promise<JobOutcome> => {
        const quoteId = numberOf(data.quoteId);
        if (quoteId === null) return { kind: 'Permanent', message: 'plan-messages job without a quoteId' };
        const planned = await plan.execute({ quoteId });
        if (planned.isErr()) {
          log.warn(
            { quoteId, fault: 'message' in planned.error ? planned.error.message : planned.error.kind },
            'planning messages failed; will retry',
          );
          return { kind: 'Retry', message: 'storage unavailable' };
        }
        return { kind: 'Done' };
      });
      await jobs.work(JobName.DeliverMessage, async (data): Promise<JobOutcome> => {
        const quoteId = numberOf(data.quoteId);
        const messageKey = typeof data.messageKey === 'string' ? data.messageKey : null;
        if (quoteId === null || messageKey === null)
          return { kind: 'Permanent', message: 'deliver-message job without a quoteId or messageKey' };
        const channel = data.channel === Channel.Email || data.channel === Channel.Sms ? data.channel : null;
        const outcome = await deliver.execute({ quoteId, messageKey, channel });
        return outcome.unwrapOr<JobOutcome>({ kind: 'Retry', message: 'delivery failed' });
      });
      // Issue 13: a move's due storage periods, each run scheduling the next (charge-storage.ts).
      await jobs.work(JobName.ChargeStorage, async (data): Promise<JobOutcome> => {
        const quoteId = numberOf(data.quoteId);
        if (quoteId === null) return { kind: 'Permanent', message: 'charge-storage job without a quoteId' };
        const ran = await chargeStorage.execute({ quoteId });
        if (ran.isErr()) {
          log.warn({ quoteId, fault: ran.error.kind }, 'storage charges could not run; will retry');
          return { kind: 'Retry', message: ran.error.kind };
        }
        return { kind: 'Done' };
      });
      // Issue 29: the Transit charge, scheduled by each shipment event (shipments/charge-transit.ts).
      await jobs.work(JobName.ChargeTransit, async (data): Promise<JobOutcome> => {
        const quoteId = numberOf(data.quoteId);
        if (quoteId === null) return { kind: 'Permanent', message: 'charge-transit job without a quoteId' };
        const outcome = transitChargeJobOutcome(await chargeTransit.execute({ quoteId }));
        if (outcome.kind === 'Retry')
          log.warn({ quoteId, fault: outcome.message }, 'the Transit charge did not go through; will retry');
        return outcome;
      });
      await jobs.work(JobName.SweepMoves, async (): Promise<JobOutcome> => {
        const swept = await sweep.execute();
        return swept.isOk()
          ? { kind: 'Done' }
          : { kind: 'Retry', message: 'the sweep could not read the moves' };
      });
      // Each start (re)schedules the sweep soon; each sweep schedules the next (sweep-move-messages.ts).
      const first = await scheduleSweep(jobs, parts.clock, SWEEP_AFTER_START_MINUTES);
      if (first.isErr()) log.warn({ fault: first.error.kind }, 'the message sweep was not scheduled');
    }
  },
  async stop(container) {
    if (container.isBound(NudgedLoop)) await container.get(NudgedLoop).stop();
    await container.get(PgBossJobQueue).stop();
  },
};
