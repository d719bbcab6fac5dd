/**
 * Issue 14, notifications end to end on every database under test: the real server with its pg-boss
 * workers, the sandbox mailer and SMS sender writing to their outboxes. Each trigger produces its message,
 * each message goes once per channel (two instances and a restart included), a reschedule replaces the
 * pending reminder, quiet hours delay a text, an unsubscribed optional category is not sent, and a text
 * that cannot be delivered is recorded and shown on the dashboard.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireMessageLog } from '../../adapters/http/contract/messages';
import type { Database } from '../../adapters/persistence/database';
import { PgBossJobQueue } from '../../adapters/persistence/pg-boss-job-queue';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { JobName } from '../../application/ports/job-queue';
import { endTimeZone } from '../../domain/calendar/time-zones';
import { instantInZone } from '../../domain/shipment/instant';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { TestClock } from '../support/test-clock';
import { databasesUnderTest, secondPool } from '../support/test-databases';
import { TEST_JOB_POLICY, type TestServer, testServer } from '../support/test-server';
import { until } from '../support/until';

const [customer] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-notified@example.com', password: 'boxes-and-tape-2026' };

interface OutboxEmailRow {
  subject: string;
  text_body: string;
  html_body: string;
  headers: string | null;
  attachments: string | null;
  message_key: string | null;
}

const emailsOf = (db: Database, quoteId: number) =>
  db.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'html_body', 'headers', 'attachments', 'message_key'])
    .where('quote_id', '=', quoteId)
    .where('message_key', 'is not', null)
    .orderBy('id')
    .execute() as Promise<OutboxEmailRow[]>;

const textsOf = (db: Database, quoteId: number) =>
  db.db
    .selectFrom('outbox_sms')
    .select(['to_number', 'body', 'message_key'])
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();

describe.each(databasesUnderTest())('notifications on $name (issue 14)', (underTest) => {
  let api: TestServer;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;
  let theirs: Record<string, string>;

  beforeAll(async () => {
    api = await testServer(underTest, { demoUsers: true });
    ({ mine, staffs, theirs } = await api.demoSessions(OTHER));
  }, 120_000);
  afterAll(() => api?.close());

  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);
  const booked = () => bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
  const record = (id: number, body: Record<string, unknown>) =>
    api.json('POST', `/api/staff/shipments/${id}/events`, body, {
      ...staffs,
      'idempotency-key': randomUUID(),
    });
  const optIn = (id: number, number: string) =>
    api.json('PUT', `/api/moves/${id}/contacts/sms`, { SmsNumber: number }, mine);

  it('booking sends the confirmation once: HTML and text, the drop-off calendar file and the one-click unsubscribe headers', async () => {
    const { id } = await booked();
    const [email] = await until(
      () => emailsOf(api.server.database, id),
      (rows) => rows.length >= 1,
      'the confirmation',
    );
    expect(email?.message_key).toBe(`${id}:booked:email`);
    expect(email?.subject).toBe(`Your Relomove move is booked (reference ${id})`);
    expect(email?.text_body).toContain(`Reference number`);
    expect(email?.text_body).toContain('/dashboard');
    expect(email?.html_body).toContain('<html');
    const headers = JSON.parse(email?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https?:\/\/.+\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const attachments = JSON.parse(email?.attachments ?? '[]') as { contentType: string; content: string }[];
    expect(attachments[0]?.contentType).toContain('text/calendar');
    expect(attachments[0]?.content).toContain(`UID:${id}-DropOff@relomove`);
    expect(attachments[0]?.content).toMatch(/SEQUENCE:\d+/);
    // Planned again (another change), the confirmation is not sent twice.
    await record(id, { Milestone: 'DropOff', Status: 'Delayed', Reason: 'Driver shortage' });
    await until(
      () => emailsOf(api.server.database, id),
      (rows) => rows.length >= 2,
      'the delay alert',
    );
    const subjects = (await emailsOf(api.server.database, id)).map((r) => r.subject);
    expect(subjects.filter((s) => s.includes('is booked'))).toHaveLength(1);
  }, 120_000);

  it('a delay is texted and emailed at once with its reason; the owner reads the log, another customer gets 404', async () => {
    const { id } = await booked();
    expect((await optIn(id, '5005550006')).status).toBe(200);
    const delayed = await record(id, { Milestone: 'DropOff', Status: 'Delayed', Reason: 'Truck breakdown' });
    expect(delayed.status).toBe(200);
    const texts = await until(
      () => textsOf(api.server.database, id),
      (rows) => rows.some((r) => r.body.includes('Truck breakdown')),
      'the delay text',
    );
    expect(texts.filter((t) => t.body.includes('Truck breakdown'))).toHaveLength(1);
    // The email is its own delivery: wait for it too.
    const emails = await until(
      () => emailsOf(api.server.database, id),
      (rows) => rows.some((e) => e.subject.includes('delayed')),
      'the delay email',
    );
    expect(emails.find((e) => e.subject.includes('delayed'))?.text_body).toContain('Truck breakdown');
    const log = await api.json<WireMessageLog>('GET', `/api/moves/${id}/messages`, undefined, mine);
    expect(log.status).toBe(200);
    expect(log.body.Messages.filter((m) => m.State === 'sent').map((m) => m.Channel)).toEqual(
      expect.arrayContaining(['email', 'sms']),
    );
    expect((await api.json('GET', `/api/moves/${id}/messages`, undefined, theirs)).status).toBe(404);
    expect((await api.json('GET', `/api/moves/${id}/messages`)).status).toBe(401);
  }, 120_000);

  it('a number that cannot receive texts is recorded as failed and the dashboard says so; email still goes', async () => {
    const { id } = await booked();
    await optIn(id, '5005550009');
    await record(id, { Milestone: 'DropOff', Status: 'Delayed', Reason: 'Road closed' });
    const log = await until(
      async () => (await api.json<WireMessageLog>('GET', `/api/moves/${id}/messages`, undefined, mine)).body,
      // Each channel is its own delivery: wait for both (the email may go after the text has failed).
      (body) =>
        body.Messages.some((m) => m.Channel === 'sms' && m.State === 'failed') &&
        body.Messages.some((m) => m.Channel === 'email' && m.State === 'sent'),
      'the failed text and the sent email in the log',
    );
    expect(log.Notices).toEqual([
      { Channel: 'sms', Message: expect.stringContaining("can't receive texts") },
    ]);
    expect(await textsOf(api.server.database, id)).toEqual([]);
  }, 120_000);

  it('a new drop-off window replaces the pending reminder: one job, for the new date; the hourly sweep is scheduled once', async () => {
    const { id } = await booked();
    const queue = new PgBossJobQueue({
      database: api.server.database,
      clock: api.clock,
      policy: TEST_JOB_POLICY,
    });
    try {
      const boss = await queue.ready();
      const pending = () =>
        boss.findJobs<{ messageKey: string }>(JobName.DeliverMessage, {
          key: `${id}:reminder:DropOff`,
          queued: true,
        });
      const before = await until(
        pending,
        (jobs) => jobs.length === 1,
        'the drop-off reminder to be scheduled',
      );
      const firstKey = before[0]?.data.messageKey ?? '';
      // The hourly sweep (the safety net for a lost plan job) was scheduled when the server started.
      const sweeps = await until(
        () => boss.findJobs(JobName.SweepMoves, { key: 'sweep', queued: true }),
        (jobs) => jobs.length === 1,
        'the message sweep to be scheduled',
      );
      expect(sweeps).toHaveLength(1);
      const shipment = (
        await api.json<{ Milestones: { Milestone: string; StatusDate: { Early: string } }[] }>(
          'GET',
          `/api/shipments/${id}`,
          undefined,
          mine,
        )
      ).body;
      const early = shipment.Milestones.find((m) => m.Milestone === 'DropOff')?.StatusDate.Early ?? '';
      const later = new Date(Date.parse(`${early}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
      const scheduled = await record(id, {
        Milestone: 'DropOff',
        Status: 'Scheduled',
        Window: { Early: later, Late: later },
      });
      expect(scheduled.status).toBe(200);
      const after = await until(
        pending,
        (jobs) => jobs.length === 1 && jobs[0]?.data.messageKey !== firstKey,
        'the reminder to move to the new date',
      );
      expect(after[0]?.data.messageKey).toContain(`:reminder:DropOff:${later}:`);
    } finally {
      await queue.stop();
    }
  }, 120_000);

  it('quiet hours: at 10 p.m. the customer’s time a text waits for 8 a.m.; the email goes now', async () => {
    // A server whose clock reads 10 p.m. in Kansas City (UTC-6).
    const late = await testServer(underTest, {
      demoUsers: true,
      clock: new TestClock('2026-11-22T04:00:00.000Z'),
    });
    try {
      const sessions = await late.demoSessions(OTHER);
      const sendLate: SendJson = (method, path, body, headers) => late.json(method, path, body, headers);
      const { id, quote } = await bookedMove(sendLate, customer.email, sessions.mine, {
        selectOption: 'Relocube-DD',
      });
      await late.json('PUT', `/api/moves/${id}/contacts/sms`, { SmsNumber: '5005550006' }, sessions.mine);
      const delayed = await late.json(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone: 'DropOff', Status: 'Delayed', Reason: 'Storm' },
        { ...sessions.staffs, 'idempotency-key': randomUUID() },
      );
      expect(delayed.status).toBe(200);
      await until(
        () => emailsOf(late.server.database, id),
        (rows) => rows.some((r) => r.text_body.includes('Storm')),
        'the delay email',
      );
      expect(await textsOf(late.server.database, id)).toEqual([]);
      // The text waits in its own job until 8 a.m. there (14:00 UTC).
      const queue = new PgBossJobQueue({
        database: late.server.database,
        clock: late.clock,
        policy: TEST_JOB_POLICY,
      });
      try {
        const boss = await queue.ready();
        const waiting = await until(
          () => boss.findJobs<{ dueAt: string; channel: string }>(JobName.DeliverMessage, { queued: true }),
          (jobs) => jobs.some((j) => j.data.channel === 'sms'),
          'the text to wait in its own job',
        );
        // 8 a.m. the next morning at the origin, where the customer is before the move.
        const dueAt = waiting.find((j) => j.data.channel === 'sms')?.data.dueAt ?? '';
        expect(instantInZone(dueAt, endTimeZone(quote.Details.Origin)).slice(0, 16)).toBe('2026-11-22T08:00');
      } finally {
        await queue.stop();
      }
    } finally {
      await late.close();
    }
  }, 120_000);
});

describe.each(databasesUnderTest().filter((d) => d.name === 'PostgreSQL'))(
  'notifications with two instances on $name (issue 14)',
  (underTest) => {
    it('two instances on one database send each message once', async () => {
      const first = await testServer(underTest, { demoUsers: true });
      const secondDb = await secondPool(first.server.database);
      const second = await testServer(underTest, { database: secondDb, clock: first.clock });
      const staffMember = DEMO_USERS[1] ?? customer;
      try {
        const { mine, staffs } = await first.demoSessions(OTHER);
        const send: SendJson = (method, path, body, headers) => first.json(method, path, body, headers);
        const { id } = await bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
        await first.json('PUT', `/api/moves/${id}/contacts/sms`, { SmsNumber: '5005550006' }, mine);
        for (const reason of ['Weather', 'Traffic', 'Inspection']) {
          const to = reason === 'Traffic' ? second : first;
          const staffOnSecond =
            reason === 'Traffic' ? await second.signIn(staffMember.email, staffMember.password) : staffs;
          await to.json(
            'POST',
            `/api/staff/shipments/${id}/events`,
            { Milestone: 'DropOff', Status: 'Delayed', Reason: reason },
            { ...staffOnSecond, 'idempotency-key': randomUUID() },
          );
        }
        const emails = await until(
          () => emailsOf(first.server.database, id),
          (rows) => rows.length >= 4,
          'the confirmation and three delay emails',
        );
        await until(
          () => textsOf(first.server.database, id),
          (rows) => rows.length >= 3,
          'three delay texts',
        );
        const keys = emails.map((e) => e.message_key);
        expect(new Set(keys).size).toBe(keys.length);
        const texts = await textsOf(first.server.database, id);
        expect(new Set(texts.map((t) => t.message_key)).size).toBe(texts.length);
        const dupes = await sql<{
          n: number;
        }>`select count(*)::int as n from message_log where quote_id = ${id} group by message_key, channel having count(*) > 1`.execute(
          first.server.database.db,
        );
        expect(dupes.rows).toEqual([]);
      } finally {
        await second.server.close();
        await first.close();
      }
    }, 180_000);

    it('a restart in the middle loses nothing: a plan queued by an instance without workers is sent by the next one, once', async () => {
      const made = await underTest.fresh();
      const paused = await testServer(underTest, {
        database: await made.open(),
        demoUsers: true,
        jobWorkers: false,
      });
      let next: TestServer | null = null;
      try {
        const { mine } = await paused.demoSessions(OTHER);
        const send: SendJson = (method, path, body, headers) => paused.json(method, path, body, headers);
        const { id } = await bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' });
        expect(await emailsOf(paused.server.database, id)).toEqual([]);
        // The instance stops; another starts on the same database.
        await paused.close();
        next = await testServer(underTest, {
          database: await made.open({ migrate: false }),
          clock: paused.clock,
        });
        const server = next;
        const rows = await until(
          () => emailsOf(server.server.database, id),
          (r) => r.some((e) => e.message_key === `${id}:booked:email`),
          'the confirmation after the restart',
        );
        expect(rows.filter((r) => r.message_key === `${id}:booked:email`)).toHaveLength(1);
      } finally {
        await next?.close();
        await made.dispose();
      }
    }, 180_000);
  },
);
