import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { PostDeliveryAnswers } from '../../domain/surveys/post-delivery-survey';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgQuoteRepository } from './pg-quote-repository';
import { PgSurveyStore } from './pg-survey-store';

const AT = '2026-12-12T15:00:00.000Z';
const LATER = '2026-12-13T09:30:00.000Z';

const ANSWERS: PostDeliveryAnswers = {
  OverallRating: 4,
  StepRatings: { DropOff: 5, Pickup: null, Transit: 3, Delivery: 4 },
  RecommendScore: 8,
  Comment: 'Cubes arrived clean; the delivery window slipped an hour.',
};

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('the surveys store on $name (issue 15, migration 0031)', (underTest) => {
  let database: Database;
  let second: Database;
  const newMove = async () =>
    (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
  beforeAll(async () => {
    database = await underTest.open();
    second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
  }, 120_000);
  afterAll(async () => {
    if (second !== database) await second.close();
    await database.close();
  });

  it('keeps one post-delivery answer per move: the first is Created, a second Updates it (the first time stays)', async () => {
    const quoteId = await newMove();
    const store = new PgSurveyStore(database.db);
    expect((await store.postDelivery(quoteId))._unsafeUnwrap()).toBeNull();
    const first = (await store.savePostDelivery(quoteId, ANSWERS, 'dana@example.com', AT))._unsafeUnwrap();
    expect(first).toEqual({
      outcome: 'Created',
      record: {
        quoteId,
        answers: ANSWERS,
        submittedBy: 'dana@example.com',
        submittedAt: AT,
        updatedAt: AT,
        revision: 1,
      },
    });
    const changed = { ...ANSWERS, OverallRating: 5, StepRatings: { ...ANSWERS.StepRatings, Transit: null } };
    const again = (
      await new PgSurveyStore(second.db).savePostDelivery(quoteId, changed, 'dana@example.com', LATER)
    )._unsafeUnwrap();
    expect(again).toEqual({
      outcome: 'Updated',
      record: { ...first.record, answers: changed, updatedAt: LATER, revision: 2 },
    });
    expect((await store.postDelivery(quoteId))._unsafeUnwrap()).toEqual(again.record);
    const rows = await database.db
      .selectFrom('post_delivery_surveys')
      .select('quote_id')
      .where('quote_id', '=', quoteId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('two answers sent at once from two connections leave one row', async () => {
    const quoteId = await newMove();
    const saves = await Promise.all([
      new PgSurveyStore(database.db).savePostDelivery(quoteId, ANSWERS, 'dana@example.com', AT),
      new PgSurveyStore(second.db).savePostDelivery(
        quoteId,
        { ...ANSWERS, RecommendScore: 10 },
        'dana@example.com',
        AT,
      ),
    ]);
    expect(saves.map((s) => s._unsafeUnwrap().outcome).sort()).toEqual(['Created', 'Updated']);
    expect((await new PgSurveyStore(database.db).postDelivery(quoteId))._unsafeUnwrap()?.revision).toBe(2);
  });

  it('lists the answers changed since a moment, newest first', async () => {
    const store = new PgSurveyStore(database.db);
    const early = await newMove();
    const late = await newMove();
    await store.savePostDelivery(early, ANSWERS, 'a@example.com', '2027-01-02T10:00:00.000Z');
    await store.savePostDelivery(late, ANSWERS, 'b@example.com', '2027-01-05T10:00:00.000Z');
    const since = (await store.postDeliverySince('2027-01-01T00:00:00.000Z'))._unsafeUnwrap();
    expect(since.map((s) => s.quoteId)).toEqual([late, early]);
    const fewer = (await store.postDeliverySince('2027-01-03T00:00:00.000Z'))._unsafeUnwrap();
    expect(fewer.map((s) => s.quoteId)).toEqual([late]);
    const all = (await store.postDeliverySince(null))._unsafeUnwrap();
    expect(all.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a rating out of range even past the domain (the table checks the ranges)', async () => {
    const quoteId = await newMove();
    const broken = await new PgSurveyStore(database.db).savePostDelivery(
      quoteId,
      { ...ANSWERS, OverallRating: 6 },
      'dana@example.com',
      AT,
    );
    expect(broken._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });

  it('keeps one health-and-safety acknowledgement per move, and updates it', async () => {
    const quoteId = await newMove();
    const store = new PgSurveyStore(database.db);
    const ack = { HouseholdWell: true, MasksRequested: true, ContactlessHandover: false };
    const first = (await store.saveCovid(quoteId, ack, 'dana@example.com', AT))._unsafeUnwrap();
    expect(first).toEqual({
      outcome: 'Created',
      record: {
        quoteId,
        acknowledgement: ack,
        submittedBy: 'dana@example.com',
        submittedAt: AT,
        updatedAt: AT,
        revision: 1,
      },
    });
    const changed = { ...ack, HouseholdWell: false };
    const again = (await store.saveCovid(quoteId, changed, 'dana@example.com', LATER))._unsafeUnwrap();
    expect(again.outcome).toBe('Updated');
    expect((await new PgSurveyStore(second.db).covid(quoteId))._unsafeUnwrap()).toEqual({
      ...first.record,
      acknowledgement: changed,
      updatedAt: LATER,
      revision: 2,
    });
  });
});
