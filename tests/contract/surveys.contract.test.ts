/**
 * Issue 15 surveys over HTTP on every database under test: §7 POST surveys/post-delivery (after Delivery is
 * Complete, owner only, one answer per move), POST surveys/covid (while a step is ahead), their GETs (the
 * answer to prefill the form), and GET staff/surveys (the answers with the averages and the NPS).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  StaffSurveysResponse,
  WireCovidSurvey,
  WirePostDeliverySurvey,
} from '../../adapters/http/contract/surveys';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { CovidMessage } from '../../domain/surveys/covid-acknowledgement';
import { SurveyMessage } from '../../domain/surveys/post-delivery-survey';
import { bookedMove, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
const OTHER = { email: 'other-surveyed@example.com', password: 'boxes-and-tape-2026' };
const DOOR_TO_DELIVERED = ['DropOff', 'CustomerLoading', 'OriginPickup', 'Transit', 'Delivery'];
const AFTER_DELIVERY = ['CustomerUnloading', 'DestinationPickup'];
const MISSING = 9_999_999;

const ANSWERS = {
  OverallRating: 5,
  StepRatings: { DropOff: 4, Pickup: 5, Delivery: 5 },
  RecommendScore: 9,
  Comment: '  The driver called ahead.  ',
};

describe.each(databasesUnderTest())('the surveys on $name (issue 15, §7 POST surveys/*)', (database) => {
  let api: TestServer;
  let mine: Record<string, string>;
  let staffs: Record<string, string>;
  let theirs: Record<string, string>;

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    const added = await new AddUser({
      users: new PgUserRepository(api.server.database.db),
      hasher: new ScryptPasswordHasher(TEST_SCRYPT),
      clock: api.clock,
    }).execute({ ...OTHER, role: 'customer' });
    if (added.isErr()) throw new Error('the second customer could not be added');
    mine = await api.signIn(customer.email, customer.password);
    staffs = await api.signIn(staff.email, staff.password);
    theirs = await api.signIn(OTHER.email, OTHER.password);
  }, 120_000);
  afterAll(() => api?.close());

  const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);
  const complete = async (id: number, milestones: readonly string[]) => {
    for (const Milestone of milestones) {
      const recorded = await api.json(
        'POST',
        `/api/staff/shipments/${id}/events`,
        { Milestone, Status: 'Completed' },
        { ...staffs, 'idempotency-key': randomUUID() },
      );
      expect(recorded.status, Milestone).toBe(200);
    }
  };
  const booked = async () =>
    (await bookedMove(send, customer.email, mine, { selectOption: 'Relocube-DD' })).id;
  const survey = (id: number, who: Record<string, string> = mine) =>
    api.json<{ Survey: WirePostDeliverySurvey }>('GET', `/api/surveys/post-delivery/${id}`, undefined, who);
  const answer = (body: Record<string, unknown>, who: Record<string, string> = mine) =>
    api.json<{ Outcome: string; Survey: WirePostDeliverySurvey; errors?: string[]; reason?: string }>(
      'POST',
      '/api/surveys/post-delivery',
      body,
      who,
    );
  const rows = async (table: 'post_delivery_surveys' | 'covid_acknowledgements', id: number) =>
    (await api.server.database.db.selectFrom(table).select('quote_id').where('quote_id', '=', id).execute())
      .length;

  it('before the delivery is complete the survey says so, and an answer is refused with that message (nothing stored)', async () => {
    const id = await booked();
    await complete(id, ['DropOff', 'CustomerLoading', 'OriginPickup', 'Transit']);
    const now = await survey(id);
    expect(now.status).toBe(200);
    expect(now.body.Survey).toEqual({
      QuoteId: id,
      Open: false,
      Reason: 'NotDelivered',
      Message: SurveyMessage.notDelivered,
      Steps: ['DropOff', 'Pickup', 'Transit', 'Delivery'],
      Answer: null,
    });
    const refused = await answer({ QuoteId: id, ...ANSWERS });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      errors: [`QuoteId - ${SurveyMessage.notDelivered}`],
      reason: 'NotDelivered',
    });
    expect(await rows('post_delivery_surveys', id)).toBe(0);
  });

  it('after Delivery is Complete the owner answers; a second submission updates the one answer, which GET reads back', async () => {
    const id = await booked();
    await complete(id, DOOR_TO_DELIVERED);
    expect((await survey(id)).body.Survey).toMatchObject({ Open: true, Reason: null, Answer: null });
    const first = await answer({ QuoteId: id, ...ANSWERS });
    expect(first.status).toBe(200);
    expect(first.body.Outcome).toBe('Created');
    expect(first.body.Survey.Answer).toEqual({
      OverallRating: 5,
      StepRatings: { DropOff: 4, Pickup: 5, Transit: null, Delivery: 5 },
      RecommendScore: 9,
      Comment: 'The driver called ahead.',
      SubmittedAt: api.clock.now(),
      UpdatedAt: api.clock.now(),
    });
    api.clock.advance(60_000);
    const second = await answer({
      QuoteId: id,
      OverallRating: 4,
      StepRatings: { Transit: 3 },
      RecommendScore: 7,
    });
    expect(second.status).toBe(200);
    expect(second.body.Outcome).toBe('Updated');
    const read = await survey(id);
    expect(read.body.Survey.Answer).toEqual({
      OverallRating: 4,
      StepRatings: { DropOff: null, Pickup: null, Transit: 3, Delivery: null },
      RecommendScore: 7,
      Comment: '',
      SubmittedAt: first.body.Survey.Answer?.SubmittedAt,
      UpdatedAt: api.clock.now(),
    });
    expect(await rows('post_delivery_surveys', id)).toBe(1);
    // Staff read the customer's survey; staff cannot answer it for them.
    expect((await survey(id, staffs)).body.Survey.Answer?.OverallRating).toBe(4);
    expect((await answer({ QuoteId: id, ...ANSWERS }, staffs)).status).toBe(404);
  });

  it("answers someone else's move exactly as a move that does not exist (404), and a visitor 401", async () => {
    const id = await booked();
    await complete(id, DOOR_TO_DELIVERED);
    for (const [path, body] of [
      [`/api/surveys/post-delivery/${id}`, undefined],
      ['/api/surveys/post-delivery', { QuoteId: id, ...ANSWERS }],
      [`/api/surveys/covid/${id}`, undefined],
      ['/api/surveys/covid', { QuoteId: id, HouseholdWell: true, Acknowledged: true }],
    ] as const) {
      const method = body ? 'POST' : 'GET';
      const hidden = await api.request(method, path, body, theirs);
      const missingPath = path.replace(String(id), String(MISSING));
      const missingBody = body ? { ...body, QuoteId: MISSING } : undefined;
      const missing = await api.request(method, missingPath, missingBody, theirs);
      expect({ status: hidden.status, body: await hidden.text() }, path).toEqual({
        status: 404,
        body: await missing.text(),
      });
      expect((await api.request(method, path, body)).status, path).toBe(401);
    }
    expect(await rows('post_delivery_surveys', id)).toBe(0);
    expect(await rows('covid_acknowledgements', id)).toBe(0);
  });

  it("refuses bad answers with §5 'field - message' lines, and stores nothing", async () => {
    const id = await booked();
    await complete(id, DOOR_TO_DELIVERED);
    const refused = await answer({
      QuoteId: id,
      OverallRating: 7,
      StepRatings: { DropOff: 0 },
      RecommendScore: null,
      Comment: 'x'.repeat(2001),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(['Comment - The maximum length allowed is 2000']);
    const ranges = await answer({
      QuoteId: id,
      OverallRating: 7,
      StepRatings: { DropOff: 0 },
      RecommendScore: null,
    });
    expect(ranges.status).toBe(400);
    expect(ranges.body.errors).toEqual([
      'OverallRating - Choose a rating from 1 to 5',
      'StepRatings.DropOff - Choose a rating from 1 to 5',
      `RecommendScore - ${SurveyMessage.recommendMissing}`,
    ]);
    const unknown = await answer({ QuoteId: id, ...ANSWERS, Stars: 5 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['Stars - Unknown field']);
    expect(await rows('post_delivery_surveys', id)).toBe(0);
  });

  it('a terminal-to-terminal move rates transit and delivery only (a drop-off rating is refused), and has no home visit to prepare for', async () => {
    const { id } = await bookedMove(send, customer.email, mine, { selectOption: 'Relocube-TT' });
    const covid = await api.json<{ Survey: WireCovidSurvey }>(
      'GET',
      `/api/surveys/covid/${id}`,
      undefined,
      mine,
    );
    expect(covid.body.Survey).toMatchObject({
      Open: false,
      Reason: 'NoVisitsAhead',
      Message: CovidMessage.noVisitsAhead,
    });
    await complete(id, ['TerminalLoading', 'Transit', 'TerminalUnloading']);
    expect((await survey(id)).body.Survey).toMatchObject({ Open: true, Steps: ['Transit', 'Delivery'] });
    const refused = await answer({ QuoteId: id, ...ANSWERS });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      `StepRatings.DropOff - ${SurveyMessage.stepNotInMove}`,
      `StepRatings.Pickup - ${SurveyMessage.stepNotInMove}`,
    ]);
    expect(
      (
        await answer({
          QuoteId: id,
          OverallRating: 3,
          StepRatings: { Transit: 2, Delivery: 4 },
          RecommendScore: 5,
        })
      ).status,
    ).toBe(200);
  });

  it('the health-and-safety acknowledgement is given while a step is ahead, updated, and closed once the move is complete', async () => {
    const id = await booked();
    const covid = () =>
      api.json<{ Survey: WireCovidSurvey }>('GET', `/api/surveys/covid/${id}`, undefined, mine);
    const acknowledge = (body: Record<string, unknown>) =>
      api.json<{ Outcome: string; Survey: WireCovidSurvey; errors?: string[] }>(
        'POST',
        '/api/surveys/covid',
        { QuoteId: id, ...body },
        mine,
      );
    expect((await covid()).body.Survey).toEqual({
      QuoteId: id,
      Open: true,
      Reason: null,
      Message: null,
      Acknowledgement: null,
      FollowUp: null,
    });
    const missing = await acknowledge({ HouseholdWell: null, Acknowledged: false });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      `HouseholdWell - ${CovidMessage.householdMissing}`,
      `Acknowledged - ${CovidMessage.notAcknowledged}`,
    ]);
    const first = await acknowledge({ HouseholdWell: true, MasksRequested: true, Acknowledged: true });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      Outcome: 'Created',
      Survey: {
        Acknowledgement: { HouseholdWell: true, MasksRequested: true, ContactlessHandover: false },
        FollowUp: null,
      },
    });
    const unwell = await acknowledge({ HouseholdWell: false, ContactlessHandover: true, Acknowledged: true });
    expect(unwell.body).toMatchObject({
      Outcome: 'Updated',
      Survey: {
        Acknowledgement: { HouseholdWell: false, MasksRequested: false, ContactlessHandover: true },
        FollowUp: CovidMessage.callUs,
      },
    });
    expect(await rows('covid_acknowledgements', id)).toBe(1);
    await complete(id, [...DOOR_TO_DELIVERED, ...AFTER_DELIVERY]);
    expect((await covid()).body.Survey).toMatchObject({ Open: false, Reason: 'NoVisitsAhead' });
    const closed = await acknowledge({ HouseholdWell: true, Acknowledged: true });
    expect(closed.status).toBe(409);
    expect(closed.body.errors).toEqual([`QuoteId - ${CovidMessage.noVisitsAhead}`]);
  });

  it('staff read the answers with the averages and the NPS; ?since= narrows them; a bad since is refused; customers are refused', async () => {
    const id = await booked();
    await complete(id, DOOR_TO_DELIVERED);
    api.clock.advance(86_400_000);
    const today = api.clock.today();
    expect((await answer({ QuoteId: id, ...ANSWERS, RecommendScore: 3 })).status).toBe(200);
    const all = await api.json<StaffSurveysResponse>('GET', '/api/staff/surveys', undefined, staffs);
    expect(all.status).toBe(200);
    expect(all.body.Since).toBeNull();
    expect(all.body.Answers[0]).toMatchObject({
      QuoteId: id,
      SubmittedBy: customer.email,
      Revision: 1,
      RecommendScore: 3,
    });
    expect(all.body.Summary.Count).toBe(all.body.Answers.length);
    const since = await api.json<StaffSurveysResponse>(
      'GET',
      `/api/staff/surveys?since=${today}`,
      undefined,
      staffs,
    );
    expect(since.body.Since).toBe(today);
    expect(since.body.Answers.map((a) => a.QuoteId)).toEqual([id]);
    expect(since.body.Summary).toEqual({
      Count: 1,
      Overall: { Average: 5, Count: 1 },
      Steps: {
        DropOff: { Average: 4, Count: 1 },
        Pickup: { Average: 5, Count: 1 },
        Transit: { Average: null, Count: 0 },
        Delivery: { Average: 5, Count: 1 },
      },
      Recommend: { Average: 3, Count: 1 },
      Nps: { Score: -100, Promoters: 0, Passives: 0, Detractors: 1, Count: 1 },
    });
    for (const bad of ['2026-02-30', 'yesterday', '2026-1-5']) {
      const refused = await api.json<{ errors: string[] }>(
        'GET',
        `/api/staff/surveys?since=${bad}`,
        undefined,
        staffs,
      );
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors[0], bad).toMatch(/^since - Value must be a date as YYYY-MM-DD$/);
    }
    expect((await api.request('GET', '/api/staff/surveys', undefined, mine)).status).toBe(403);
    expect((await api.request('GET', '/api/staff/surveys')).status).toBe(401);
  });
});
