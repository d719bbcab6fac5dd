/**
 * Issue 14 "Done when": a booked demo move, advanced by the SANDBOX carrier feed on the injected clock, sends
 * the customer every milestone message at the right moment, by email and text, once each; the survey is
 * not sent to a customer who turned surveys off (it is logged as skipped, with why).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulateShipmentResponse } from '../../adapters/http/contract/shipments';
import { PgBossJobQueue } from '../../adapters/persistence/pg-boss-job-queue';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { JobName } from '../../application/ports/job-queue';
import { MessageKind, SkipReason } from '../../domain/notifications/message-kinds';
import { messageKindOfEvent } from '../../domain/notifications/move-plan';
import type { EventSource, EventStatus, Milestone } from '../../domain/shipment';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_JOB_POLICY, type TestServer, testServer } from '../support/test-server';
import { until } from '../support/until';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-lifecycle@example.com', password: 'boxes-and-tape-2026' };

describe.each(databasesUnderTest())('a move followed by its messages on $name (issue 14)', (underTest) => {
  let api: TestServer;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;

  beforeAll(async () => {
    api = await testServer(underTest, { demoUsers: true });
    ({ mine, staffs } = await api.demoSessions(OTHER));
  }, 120_000);
  /** The test's own view of the job queue (to see what is pending, and to run a waiting job now). */
  const held: { queue: PgBossJobQueue | null } = { queue: null };
  afterAll(async () => {
    await held.queue?.stop();
    await api?.close();
  });

  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);
  const log = (id: number) =>
    api.server.database.db
      .selectFrom('message_log')
      .select(['message_key', 'channel', 'state', 'reason', 'kind'])
      .where('quote_id', '=', id)
      .execute();

  it('the sandbox feed drives every milestone message, by email and text, once each; a survey turned off is skipped', async () => {
    const { id } = await bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
    expect(
      (await api.json('PUT', `/api/moves/${id}/contacts/sms`, { SmsNumber: '5005550006' }, mine)).status,
    ).toBe(200);
    const prefs = await api.json(
      'PUT',
      '/api/notifications/preferences',
      { SmsEnabled: true, OptedOut: ['survey'] },
      mine,
    );
    expect(prefs.status).toBe(200);

    const queue = new PgBossJobQueue({
      database: api.server.database,
      clock: api.clock,
      policy: TEST_JOB_POLICY,
    });
    const boss = await queue.ready();
    /** Runs now each of the move's waiting messages whose dueAt (on the test's clock) has come. */
    const runDueNow = async () => {
      const jobs = await boss.findJobs<Record<string, string | number | null>>(JobName.DeliverMessage, {
        queued: true,
      });
      for (const job of jobs) {
        const due = job.data.dueAt;
        if (job.data.quoteId !== id || job.state === 'active' || typeof due !== 'string' || !job.singletonKey)
          continue;
        if (Date.parse(due) > api.clock.nowMs()) continue;
        (
          await queue.schedule({
            name: JobName.DeliverMessage,
            key: job.singletonKey,
            data: job.data,
            runAt: null,
          })
        )._unsafeUnwrap();
      }
    };
    // The booking's confirmation goes first, before the clock moves.
    await until(
      () => log(id),
      (rows) =>
        rows.some((r) => r.message_key === `${id}:booked` && r.channel === 'email' && r.state === 'sent'),
      'the booking confirmation',
    );
    const expected: string[] = [];
    let delivered = false;
    for (let step = 0; step < 40; step += 1) {
      // The clock moves days at a time, past a session's life: staff sign in again each step.
      const staffNow = step === 0 ? staffs : await api.signIn(staff.email, staff.password);
      const simulated = await api.json<SimulateShipmentResponse>(
        'POST',
        `/api/staff/shipments/${id}/simulate`,
        undefined,
        staffNow,
      );
      expect(simulated.status, JSON.stringify(simulated.body)).toBe(200);
      for (const event of simulated.body.Recorded) {
        const kind = messageKindOfEvent({
          milestone: event.Milestone as Milestone,
          status: event.Status as EventStatus,
          source: event.Source as EventSource,
        });
        // After a door delivery, the empty container's pickup is not a second "delivered" (move-plan.ts).
        const secondDelivered =
          kind === MessageKind.Delivered && event.Milestone === 'DestinationPickup' && delivered;
        if (event.Milestone === 'Delivery' && event.Status === 'Completed') delivered = true;
        if (kind !== null && !secondDelivered) expected.push(`${id}:event:${event.Id}:${kind}`);
      }
      // Each step's messages are handled before the clock moves on: no plan asked for or pending, no
      // message due now still waiting (a text recorded at night waits for 8 a.m. in its own job, due later).
      await until(
        async () => {
          const asked = await api.server.database.db
            .selectFrom('plan_requests')
            .select('quote_id')
            .where('quote_id', '=', id)
            .execute();
          const plans = await boss.findJobs(JobName.PlanMessages, { key: `plan:${id}`, queued: true });
          const jobs = await boss.findJobs<{ quoteId?: number }>(JobName.DeliverMessage, {});
          const waiting = jobs.filter(
            (j) =>
              j.data.quoteId === id &&
              (j.state === 'active' ||
                ((j.state === 'created' || j.state === 'retry') && j.startAfter <= new Date())),
          );
          return asked.length + plans.length + waiting.length;
        },
        (n) => n === 0,
        `step ${step} to settle`,
      );
      await until(
        () => log(id),
        (rows) =>
          expected.every((key) =>
            rows.some((r) => r.message_key === key && r.channel === 'email' && r.state === 'sent'),
          ),
        `the messages of step ${step}`,
      );
      const next = simulated.body.NextDueAt;
      if (next === null) break;
      api.clock.advance(Math.max(0, Date.parse(next) - api.clock.nowMs()));
      // The clock jumped: a message that came due meanwhile (on the test's clock) is run now, as the passing
      // of real time would have run it, never left to run later on a clock that moved on (issue 25).
      await runDueNow();
    }
    const milestoneKinds = [
      MessageKind.PickedUp,
      MessageKind.InTransit,
      MessageKind.ArrivedAtDestinationTerminal,
      MessageKind.OutForDelivery,
      MessageKind.Delivered,
    ];
    const rows = await until(
      () => log(id),
      (r) =>
        milestoneKinds.every((kind) =>
          r.some((row) => row.kind === kind && row.channel === 'email' && row.state === 'sent'),
        ),
      'every milestone message',
    );
    for (const kind of milestoneKinds) {
      expect(
        rows.filter((r) => r.kind === kind && r.channel === 'email'),
        `one ${kind} email`,
      ).toHaveLength(1);
    }
    // Once each: one row per message and channel, and one outbox entry per message key.
    const emails = await api.server.database.db
      .selectFrom('outbox_emails')
      .select('message_key')
      .where('quote_id', '=', id)
      .where('message_key', 'is not', null)
      .execute();
    expect(new Set(emails.map((e) => e.message_key)).size).toBe(emails.length);
    const texts = await api.server.database.db
      .selectFrom('outbox_sms')
      .select('message_key')
      .where('quote_id', '=', id)
      .execute();
    expect(new Set(texts.map((t) => t.message_key)).size).toBe(texts.length);

    // The survey invitation is due a day after the move ends. If the feed's last step came sooner, the clock
    // moves a day on and its waiting job is run now. Turned off, it is skipped on both channels, with why.
    const surveyJob = await boss.findJobs<Record<string, string | number | null>>(JobName.DeliverMessage, {
      key: `${id}:survey`,
      queued: true,
    });
    const waiting = surveyJob[0];
    const dueAt = waiting?.data.dueAt;
    if (typeof dueAt === 'string') {
      api.clock.advance(Math.max(0, Date.parse(dueAt) - api.clock.nowMs()));
      await runDueNow();
    }
    const survey = await until(
      () => log(id),
      (r) => r.filter((row) => row.message_key === `${id}:survey`).length === 2,
      'the survey to be handled',
    );
    const surveyRows = survey.filter((r) => r.message_key === `${id}:survey`);
    expect(surveyRows.map((r) => r.state)).toEqual(['skipped', 'skipped']);
    expect(surveyRows.map((r) => r.reason)).toEqual([SkipReason.OptedOut, SkipReason.OptedOut]);
  }, 240_000);
});
