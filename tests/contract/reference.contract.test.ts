import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AltchaCaptchaVerifier } from '../../adapters/captcha/altcha-captcha-verifier';
import { MemoryCaptchaStore } from '../../adapters/captcha/memory-captcha-store';
import { VISITOR_COOKIE } from '../../adapters/http/server/visitor';
import { PgQuoteRepository } from '../../adapters/persistence/pg-quote-repository';
import { RECAPTCHA_SCORE_FAILED_MESSAGE } from '../../domain/bot-check/too-fast';
import { isoDate } from '../../domain/calendar/iso-date';
import { AB_TESTS, abVariant, STORAGE_SPLIT_TEST, visitorBucket } from '../../domain/experiments/ab-tests';
import { NO_PLACE_NEAR_POINT_MESSAGE } from '../../domain/location/service-center-locator';
import { dollars } from '../../domain/money/money';
import { freeDaysForGroup, storageSplitTestGroup } from '../../domain/pricing/storage';
import { storageChargeSchedule } from '../../domain/pricing/storage-schedule';
import type { Quote } from '../../domain/quote/types';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest } from '../support/test-databases';
import { referenceData, type TestServer, testServer } from '../support/test-server';

type Body = Record<string, unknown> & { success: boolean; errors?: string[]; reason?: string };

interface StoredQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  Details: { Origin: { StationDetail: { StationCode: string; Holidays: string[] } | null } };
}

/** The visitor id a Set-Cookie header gives, if any. */
function visitorCookie(headers: Headers): string | null {
  const header = headers.get('set-cookie');
  const match = header ? new RegExp(`${VISITOR_COOKIE}=([^;]+)`).exec(header) : null;
  return match?.[1] ?? null;
}

const CITY_FIELDS = [
  'CityName',
  'StateCode',
  'StateName',
  'ZipCode',
  'ZipLow',
  'ZipHigh',
  'CountyName',
  'Country',
];

