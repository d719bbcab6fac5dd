/**
 * Issue 15 insect inspection tool over HTTP on every database under test: the real server with its job
 * workers and the sandbox mailer. A move from a quarantined county needs the form (§4 Required); the tool
 * opens it by reference number and email without signing in, and answers one not-found to anything else;
 * the signed form is stored once (§4 Received everywhere), its copy is emailed once, and the pending
 * inspection reminder is dropped.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionResponse } from '../../adapters/http/contract/inspection';
import type { Database } from '../../adapters/persistence/database';
import { PgBossJobQueue } from '../../adapters/persistence/pg-boss-job-queue';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { JobName } from '../../application/ports/job-queue';
import { InspectionText } from '../../domain/shipment/inspection-form';
import { bookedMove, quoteFor, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_JOB_POLICY, type TestServer, testServer } from '../support/test-server';
import { until } from '../support/until';

const [customer] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-inspected@example.com', password: 'boxes-and-tape-2026' };
/** Cleveland, OH (Cuyahoga County, a regulated county of partly quarantined Ohio) to Denver, CO. */
const FROM_CLEVELAND = { FromZip: '44114', ToZip: '80202' };
/** Cincinnati, OH (Hamilton County, outside the area) to Denver, CO. */
const FROM_CINCINNATI = { FromZip: '45202', ToZip: '80202' };

const copiesOf = (db: Database, quoteId: number) =>
  db.db
    .selectFrom('outbox_emails')
    .select(['subject', 'text_body', 'message_key'])
    .where('quote_id', '=', quoteId)
    .where('message_key', '=', `${quoteId}:inspection-form:email`)
    .execute();

