/**
 * Issue 27 "The ZIP the customer typed, never an invented one", over HTTP: POST quotes/add keeps a ZIP only
 * when the customer typed one; PUT moves/{id}/draft/location asks each address's ZIP or postal code and answers
 * a bad one with 'field - message' lines (400, never a 5xx); one whose place changes the price or the service
 * center is refused with the price before and after (409 AddressPriceChanged) until the customer accepts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { AddressZipMessage } from '../../domain/location/address-zip';
import { locationAnswers, quoteFor } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const demo = DEMO_USERS[0] as (typeof DEMO_USERS)[number];

interface Body {
  success?: boolean;
  errors?: string[];
  reason?: string;
  PriceChange?: { Was: number; Now: number };
}

describe.each(databasesUnderTest())('issue 27: the ZIP the customer gave, on $name', (database) => {
  let api: TestServer;
  let cookie: string;
  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true });
    const response = await api.request('POST', '/api/user/login', {
      email: demo.email,
      password: demo.password,
    });
    cookie = `relomove_session=${/relomove_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]}`;
  }, 120_000);
  afterAll(() => api?.close());

  it('a quote made from "kcmo" has no ZIP; one made from a typed ZIP keeps exactly it', async () => {
    const fromCity = await quoteFor(api.json, demo.email, {
      form: { FromCity: 'Kansas City', FromState: 'MO', FromZip: '64105', FromInput: 'kcmo' },
    });
    expect(fromCity.Details.Origin.City).toBe('Kansas City');
    expect(fromCity.Details.Origin.ZIP).toBe('');
    const fromZip = await quoteFor(api.json, demo.email, { form: { FromZip: '64111', FromInput: '64111' } });
    expect(fromZip.Details.Origin.ZIP).toBe('64111');
  });

  it('step 1 refuses a missing or malformed ZIP with field - message lines', async () => {
    const quote = await quoteFor(api.json, demo.email, {
      form: { FromCity: 'Kansas City', FromState: 'MO', FromZip: '64105', FromInput: 'kcmo' },
    });
    expect((await api.json('POST', `/api/moves/${quote.QuoteId}/start`, undefined, { cookie })).status).toBe(
      200,
    );
    const answers = locationAnswers(quote);
    const put = (FromZip: string) =>
      api.json<Body>(
        'PUT',
        `/api/moves/${quote.QuoteId}/draft/location`,
        { ...answers, Origin: { ...answers.Origin, FromZip } },
        { cookie },
      );
    for (const [zip, message] of [
      ['', AddressZipMessage.required],
      ['641', AddressZipMessage.us],
      ['K1A 0B1', AddressZipMessage.us],
      ['6410a', AddressZipMessage.us],
    ] as const) {
      const refused = await put(zip);
      expect(refused.status, zip).toBe(400);
      expect(refused.body.errors, zip).toContain(`FromZip - ${message}`);
    }
    const given = await put('64105');
    expect(given.status).toBe(200);
  });

  it('a ZIP in another service area shows the new price, and the step continues only at that price, re-pricing the quote', async () => {
    const quote = await quoteFor(api.json, demo.email, {
      form: { FromCity: 'Kansas City', FromState: 'MO', FromZip: '64105', FromInput: 'kcmo' },
    });
    expect((await api.json('POST', `/api/moves/${quote.QuoteId}/start`, undefined, { cookie })).status).toBe(
      200,
    );
    const answers = locationAnswers(quote);
    const body = (extra: Record<string, unknown> = {}) => ({
      ...answers,
      Origin: { ...answers.Origin, FromZip: '80202' },
      ...extra,
    });
    const path = `/api/moves/${quote.QuoteId}/draft/location`;
    const asked = await api.json<Body>('PUT', path, body(), { cookie });
    expect(asked.status).toBe(409);
    expect(asked.body.reason).toBe('AddressPriceChanged');
    const change = asked.body.PriceChange as { Was: number; Now: number };
    expect(change.Was).toBeGreaterThan(0);
    expect(change.Now).not.toBe(change.Was);
    expect(asked.body.errors).toEqual([
      `FromZip - 80202 is in Denver, CO, in another service area than Kansas City, MO, where this quote was priced. At these addresses your move costs ${usd(change.Now)} instead of ${usd(change.Was)}.`,
    ]);
    // Nothing changed yet: the quote keeps its price and place.
    const before = await api.json<{ quote: { Revision: number; Details: { Origin: { City: string } } } }>(
      'GET',
      `/api/moves/${quote.QuoteId}/draft`,
      undefined,
      { cookie },
    );
    expect(before.body.quote.Details.Origin.City).toBe('Kansas City');

    // Another total than the one shown is refused the same way.
    const wrong = await api.json<Body>('PUT', path, body({ AcceptedTotal: change.Was }), { cookie });
    expect(wrong.status).toBe(409);
    expect(wrong.body.errors).toContain(
      `AcceptedTotal - The price at these addresses is ${usd(change.Now)}. Please review it and continue at that price, or change the ZIP.`,
    );

    const accepted = await api.json<Body>('PUT', path, body({ AcceptedTotal: change.Now }), { cookie });
    expect(accepted.status).toBe(200);
    const after = await api.json<{
      quote: { Revision: number; Details: { Origin: { City: string; ZIP: string; StationDetail: unknown } } };
    }>('GET', `/api/moves/${quote.QuoteId}/draft`, undefined, { cookie });
    expect(after.body.quote.Revision).toBe(before.body.quote.Revision + 1);
    expect(after.body.quote.Details.Origin).toMatchObject({ City: 'Denver', ZIP: '80202' });
    // Saved again at the same addresses, the price no longer changes.
    expect((await api.json<Body>('PUT', path, body(), { cookie })).status).toBe(200);
  });
});

const usd = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
