import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRelomoveApi } from '../../adapters/http/client/fetch-relomove-api';
import { AnalyticsErrorEvent, AnalyticsId } from '../../domain/analytics/events';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

interface Failure {
  success: false;
  errors: string[];
}

const quoteSuccess = {
  id: AnalyticsId.quoteSuccess,
  name: 'quote_success',
  quoteReference: '1000001',
  page: '/quote',
};

describe.each(databasesUnderTest())('analytics events (§8, §9) on $name', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await testServer(database);
  }, 120_000);
  afterAll(() => api.close());

  const stored = async () =>
    api.server.database.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

  const refused = async (body: unknown, line: string) => {
    const before = (await stored()).length;
    const answer = await api.json<Failure>('POST', '/api/analytics/events', body);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toContain(line);
    expect(await stored()).toHaveLength(before);
  };

  it('§9 stores a batch of tracking and §8 error events and answers how many were stored', async () => {
    const answer = await api.json('POST', '/api/analytics/events', {
      events: [
        quoteSuccess,
        {
          id: AnalyticsErrorEvent.captchaRedirect.id,
          name: AnalyticsErrorEvent.captchaRedirect.name,
          quoteReference: '',
          page: '/captcha',
          detail: { reason: 'Invalid HMAC, PoW, or reCAPTCHA creating quote' },
        },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, stored: 2 });
    const rows = await stored();
    expect(rows.slice(-2).map((r) => [r.event_id, r.name, r.quote_reference, r.page])).toEqual([
      [41, 'quote_success', '1000001', '/quote'],
      [9022, 'captcha_redirect', '', '/captcha'],
    ]);
    expect(JSON.parse(rows.at(-1)?.detail ?? 'null')).toEqual({
      reason: 'Invalid HMAC, PoW, or reCAPTCHA creating quote',
    });
    expect(rows.at(-1)?.received_at.toISOString()).toBe(api.clock.now());
  });

  it('§9 accepts ids 4 and 10005 (the ends of the range)', async () => {
    const answer = await api.json('POST', '/api/analytics/events', {
      events: [
        { ...quoteSuccess, id: 4 },
        { ...quoteSuccess, id: 10005 },
      ],
    });
    expect(answer.body).toEqual({ success: true, stored: 2 });
  });

  it('§9 refuses an id outside 4..10005, and stores none of the batch', async () => {
    await refused(
      { events: [quoteSuccess, { ...quoteSuccess, id: 3 }] },
      'events.1.id - Value must be at least 4',
    );
    await refused({ events: [{ ...quoteSuccess, id: 10006 }] }, 'events.0.id - Value must be at most 10005');
  });

  it('§5 refuses a missing field, a wrong type, an unknown field and a long value', async () => {
    const { name: _omitted, ...withoutName } = quoteSuccess;
    await refused({ events: [withoutName] }, 'events.0.name - The value is required');
    await refused({ events: [{ ...quoteSuccess, id: '41' }] }, 'events.0.id - Value must be numeric');
    await refused({ events: [{ ...quoteSuccess, extra: 1 }] }, 'events.0.extra - Unknown field');
    await refused({ events: [quoteSuccess], more: true }, 'more - Unknown field');
    await refused(
      { events: [{ ...quoteSuccess, name: 'x'.repeat(81) }] },
      'events.0.name - The maximum length allowed is 80',
    );
    await refused(
      { events: [{ ...quoteSuccess, detail: { k: 'v'.repeat(201) } }] },
      'events.0.detail.k - The maximum length allowed is 200',
    );
  });

  it('§5 refuses a reference number that is not digits only, a blank name and more than 10 detail entries', async () => {
    await refused(
      { events: [{ ...quoteSuccess, quoteReference: 'Q1' }] },
      'events.0.quoteReference - Value must be digits only',
    );
    await refused({ events: [{ ...quoteSuccess, name: '   ' }] }, 'events.0.name - The value is required');
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v']));
    await refused(
      { events: [{ ...quoteSuccess, detail: eleven }] },
      'events.0.detail - At most 10 items are allowed',
    );
  });

  it('refuses an empty batch and a batch of more than 50 events', async () => {
    await refused({ events: [] }, 'events - At least 1 items are needed');
    await refused(
      { events: Array.from({ length: 51 }, () => quoteSuccess) },
      'events - At most 50 items are allowed',
    );
    await refused({}, 'events - The value is required');
  });

  it('§7 GET analytics/clear-events answers success and removes nothing recorded', async () => {
    const before = (await stored()).length;
    const answer = await api.json('GET', '/api/analytics/clear-events');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(await stored()).toHaveLength(before);
  });

  it('FetchRelomoveApi.recordEvents sends a batch and reads how many were stored; a refusal comes back as Refused', async () => {
    const client = new FetchRelomoveApi('http://relomove.test', (input, init) =>
      Promise.resolve(api.server.app.request(String(input), init)),
    );
    expect(await client.recordEvents([quoteSuccess], { keepalive: true })).toEqual({ ok: true, value: 1 });
    const refusal = await client.recordEvents([{ ...quoteSuccess, id: 2 }]);
    expect(refusal).toEqual({
      ok: false,
      error: { kind: 'Refused', status: 400, errors: ['events.0.id - Value must be at least 4'] },
    });
  });
});
