import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

/** The §3 quote form payload for a move, with the fixed fields of §3. */
export const form = (over: Record<string, unknown> = {}) => ({
  FromZip: '10001',
  ToZip: '90001',
  MoveDate: '2026-12-08',
  MovingOutOf: '2 bedroom',
  LinearFeet: 13,
  EmailAddress: 'pat@example.com',
  Website: 'Relomove',
  WebApp: 'G',
  ...over,
});

describe.each(databasesUnderTest())('POST quotes/add and GET quotes/view on $name (§7, §4)', (database) => {
  let api: TestServer;
  beforeAll(async () => {
    api = await testServer(database);
  }, 120_000);
  afterAll(() => api.close());

  it('prices a 2 bedroom move from 10001 to 90001 as an Auto quote that can be viewed by its link token', async () => {
    const { status, body } = await api.json<{
      success: boolean;
      quote: { QuoteId: number; QuoteIdEncrypted: string; Details: { PricingOptions: { Price: number }[] } };
      createQuoteResponse: { result: string };
    }>('POST', '/api/quotes/add', form());
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.createQuoteResponse.result).toBe('Auto');
    expect(body.quote.Details.PricingOptions.length).toBeGreaterThan(0);
    const view = await api.json<{ quote: { QuoteId: number } }>(
      'GET',
      `/api/quotes/view/${body.quote.QuoteIdEncrypted}`,
    );
    expect(view.status).toBe(200);
    expect(view.body.quote.QuoteId).toBe(body.quote.QuoteId);
  });
});