describe.each(databasesUnderTest())('the insect inspection tool on $name (issue 15)', (underTest) => {
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
  const booked = (form: Record<string, unknown>) => bookedMove(send, customer.email, mine, { form });
  const lookup = (ReferenceNumber: string | number, EmailAddress: string) =>
    api.json<InspectionResponse>('POST', '/api/inspection/lookup', {
      ReferenceNumber: String(ReferenceNumber),
      EmailAddress,
    });
  const submit = (ReferenceNumber: number, over: Record<string, unknown> = {}) =>
    api.json<InspectionResponse & { errors: string[]; reason?: string }>('POST', '/api/inspection/form', {
      ReferenceNumber: String(ReferenceNumber),
      EmailAddress: customer.email,
      ItemsChecked: ['grills', 'bicycles'],
      NoOutdoorItems: false,
      SignerName: 'Casey Demo',
      Agreed: true,
      DateSigned: api.clock.today(),
      ...over,
    });
  const ownersView = (id: number, headers?: Record<string, string>) =>
    api.json<InspectionResponse>('GET', `/api/moves/${id}/inspection`, undefined, headers);

  it('§4 Required for a move from a quarantined county: the tool opens it by reference number and email, no sign-in', async () => {
    const { id } = await booked(FROM_CLEVELAND);
    const found = await lookup(id, customer.email);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      success: true,
      QuoteId: id,
      InspectionFormState: 'Required',
      Area: { Standing: 'County', StateName: 'Ohio', CountyName: 'Cuyahoga County' },
      Origin: { City: 'Cleveland', State: 'OH' },
      Destination: { State: 'CO' },
      Form: null,
      CopyTo: expect.stringMatching(/^.•••@/),
    });
    expect(found.body.Deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(found.body.Source.Text).toContain('7 CFR 301.45');
    // Typed as people type them: '#' before the number, the email in capitals with spaces.
    expect((await lookup(` #${id} `, ` ${customer.email.toUpperCase()} `)).status).toBe(200);
    // The owner (and staff) read the same on the dashboard's call; anyone else gets 404, nobody signed in 401.
    expect((await ownersView(id, mine)).body.InspectionFormState).toBe('Required');
    expect((await ownersView(id, staffs)).status).toBe(200);
    expect((await ownersView(id, theirs)).status).toBe(404);
    expect((await ownersView(id)).status).toBe(401);
  }, 120_000);

  it('access: a wrong email, a number of no move and a quote not booked all answer the same not-found, so nothing can be probed', async () => {
    const { id } = await booked(FROM_CLEVELAND);
    const unbooked = await quoteFor(send, customer.email, { form: FROM_CLEVELAND });
    const answers = await Promise.all([
      lookup(id, OTHER.email),
      lookup(id, `x${customer.email}`),
      lookup(9_999_999, customer.email),
      lookup(unbooked.QuoteId, customer.email),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        success: false,
        errors: [`ReferenceNumber - ${InspectionText.notFound}`],
        reason: 'InspectionNotFound',
      });
    }
    // A wrong email cannot submit either, and nothing is stored.
    expect((await submit(id, { EmailAddress: OTHER.email })).status).toBe(404);
    expect((await lookup(id, customer.email)).body.InspectionFormState).toBe('Required');
  }, 120_000);

  it('§4 NotRequired for a move from a county of Ohio outside the area (Cincinnati); its form is refused', async () => {
    const { id } = await booked(FROM_CINCINNATI);
    const found = await lookup(id, customer.email);
    expect(found.body).toMatchObject({
      InspectionFormState: 'NotRequired',
      Area: { Standing: 'Outside', StateName: null, CountyName: null },
      Deadline: null,
    });
    const refused = await submit(id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errors: [`ReferenceNumber - ${InspectionText.notRequired}`],
      reason: 'NotRequired',
    });
  }, 120_000);

  it("§5: a form that breaks the rules is refused with 'field - message' lines and nothing is stored", async () => {
    const { id } = await booked(FROM_CLEVELAND);
    const refused = await submit(id, {
      ItemsChecked: [],
      SignerName: ' ',
      Agreed: false,
      DateSigned: '2020-01-01',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      `ItemsChecked - ${InspectionText.itemsRequired}`,
      'SignerName - The value is required',
      `Agreed - ${InspectionText.agreedRequired}`,
      `DateSigned - ${InspectionText.dateToday(api.clock.today())}`,
    ]);
    const unknown = await submit(id, { ItemsChecked: ['jetpack'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatch(/^ItemsChecked\.0 - /);
    expect((await lookup(id, customer.email)).body.Form).toBeNull();
  }, 120_000);

  it('submitting stores the form once: §4 Received everywhere, a second form refused, the copy emailed once and the reminder dropped', async () => {
    const { id } = await booked(FROM_CLEVELAND);
    const queue = new PgBossJobQueue({
      database: api.server.database,
      clock: api.clock,
      policy: TEST_JOB_POLICY,
    });
    try {
      const boss = await queue.ready();
      const reminders = () =>
        boss.findJobs(JobName.DeliverMessage, { key: `${id}:inspection`, queued: true });
      await until(reminders, (jobs) => jobs.length === 1, 'the inspection reminder to be scheduled');

      const stored = await submit(id);
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({
        InspectionFormState: 'Received',
        Form: {
          ItemsChecked: ['grills', 'bicycles'],
          NoOutdoorItems: false,
          SignerName: 'Casey Demo',
          DateSigned: api.clock.today(),
          SubmittedAt: api.clock.now(),
        },
      });
      expect((await lookup(id, customer.email)).body.InspectionFormState).toBe('Received');
      expect((await ownersView(id, mine)).body.InspectionFormState).toBe('Received');

      // The first signed form stands.
      const again = await submit(id, { SignerName: 'Someone Else' });
      expect(again.status).toBe(409);
      expect(again.body.reason).toBe('Received');
      expect((await ownersView(id, mine)).body.Form?.SignerName).toBe('Casey Demo');

      // Its copy goes once; the pending reminder is dropped.
      const [copy] = await until(
        () => copiesOf(api.server.database, id),
        (rows) => rows.length >= 1,
        'the copy',
      );
      expect(copy?.subject).toBe(`Your spongy moth inspection form (reference ${id})`);
      expect(copy?.text_body).toContain('Barbecue grills and smokers; Bicycles and tricycles');
      expect(copy?.text_body).toContain('Casey Demo');
      await until(reminders, (jobs) => jobs.length === 0, 'the inspection reminder to be dropped');

      // Planned again after another change, the copy is not sent twice.
      const delayed = await api.json(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone: 'DropOff', Status: 'Delayed', Reason: 'Driver shortage' },
        { ...staffs, 'idempotency-key': randomUUID() },
      );
      expect(delayed.status).toBe(200);
      await until(
        () =>
          api.server.database.db
            .selectFrom('outbox_emails')
            .select('subject')
            .where('quote_id', '=', id)
            .where('subject', 'like', '%delayed%')
            .execute(),
        (rows) => rows.length >= 1,
        'the delay alert',
      );
      expect(await copiesOf(api.server.database, id)).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  }, 120_000);
});