describe.each(databasesUnderTest())(
  'reference data, move planning, A/B tests and captcha on $name',
  (database) => {
    let api: TestServer;
    const captcha = new AltchaCaptchaVerifier({ keyPrefix: '0', store: new MemoryCaptchaStore() });
    let quote: StoredQuote;

    beforeAll(async () => {
      api = await testServer(database, { captcha });
      const added = await api.json<{ quote: StoredQuote }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: 'reference@example.com' }),
      );
      expect(added.status).toBe(200);
      quote = added.body.quote;
    }, 120_000);
    afterAll(() => api.close());

    /** Changes the stored quote directly (the edit endpoints belong to another group). */
    const changeQuote = async (change: (q: Quote) => Quote): Promise<Quote> => {
      const repository = new PgQuoteRepository(api.server.database.db);
      const changed = await repository.update(
        quote.QuoteId,
        (q) => ({ ok: true, quote: change(q) }),
        api.clock.now(),
      );
      const result = changed._unsafeUnwrap();
      if (!result.ok) throw new Error('not changed');
      return result.quote;
    };

    it('lists every endpoint of this group in the OpenAPI document', async () => {
      const { status, body } = await api.json<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
      expect(status).toBe(200);
      expect(Object.keys(body.paths)).toEqual(
        expect.arrayContaining([
          '/api/code/city_search.php',
          '/api/cities/service-centers/{id}/detail',
          '/api/cities/service-centers/near',
          '/api/cities/service-centers/near-point',
          '/api/cities/service-centers',
          '/api/moves/movement-dates',
          '/api/moves/{id}/expedite-options',
          '/api/moves/storage-charges/schedules',
          ...AB_TESTS.map((test) => `/api/drupal_ab_test/${test}`),
          '/api/captcha/challenge',
          '/api/ajax/recaptcha/verify',
        ]),
      );
    });

    describe('GET /api/code/city_search.php (§7, §5 location search)', () => {
      const search = (term: string) =>
        api.json<Body & { cities: Record<string, string>[] }>(
          'GET',
          `/api/code/city_search.php?search=${encodeURIComponent(term)}`,
        );

      it('answers §3 city search results, exactly their eight fields, cacheable for a day', async () => {
        const { status, body, headers } = await search('Denver');
        expect(status).toBe(200);
        expect(body.success).toBe(true);
        expect(body.cities[0]).toMatchObject({
          CityName: 'Denver',
          StateCode: 'CO',
          StateName: 'Colorado',
          Country: 'US',
        });
        for (const city of body.cities) expect(Object.keys(city).sort()).toEqual([...CITY_FIELDS].sort());
        expect(headers.get('cache-control')).toBe('public, max-age=3600');
      });

      it("answers 'kcmo' with Kansas City, MO first, and 'kc' with both Kansas Cities (§5 shortcuts)", async () => {
        const kcmo = await search('kcmo');
        expect(kcmo.body.cities[0]).toMatchObject({ CityName: 'Kansas City', StateCode: 'MO' });
        const kc = await search('KC');
        expect(kc.body.cities.map((c) => `${c.CityName}, ${c.StateCode}`)).toEqual(
          expect.arrayContaining(['Kansas City, MO', 'Kansas City, KS']),
        );
        const dc = await search('dc');
        expect(dc.body.cities[0]).toMatchObject({ CityName: 'Washington', StateCode: 'DC' });
      });

      it('finds nothing for a term under 3 characters that is not a shortcut (§5, §9 from 3)', async () => {
        const { status, body } = await search('de');
        expect(status).toBe(200);
        expect(body).toEqual({ success: true, cities: [] });
      });

      it("refuses a missing or blank term with 'search - The value is required' (§5)", async () => {
        for (const path of ['/api/code/city_search.php', '/api/code/city_search.php?search=%20']) {
          const { status, body } = await api.json('GET', path);
          expect(status).toBe(400);
          expect(body).toEqual({ success: false, errors: ['search - The value is required'] });
        }
      });

      it("refuses a term over 49 characters with 'search - The maximum length allowed is 49' (§5, §9)", async () => {
        expect((await search('a'.repeat(49))).status).toBe(200);
        const { status, body } = await search('a'.repeat(50));
        expect(status).toBe(400);
        expect(body.errors).toEqual(['search - The maximum length allowed is 49']);
      });

      it('refuses an unknown parameter and a repeated term (wrong type)', async () => {
        const unknown = await api.json('GET', '/api/code/city_search.php?search=den&limit=3');
        expect(unknown.status).toBe(400);
        expect(unknown.body.errors).toEqual(['limit - Unknown field']);
        const repeated = await api.json('GET', '/api/code/city_search.php?search=den&search=ver');
        expect(repeated.status).toBe(400);
        expect(repeated.body.errors).toEqual(['search - Value must be a string']);
      });
    });

    describe('GET /api/cities/service-centers/{id}/detail (§7 reads serviceCenterDetail)', () => {
      it('answers the §3 StationDetail of a StationCode in any case', async () => {
        const { status, body } = await api.json<Body & { serviceCenterDetail: Record<string, unknown> }>(
          'GET',
          '/api/cities/service-centers/den/detail',
        );
        expect(status).toBe(200);
        expect(body.success).toBe(true);
        expect(body.serviceCenterDetail).toMatchObject({
          StationCode: 'DEN',
          CityName: 'Denver',
          StateCode: 'CO',
        });
        expect(Object.keys(body.serviceCenterDetail)).toEqual(
          expect.arrayContaining([
            'Address',
            'Holidays',
            'ServiceDays',
            'CustomerServicePhoneNumber',
            'FIPSCode',
          ]),
        );
        expect(
          (body.serviceCenterDetail.Holidays as string[]).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)),
        ).toBe(true);
      });

      it('answers 404 for an unknown code, and 400 for a malformed or too long one', async () => {
        const unknown = await api.json('GET', '/api/cities/service-centers/ZZZ/detail');
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ success: false, errors: ['id - No service center has this code'] });
        const malformed = await api.json('GET', '/api/cities/service-centers/DE.N/detail');
        expect(malformed.status).toBe(400);
        expect(malformed.body.errors).toEqual([
          'id - Value must be a service center code (letters and digits)',
        ]);
        const long = await api.json('GET', `/api/cities/service-centers/${'A'.repeat(11)}/detail`);
        expect(long.status).toBe(400);
        expect(long.body.errors).toEqual(['id - The maximum length allowed is 10']);
      });
    });

    describe('GET /api/cities/service-centers/near (the §1 service-center locator)', () => {
      type Near = Body & {
        origin: Record<string, string>;
        serviceCenters: { StationCode: string; miles: number }[];
      };

      it('answers the place of a ZIP and its 5 nearest service centers in its country, nearest first', async () => {
        const { status, body, headers } = await api.json<Near>(
          'GET',
          '/api/cities/service-centers/near?zip=80202',
        );
        expect(status).toBe(200);
        expect(body.origin).toMatchObject({
          CityName: 'Denver',
          StateCode: 'CO',
          ZipCode: '80202',
          Country: 'US',
        });
        expect(Object.keys(body.origin).sort()).toEqual([...CITY_FIELDS].sort());
        expect(body.serviceCenters).toHaveLength(5);
        const stations = await referenceData();
        const denver = stations.stations.byStationCode('DEN');
        // The whole §3 StationDetail (address, phone, fax, ServiceDays, Holidays, coordinates), and the distance.
        expect(body.serviceCenters[0]).toEqual({
          ...denver,
          miles: expect.any(Number),
          kilometers: expect.any(Number),
        });
        const first = body.serviceCenters[0] as unknown as { miles: number; kilometers: number };
        expect(Math.abs(first.kilometers - first.miles * 1.609344)).toBeLessThanOrEqual(1.5);
        const miles = body.serviceCenters.map((s) => s.miles);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        expect(headers.get('cache-control')).toBe('public, max-age=86400');
      });

      it('takes a Canadian postal code (any case) and a limit, and stays in Canada', async () => {
        const { status, body } = await api.json<Near>(
          'GET',
          '/api/cities/service-centers/near?zip=k1a%200b1&limit=2',
        );
        expect(status).toBe(200);
        expect(body.origin).toMatchObject({ CityName: 'Ottawa', StateCode: 'ON', Country: 'CA' });
        expect(body.serviceCenters).toHaveLength(2);
        const stations = await referenceData();
        for (const s of body.serviceCenters) {
          expect(stations.stations.byStationCode(s.StationCode)?.CountryName).toBe('Canada');
        }
      });

      it("answers 404 'zip - ...' for a well-formed ZIP that is no place", async () => {
        const { status, body } = await api.json('GET', '/api/cities/service-centers/near?zip=00000');
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, errors: ['zip - No place has this ZIP or postal code'] });
      });

      it('refuses a malformed, missing or too long ZIP, a bad limit and an unknown parameter', async () => {
        const cases: Array<[string, string[]]> = [
          ['zip=123', ['zip - Value must be a US ZIP or Canadian postal code']],
          ['limit=3', ['zip - The value is required']],
          ['zip=80202-12345', ['zip - The maximum length allowed is 10']],
          ['zip=80202&limit=26', ['limit - Value must be at most 25']],
          ['zip=80202&limit=0', ['limit - Value must be at least 1']],
          ['zip=80202&limit=five', ['limit - Value must be numeric']],
          ['zip=80202&limit=', ['limit - Value must be numeric']],
          ['zip=80202&radius=10', ['radius - Unknown field']],
        ];
        for (const [query, errors] of cases) {
          const { status, body } = await api.json('GET', `/api/cities/service-centers/near?${query}`);
          expect(status, query).toBe(400);
          expect(body, query).toEqual({ success: false, errors });
        }
      });
    });

    describe('GET /api/cities/service-centers/near-point (issue 15, the locator\'s "Use my location")', () => {
      type Near = Body & {
        origin: Record<string, string>;
        serviceCenters: { StationCode: string; miles: number; kilometers: number; CountryName: string }[];
      };
      const nearPoint = (query: string) =>
        api.json<Near>('GET', `/api/cities/service-centers/near-point?${query}`);

      it('answers the ZIP nearest a point as the origin, and the centers nearest the point, nearest first', async () => {
        const { status, body, headers } = await nearPoint('latitude=39.75&longitude=-104.99');
        expect(status).toBe(200);
        expect(body.origin).toMatchObject({ CityName: 'Denver', StateCode: 'CO', Country: 'US' });
        expect(Object.keys(body.origin).sort()).toEqual([...CITY_FIELDS].sort());
        expect(body.serviceCenters).toHaveLength(5);
        expect(body.serviceCenters[0]?.StationCode).toBe('DEN');
        const miles = body.serviceCenters.map((s) => s.miles);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        expect(headers.get('cache-control')).toBe('public, max-age=86400');
      });

      it('stays in the country of the nearest place: a point in Ottawa finds Canadian centers, in km too', async () => {
        const { status, body } = await nearPoint('latitude=45.42&longitude=-75.7&limit=3');
        expect(status).toBe(200);
        expect(body.origin).toMatchObject({ StateCode: 'ON', Country: 'CA' });
        expect(body.serviceCenters).toHaveLength(3);
        expect(body.serviceCenters[0]?.StationCode).toBe('YOW');
        for (const s of body.serviceCenters) {
          expect(s.CountryName).toBe('Canada');
          expect(Math.abs(s.kilometers - s.miles * 1.609344)).toBeLessThanOrEqual(1.5);
        }
      });

      it("answers 404 'latitude - ...' for a point far from every place we serve (mid-Atlantic, London)", async () => {
        for (const query of ['latitude=30&longitude=-40', 'latitude=51.5&longitude=-0.12']) {
          const { status, body } = await nearPoint(query);
          expect(status, query).toBe(404);
          expect(body, query).toEqual({
            success: false,
            errors: [`latitude - ${NO_PLACE_NEAR_POINT_MESSAGE}`],
          });
        }
      });

      it("refuses a missing, malformed or out-of-range coordinate, a bad limit and an unknown parameter with 'field - message'", async () => {
        const cases: Array<[string, string[]]> = [
          ['longitude=-104.99', ['latitude - The value is required']],
          ['latitude=39.75', ['longitude - The value is required']],
          ['', ['latitude - The value is required', 'longitude - The value is required']],
          ['latitude=north&longitude=-104.99', ['latitude - Value must be numeric']],
          ['latitude=1e3&longitude=-104.99', ['latitude - Value must be numeric']],
          ['latitude=91&longitude=-104.99', ['latitude - Value must be at most 90']],
          ['latitude=39.75&longitude=-180.5', ['longitude - Value must be at least -180']],
          ['latitude=39.75&longitude=-104.99&limit=26', ['limit - Value must be at most 25']],
          ['latitude=39.75&longitude=-104.99&zip=80202', ['zip - Unknown field']],
          [
            `latitude=${'1'.repeat(21)}&longitude=1`,
            ['latitude - The maximum length allowed is 20|Value must be numeric'],
          ],
        ];
        for (const [query, errors] of cases) {
          const { status, body } = await nearPoint(query);
          expect(status, query).toBe(400);
          expect(body, query).toEqual({ success: false, errors });
        }
      });
    });

    describe("GET /api/cities/service-centers (issue 15, the locator's map and list of every center)", () => {
      it('answers every service center with its code, place and coordinates, cacheable for a day', async () => {
        const { status, body, headers } = await api.json<
          Body & { serviceCenters: Record<string, unknown>[] }
        >('GET', '/api/cities/service-centers');
        expect(status).toBe(200);
        const all = (await referenceData()).stations.all();
        expect(body.serviceCenters).toHaveLength(all.length);
        expect(body.serviceCenters).toContainEqual({
          StationCode: 'DEN',
          CityName: 'Denver',
          StateCode: 'CO',
          StateName: 'Colorado',
          CountryName: 'United States',
          Latitude: expect.any(Number),
          Longitude: expect.any(Number),
        });
        expect(headers.get('cache-control')).toBe('public, max-age=86400');
      });

      it('refuses an unknown parameter', async () => {
        const { status, body } = await api.json('GET', '/api/cities/service-centers?state=CO');
        expect(status).toBe(400);
        expect(body).toEqual({ success: false, errors: ['state - Unknown field'] });
      });
    });

    describe('POST /api/moves/movement-dates (§7 movementDates, §3 Dates)', () => {
      type Dates = Body & { movementDates: Record<string, string | null> };
      const dates = (body: Record<string, unknown>) =>
        api.json<Dates>('POST', '/api/moves/movement-dates', body);

      it('answers the spot, pickup and delivery dates and the next available move date, as ISO dates', async () => {
        const { status, body } = await dates({ id: quote.QuoteIdEncrypted, SpotDate: '2026-12-08' });
        expect(status).toBe(200);
        expect(body).toEqual({
          success: true,
          movementDates: {
            SpotDate: '2026-12-08',
            PickupDate: '2026-12-11',
            DeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            DeliveryDateMax: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            NextAvailableMoveDate: '2026-12-08',
          },
        });
        expect(String(body.movementDates.DeliveryDateMax) > String(body.movementDates.DeliveryDate)).toBe(
          true,
        );
      });

      it('picks up on the spot date for a live load, and moves a weekend spot date to Monday', async () => {
        const live = await dates({ id: quote.QuoteIdEncrypted, SpotDate: '2026-12-08', IsLiveLoad: true });
        expect(live.body.movementDates).toMatchObject({ SpotDate: '2026-12-08', PickupDate: '2026-12-08' });
        const saturday = await dates({
          id: quote.QuoteIdEncrypted,
          SpotDate: '2026-12-12',
          PickupDate: null,
        });
        expect(saturday.body.movementDates).toMatchObject({
          SpotDate: '2026-12-14',
          NextAvailableMoveDate: '2026-12-14',
        });
      });

      it('skips a fully booked origin day for NextAvailableMoveDate (station capacity)', async () => {
        const station = quote.Details.Origin.StationDetail?.StationCode ?? '';
        const { capacity } = await referenceData();
        expect(capacity.isFull(station, isoDate('2026-12-31'))).toBe(true);
        const { body } = await dates({ id: quote.QuoteIdEncrypted, SpotDate: '2026-12-31' });
        // Dec 31 is full, Jan 1 a holiday, Jan 2-3 a weekend.
        expect(body.movementDates.NextAvailableMoveDate).toBe('2027-01-04');
      });

      it('refuses a past spot date with reason SpotDateIsPast (§8)', async () => {
        const { status, body } = await dates({ id: quote.QuoteIdEncrypted, SpotDate: '2026-11-20' });
        expect(status).toBe(400);
        expect(body).toEqual({
          success: false,
          errors: ['SpotDate - The move date must be between today and 365 days from today'],
          reason: 'SpotDateIsPast',
        });
      });

      it('opens a quote by number only for its owner or staff (404 for anyone else, issue 9 finding 7), and answers 404 for an unknown token', async () => {
        const numeric = await dates({ id: quote.QuoteId, SpotDate: '2026-12-08' });
        expect(numeric.status).toBe(404);
        const unknown = await dates({ id: 'not-a-token-of-ours', SpotDate: '2026-12-08' });
        expect(unknown.status).toBe(404);
        expect(unknown.body.errors).toEqual(['id - No quote matches this reference']);
      });

      it("refuses bad input with 'field - message' lines: missing, wrong type, unknown field, too long", async () => {
        const cases: Array<[Record<string, unknown>, string[]]> = [
          [{ id: quote.QuoteIdEncrypted }, ['SpotDate - The value is required']],
          [{ SpotDate: '2026-12-08' }, ['id - The value is required']],
          [
            { id: quote.QuoteIdEncrypted, SpotDate: '2026-12-08', IsLiveLoad: 'yes' },
            ['IsLiveLoad - Value must be a boolean'],
          ],
          [
            { id: quote.QuoteIdEncrypted, SpotDate: '2026-02-30', PickupDate: '2026-12-11' },
            ['SpotDate - Value must be a real calendar date'],
          ],
          [
            { id: quote.QuoteIdEncrypted, SpotDate: '2026-12-08', PickupDate: '2026-12-32' },
            ['PickupDate - Value must be a real calendar date'],
          ],
          [
            { id: quote.QuoteIdEncrypted, SpotDate: '2026-12-08', MoveType: 'DD' },
            ['MoveType - Unknown field'],
          ],
          [{ id: 'a'.repeat(201), SpotDate: '2026-12-08' }, ['id - The maximum length allowed is 200']],
          [
            { id: quote.QuoteIdEncrypted, SpotDate: '2026-12-08', PickupDate: '9999-12-31' },
            ['PickupDate - The pickup date must be at most 60 days after the move date'],
          ],
        ];
        for (const [request, errors] of cases) {
          const { status, body } = await dates(request);
          expect(status, JSON.stringify(request)).toBe(400);
          expect(body).toEqual({ success: false, errors });
        }
      });
    });

    describe('POST /api/moves/{id}/expedite-options (§7, §4 Expedite options)', () => {
      type Options = Body & { expediteOptions: Record<string, unknown>[] };
      const request = (over: Record<string, unknown> = {}) => ({
        EquipDescAbbr: 'TRL',
        Quantity: 1,
        PickupDate: '2026-12-11',
        MoveDate: '2026-12-08',
        Revision: 1,
        ...over,
      });
      const expedite = (body: unknown, id = quote.QuoteIdEncrypted) =>
        api.json<Options>('POST', `/api/moves/${id}/expedite-options`, body);
      const revision = async () =>
        (await api.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${quote.QuoteIdEncrypted}`))
          .body.quote.Revision;

      it('answers the guaranteed options of the trailer, fees in dollars, the first the default', async () => {
        const { status, body } = await expedite(request());
        expect(status).toBe(200);
        expect(body.success).toBe(true);
        expect(body.expediteOptions.length).toBeGreaterThan(0);
        expect(body.expediteOptions[0]).toEqual({
          DeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          GuaranteedServiceFee: 150,
          RequestedTransitTime: expect.any(Number),
          Carrier: 'ABF',
          ExpeditedFlag: 'Child',
          EquipDescription: 'Trailer',
          EquipQuantity: 1,
          Default: true,
        });
        expect(body.expediteOptions.map((o) => o.GuaranteedServiceFee)).toEqual([150, 275]);
      });

      it('shows the ReloCube quantity asked for', async () => {
        const { body } = await expedite(request({ EquipDescAbbr: 'RC', Quantity: 3 }));
        expect(body.expediteOptions.map((o) => [o.EquipDescription, o.EquipQuantity])).toEqual([
          ['ReloCube', 3],
          ['ReloCube', 3],
        ]);
      });

      it('refuses another revision with 409 reason NoRevisionMatch (§4), and changes nothing', async () => {
        const { status, body } = await expedite(request({ Revision: 7 }));
        expect(status).toBe(409);
        expect(body).toEqual({
          success: false,
          errors: ['Revision - The quote has changed (it is now revision 1); reload it'],
          reason: 'NoRevisionMatch',
        });
        expect(await revision()).toBe(1);
      });

      it('refuses a past move date (SpotDateIsPast), and a pickup before the move date or 60 days after it', async () => {
        const past = await expedite(request({ MoveDate: '2026-11-20', PickupDate: '2026-11-23' }));
        expect(past.status).toBe(400);
        expect(past.body.reason).toBe('SpotDateIsPast');
        expect(past.body.errors).toEqual([
          'MoveDate - The move date must be between today and 365 days from today',
        ]);
        const early = await expedite(request({ PickupDate: '2026-12-07' }));
        expect(early.status).toBe(400);
        expect(early.body.errors).toEqual(['PickupDate - The pickup date must be on or after the move date']);
        const late = await expedite(request({ PickupDate: '9999-12-31' }));
        expect(late.status).toBe(400);
        expect(late.body.errors).toEqual([
          'PickupDate - The pickup date must be at most 60 days after the move date',
        ]);
      });

      it('answers 404 for an unknown quote and for a quote number without sign-in (issue 9 finding 7)', async () => {
        expect((await expedite(request(), 'unknown-token')).status).toBe(404);
        expect((await expedite(request(), String(quote.QuoteId))).status).toBe(404);
      });

      it("refuses bad input with 'field - message' lines: missing, wrong type, unknown field, too long", async () => {
        const missing = await expedite({});
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual([
          'EquipDescAbbr - The value is required',
          'Quantity - The value is required',
          'PickupDate - The value is required',
          'MoveDate - The value is required',
          'Revision - The value is required',
        ]);
        const cases: Array<[unknown, string[], string?]> = [
          [request({ Quantity: '1' }), ['Quantity - Value must be numeric']],
          [request({ Quantity: 7 }), ['Quantity - Value must be at most 6']],
          [request({ Revision: 1.5 }), ['Revision - Value must be a whole number']],
          [request({ EquipDescAbbr: 'BOX' }), ['EquipDescAbbr - Value must be one of "TRL", "RC"']],
          [request({ Price: 1 }), ['Price - Unknown field']],
          [request({ MoveDate: '2026-02-30' }), ['MoveDate - Value must be a real calendar date']],
          [request({ PickupDate: 20261211 }), ['PickupDate - Value must be a string']],
          [request(), ['id - The maximum length allowed is 200'], 'a'.repeat(201)],
        ];
        for (const [body, errors, id] of cases) {
          const answer = await expedite(body, id);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body).toEqual({ success: false, errors });
        }
      });

      it('answers no options when the option does not allow expediting, or the destination is storage (§4)', async () => {
        const noExpedite = await changeQuote((q) => ({
          ...q,
          Details: {
            ...q.Details,
            PricingOptions: q.Details.PricingOptions.map((o) => ({ ...o, IsExpeditedOptionAllowed: false })),
          },
        }));
        const none = await expedite(request({ Revision: noExpedite.Revision }));
        expect(none.status).toBe(200);
        expect(none.body).toEqual({ success: true, expediteOptions: [] });

        const storage = await changeQuote((q) => ({
          ...q,
          Details: {
            ...q.Details,
            PricingOptions: q.Details.PricingOptions.map((o) => ({
              ...o,
              IsExpeditedOptionAllowed: o.ExpeditedFlag === 'Parent',
            })),
            Destination: {
              ...q.Details.Destination,
              buildingType: 'storage',
              selectedDeliveryResponse: 'storage',
            },
          },
        }));
        const stored = await expedite(request({ Revision: storage.Revision }));
        expect(stored.body).toEqual({ success: true, expediteOptions: [] });
      });
    });

    describe('GET /api/moves/storage-charges/schedules (§7 chart: Charge, Duration, NewCharge; §9 split tests)', () => {
      type Schedule = Body & {
        group: string;
        FreeStorageDays: number;
        schedule: { Duration: number; Charge: number; NewCharge: number }[];
      };
      const schedule = (query: string, headers?: Record<string, string>) =>
        api.json<Schedule>('GET', `/api/moves/storage-charges/schedules?${query}`, undefined, headers);

      it('charts 30, 60 and 90 days from the rate card, times the quantity, with the group’s free days', async () => {
        const first = await schedule('equip=ReloCube&quantity=3&group=C');
        expect(first.status).toBe(200);
        const visitor = visitorCookie(first.headers) ?? '';
        const bucket = visitorBucket(STORAGE_SPLIT_TEST, visitor);
        const freeDays = freeDaysForGroup('C', bucket);
        const card = (await referenceData()).rateCards.inForceOn(isoDate('2026-11-21'))._unsafeUnwrap();
        const rows = storageChargeSchedule(card.storage.ReloCube, card.storage.durationDays, 3, freeDays);
        expect(first.body).toEqual({
          success: true,
          group: 'C',
          FreeStorageDays: freeDays,
          schedule: rows.map((r) => ({
            Duration: r.Duration,
            Charge: r.Charge / 100,
            NewCharge: r.NewCharge / 100,
          })),
        });
        expect(first.body.schedule.map((r) => r.Duration)).toEqual([30, 60, 90]);
        expect(first.body.schedule[0]?.Charge).toBe((card.storage.ReloCube.charge * 3) / 100);
        expect(first.body.schedule[1]?.Charge).toBe(
          ((card.storage.ReloCube.charge + card.storage.ReloCube.increasedCharge) * 3) / 100,
        );
      });

      it('gives NotInTest visitors the plain charge (NewCharge equals Charge)', async () => {
        const { body } = await schedule('equip=Trailer&quantity=1&group=NotInTest');
        expect(body.FreeStorageDays).toBe(0);
        expect(body.schedule[0]).toEqual({
          Duration: 30,
          Charge: dollars(300) / 100,
          NewCharge: dollars(300) / 100,
        });
        for (const row of body.schedule) expect(row.NewCharge).toBe(row.Charge);
      });

      it('puts a visitor in their own split-test group when none is asked for, the same on every request', async () => {
        const first = await schedule('equip=Trailer&quantity=2');
        const visitor = visitorCookie(first.headers);
        expect(visitor).not.toBeNull();
        expect(first.body.group).toBe(
          storageSplitTestGroup(visitorBucket(STORAGE_SPLIT_TEST, visitor ?? '')),
        );
        const again = await schedule('equip=Trailer&quantity=2', { cookie: `${VISITOR_COOKIE}=${visitor}` });
        expect(visitorCookie(again.headers)).toBeNull();
        expect(again.body).toEqual(first.body);
        expect(again.headers.get('cache-control')).toBe('private, no-store');
      });

      it("refuses bad input with 'field - message' lines: missing, wrong type, out of range, unknown field", async () => {
        const cases: Array<[string, string[]]> = [
          ['quantity=1', ['equip - The value is required']],
          ['equip=Trailer', ['quantity - The value is required']],
          ['equip=Trailer&quantity=1.5', ['quantity - Value must be a whole number']],
          ['equip=Box&quantity=1', ['equip - Value must be one of "ReloCube", "Trailer"']],
          ['equip=Trailer&quantity=two', ['quantity - Value must be numeric']],
          ['equip=Trailer&quantity=7', ['quantity - Value must be at most 6']],
          [
            'equip=Trailer&quantity=1&group=E',
            ['group - Value must be one of "A", "B", "C", "D", "NotInTest"'],
          ],
          ['equip=Trailer&quantity=1&days=30', ['days - Unknown field']],
        ];
        for (const [query, errors] of cases) {
          const { status, body } = await schedule(query);
          expect(status, query).toBe(400);
          expect(body, query).toEqual({ success: false, errors });
        }
      });
    });

    describe('GET /api/drupal_ab_test/{test} (§7 A/B test configuration paths)', () => {
      type Variant = Body & { test: string; variant: string };

      it('answers each test’s variant and sets a one-year HttpOnly, SameSite=Strict visitor cookie when missing', async () => {
        for (const test of AB_TESTS) {
          const { status, body, headers } = await api.json<Variant>('GET', `/api/drupal_ab_test/${test}`);
          expect(status).toBe(200);
          const visitor = visitorCookie(headers);
          expect(visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
          expect(body).toEqual({ success: true, test, variant: abVariant(test, visitor ?? '') });
          const cookie = headers.get('set-cookie') ?? '';
          expect(cookie).toContain('HttpOnly');
          expect(cookie).toContain('SameSite=Strict');
          expect(cookie).toContain('Path=/');
          expect(cookie).toContain('Max-Age=31536000');
        }
      });

      it('keeps a visitor in the same variant across requests with the same cookie, setting no new cookie', async () => {
        const first = await api.json<Variant>('GET', '/api/drupal_ab_test/mobile-quote-form-email-test');
        const visitor = visitorCookie(first.headers);
        for (let i = 0; i < 3; i++) {
          const again = await api.json<Variant>(
            'GET',
            '/api/drupal_ab_test/mobile-quote-form-email-test',
            undefined,
            {
              cookie: `${VISITOR_COOKIE}=${visitor}`,
            },
          );
          expect(again.body.variant).toBe(first.body.variant);
          expect(visitorCookie(again.headers)).toBeNull();
        }
      });

      it('gives a visitor with a malformed cookie a new id, and answers 404 for an unknown test', async () => {
        const odd = await api.json<Variant>('GET', '/api/drupal_ab_test/affirm-payment-test', undefined, {
          cookie: `${VISITOR_COOKIE}=short`,
        });
        expect(visitorCookie(odd.headers)).toMatch(/^[A-Za-z0-9_-]{22}$/);
        const unknown = await api.json('GET', '/api/drupal_ab_test/no-such-test');
        expect(unknown.status).toBe(404);
      });
    });

    describe('GET /api/captcha/challenge and POST /api/ajax/recaptcha/verify (§5 bot checks, §7, §8)', () => {
      const solvedToken = async (): Promise<string> => {
        const { status, body } = await api.json<Body & { challenge: Challenge }>(
          'GET',
          '/api/captcha/challenge',
        );
        expect(status).toBe(200);
        const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
        if (!solution) throw new Error('not solved');
        return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString('base64');
      };
      const verify = (body: unknown) => api.json('POST', '/api/ajax/recaptcha/verify', body);

      it('issues a signed challenge that is never cached', async () => {
        const { status, body, headers } = await api.json<Body & { challenge: Record<string, unknown> }>(
          'GET',
          '/api/captcha/challenge',
        );
        expect(status).toBe(200);
        expect(body.success).toBe(true);
        expect(body.challenge).toMatchObject({
          parameters: expect.any(Object),
          signature: expect.any(String),
        });
        expect(headers.get('cache-control')).toBe('no-store');
      });

      it('verifies a solved challenge once; the replay fails with the §8 message', async () => {
        const token = await solvedToken();
        const first = await verify({ token, action: 'quote_submit' });
        expect(first).toMatchObject({ status: 200, body: { success: true } });
        const replay = await verify({ token, action: 'quote_submit' });
        expect(replay.status).toBe(200);
        expect(replay.body).toEqual({
          success: false,
          errors: [`token - ${RECAPTCHA_SCORE_FAILED_MESSAGE}`],
        });
      });

      it('fails a token that is not a solved challenge of ours', async () => {
        const { body } = await verify({
          token: Buffer.from('{"challenge":1}').toString('base64'),
          action: 'login',
        });
        expect(body).toEqual({ success: false, errors: [`token - ${RECAPTCHA_SCORE_FAILED_MESSAGE}`] });
      });

      it("refuses bad input with 'field - message' lines, without spending the token", async () => {
        const token = await solvedToken();
        const cases: Array<[unknown, string[]]> = [
          [{ action: 'quote_submit' }, ['token - The value is required']],
          [{ token }, ['action - The value is required']],
          [{ token: 42, action: 'quote_submit' }, ['token - Value must be a string']],
          [{ token, action: 'quote submit!' }, ['action - Value must be letters, digits, _, / or -']],
          [{ token, action: 'quote_submit', score: 0.9 }, ['score - Unknown field']],
          [
            { token: 'a'.repeat(4001), action: 'quote_submit' },
            ['token - The maximum length allowed is 4000'],
          ],
          [{ token, action: 'a'.repeat(101) }, ['action - The maximum length allowed is 100']],
        ];
        for (const [body, errors] of cases) {
          const answer = await verify(body);
          expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
          expect(answer.body).toEqual({ success: false, errors });
        }
        expect((await verify({ token, action: 'quote_submit' })).body).toEqual({ success: true });
      });
    });
  },
);
