import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEMO_USERS } from '../../../application/accounts/demo-users';
import { isoDate } from '../../../domain/calendar/iso-date';
import { AbTest } from '../../../domain/experiments/ab-tests';
import { EDIT_FAIL_MESSAGES } from '../../../domain/quote/edit-quote';
import { EDITS_SAVED_MESSAGE } from '../../../domain/reservation/enums';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { bookedMove, moveEditBody } from '../../../tests/fixtures/move-edit';
import { quoteForm } from '../../../tests/fixtures/quote-form';
import { API_ORIGIN, type RealApiMsw, startRealApiMsw } from '../../../tests/support/msw-real-api';
import { SESSION_COOKIE } from '../contract/accounts';
import type { WireQuote } from '../contract/quote';
import { CreateQuoteRequest } from '../contract/quotes';
import { FetchRelomoveApi } from './fetch-relomove-api';
import type { ApiResult } from './relomove-api';

type Form = z.input<typeof CreateQuoteRequest>;

let made = 0;
/** The §3 payload of tests/fixtures, with its own email so that no quote is a Dupe (§4) of another. */
const form = (over: Partial<Form> = {}): Form => {
  made += 1;
  return CreateQuoteRequest.parse(quoteForm({ EmailAddress: `fetch+${made}@example.com`, ...over }));
};

/** The value of an ok result; a failure fails the test with what came back. */
function okValue<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A quote as any answer shows it: the link token is made afresh for each answer, so any token will do. */
const anyToken = <Q extends { QuoteIdEncrypted: string }>(quote: Q | null) =>
  quote && { ...quote, QuoteIdEncrypted: expect.stringMatching(/^[A-Za-z0-9_-]+$/) };

/** A fetch that answers `body` with `status`, whatever is asked. */
const answering =
  (body: string, status = 200, contentType = 'application/json'): typeof fetch =>
  async () =>
    new Response(body, { status, headers: { 'Content-Type': contentType } });

describe('FetchRelomoveApi against the real server over msw (§7, architecture.md convention 11)', () => {
  let real: RealApiMsw;
  const api = new FetchRelomoveApi(API_ORIGIN);

  beforeAll(async () => {
    real = await startRealApiMsw({ server: { demoUsers: true } });
  }, 120_000);
  afterAll(() => real?.close());

  const addQuote = async (over: Partial<Form> = {}) => {
    const added = okValue(await api.addQuote(form(over)));
    if (!added.quote) throw new Error(`no quote kept: ${JSON.stringify(added.outcome)}`);
    return added.quote;
  };

  it('POST quotes/add answers the Auto outcome and a domain quote whose prices are the wire dollars in cents (§4, §7)', async () => {
    const added = okValue(await api.addQuote(form()));
    expect(added.outcome).toMatchObject({
      success: true,
      result: 'Auto',
      reasonInvalid: 'None',
      action: 'None',
    });
    const quote = added.quote;
    if (!quote) throw new Error('no quote');
    expect(quote.Result).toBe('Auto');
    const wire = await real.api.json<{ quote: WireQuote }>(
      'GET',
      `/api/quotes/view/${quote.QuoteIdEncrypted}`,
    );
    expect(quote.Details.PricingOptions.length).toBeGreaterThan(0);
    expect(quote.Details.PricingOptions.map((o) => [o.value, o.Price, o.PerFootPrice])).toEqual(
      wire.body.quote.Details.PricingOptions.map((o) => [
        o.value,
        Math.round(o.Price * 100),
        Math.round(o.PerFootPrice * 100),
      ]),
    );
    for (const option of quote.Details.PricingOptions) expect(Number.isInteger(option.Price)).toBe(true);
  });

  it('GET quotes/view/{id} reads the same quote by its link token (§7)', async () => {
    const quote = await addQuote();
    const viewed = okValue(await api.viewQuote(quote.QuoteIdEncrypted));
    expect(viewed).toEqual(anyToken(quote));
  });

  it('a quote number opens nothing for a visitor who is not signed in: Refused 404, as an unknown one (§7, issue 9 finding 7)', async () => {
    const quote = await addQuote();
    const viewed = await api.viewQuote(String(quote.QuoteId));
    expect(viewed).toEqual({
      ok: false,
      error: {
        kind: 'Refused',
        status: 404,
        errors: ['id - No quote matches this reference'],
      },
    });
  });

  it("GET code/city_search.php answers 'kcmo' with Kansas City, MO first (§5 shortcuts)", async () => {
    const cities = okValue(await api.searchCities('kcmo'));
    expect(cities[0]).toMatchObject({ CityName: 'Kansas City', StateCode: 'MO' });
  });

  it('POST quotes/edit/{qId} with a stale Revision answers NoRevisionMatch and the newer stored quote (§4)', async () => {
    const quote = await addQuote();
    const saved = okValue(await api.editQuote(quote.QuoteIdEncrypted, { Revision: 1, Liability: 75 }));
    expect(saved.failReason).toBe('None');
    expect(saved.quote?.Revision).toBe(2);
    const stale = okValue(await api.editQuote(quote.QuoteIdEncrypted, { Revision: 1, Liability: 175 }));
    expect(stale).toEqual({
      failReason: 'NoRevisionMatch',
      message: EDIT_FAIL_MESSAGES.NoRevisionMatch,
      quote: anyToken(saved.quote),
    });
  });

  it("bad input is Refused with status 400 and §5 'field - message' lines (§5, §7)", async () => {
    const added = await api.addQuote({ ...form(), EmailAddress: 'not-an-email' });
    expect(added).toEqual({
      ok: false,
      error: { kind: 'Refused', status: 400, errors: [`EmailAddress - ${INVALID_EMAIL_MESSAGE}`] },
    });
    const searched = await api.searchCities('   ');
    expect(searched).toEqual({
      ok: false,
      error: { kind: 'Refused', status: 400, errors: [`search - ${REQUIRED_MESSAGE}`] },
    });
  });

  it('a search cancelled through its signal is Cancelled, and the next search still answers (§7)', async () => {
    const previous = new AbortController();
    const cancelled = api.searchCities('denver', previous.signal);
    previous.abort();
    expect(await cancelled).toEqual({ ok: false, error: { kind: 'Cancelled' } });
    expect(okValue(await api.searchCities('denver'))[0]).toMatchObject({ CityName: 'Denver' });
  });

  it('PUT quotes/{id}/contact and GET notifications/send-quote-email succeed for a quote (§5, §7)', async () => {
    const quote = await addQuote();
    expect(okValue(await api.updateContact(quote.QuoteIdEncrypted, 'new-address@example.com'))).toEqual({
      Status: 'Success',
    });
    expect(okValue(await api.viewQuote(quote.QuoteIdEncrypted)).Details.ContactEmailAddress).toBe(
      'new-address@example.com',
    );
    expect(okValue(await api.sendQuoteEmail(quote.QuoteIdEncrypted))).toBe(true);
  });

  it('GET moves/storage-charges/schedules answers the §7 chart (Charge, Duration, NewCharge) in cents; NotInTest has no free days (§9, issue 13)', async () => {
    const control = okValue(
      await api.storageChargeSchedule({ equip: 'Trailer', quantity: 2, group: 'NotInTest' }),
    );
    expect(control.group).toBe('NotInTest');
    expect(control.FreeStorageDays).toBe(0);
    expect(control.schedule.map((r) => r.Duration)).toEqual([30, 60, 90]);
    for (const r of control.schedule) {
      expect(Number.isSafeInteger(r.Charge)).toBe(true);
      expect(r.NewCharge).toBe(r.Charge);
    }
    const wire = await real.api.json<{ schedule: Array<{ Charge: number }> }>(
      'GET',
      '/api/moves/storage-charges/schedules?equip=Trailer&quantity=2&group=NotInTest',
    );
    expect(control.schedule.map((r) => r.Charge)).toEqual(
      wire.body.schedule.map((r) => Math.round(r.Charge * 100)),
    );
    // The visitor's own group (no group asked) answers the same chart, with its free days off NewCharge.
    const own = okValue(await api.storageChargeSchedule({ equip: 'Trailer', quantity: 2 }));
    expect(own.schedule.map((r) => r.Charge)).toEqual(control.schedule.map((r) => r.Charge));
    const refused = await api.storageChargeSchedule({ equip: 'Trailer', quantity: 0 });
    expect(refused.ok ? null : refused.error.kind).toBe('Refused');
  });

  it('GET drupal_ab_test/{name} keeps the visitor in one arm through the visitor cookie (§7)', async () => {
    const first = okValue(await api.abTestVariant(AbTest.mobileQuoteFormEmail));
    expect(['A', 'B', 'NotInTest']).toContain(first);
    expect(real.cookies().has('relomove_visitor')).toBe(true);
    for (let i = 0; i < 3; i++)
      expect(okValue(await api.abTestVariant(AbTest.mobileQuoteFormEmail))).toBe(first);
  });

  it('POST ajax/recaptcha/verify refuses an unsolved token with status 200 and the §8 message', async () => {
    const answer = await api.verifyCaptcha(
      Buffer.from('{"challenge":1}').toString('base64'),
      'captcha_verify',
    );
    expect(answer).toEqual({
      ok: false,
      error: {
        kind: 'Refused',
        status: 200,
        errors: ['token - reCAPTCHA bot score failed human verification'],
      },
    });
  });

  it('GET captcha/challenge and cities/service-centers/near answer their contract shapes', async () => {
    expect(typeof okValue(await api.captchaChallenge())).toBe('object');
    const near = okValue(await api.serviceCentersNear('64105', 2));
    expect(near.origin).toMatchObject({ CityName: 'Kansas City', StateCode: 'MO' });
    expect(near.serviceCenters).toHaveLength(2);
  });

  it("POST moves/edit/{id} previews and saves a booked move's change through the client; GET moves/{id} reads IsMyMoveEditAllowed (issue 13, §7)", async () => {
    const demo = DEMO_USERS.find((u) => u.email === 'demo@relomove.test');
    if (!demo) throw new Error('no demo user');
    const headers = await real.api.signIn(demo.email, demo.password);
    const move = await bookedMove((m, p, b, h) => real.api.json(m, p, b, h), demo.email, headers);
    real.clearCookies();
    okValue(await api.login({ email: demo.email, password: demo.password }));
    const viewed = okValue(await api.viewReservation(move.quote.QuoteId));
    expect(viewed.editAllowed).toBe(true);
    expect(viewed.editWindow).toMatchObject({ allowed: true, reason: null });
    const change = { Location: { ...move.location, Liability: 75 as const } };
    const preview = okValue(await api.editMove(move.quote.QuoteId, moveEditBody(move, change, false)));
    expect(preview).toMatchObject({ saved: false, difference: 7_500, changed: ['Liability'] });
    expect(preview.newTotal - preview.oldTotal).toBe(preview.difference);
    const saved = okValue(await api.editMove(move.quote.QuoteId, moveEditBody(move, change, true)));
    expect(saved).toMatchObject({ saved: true, message: EDITS_SAVED_MESSAGE });
    expect(saved.quote.Revision).toBe(move.quote.Revision + 1);
    const stale = await api.editMove(move.quote.QuoteId, moveEditBody(move, change, true));
    expect(stale).toMatchObject({
      ok: false,
      error: { kind: 'Refused', status: 409, reason: 'WrongRevisionError (MyMove)' },
    });
    okValue(await api.logout());
  });

  it('sign-in sets the session cookie, contacts/me reads it back, and logout ends it; signed out is loggedin false, not an error (§7, issue 10)', async () => {
    const demo = DEMO_USERS.find((u) => u.email === 'demo@relomove.test');
    if (!demo) throw new Error('no demo user');
    real.clearCookies();
    const signedOut = { ok: true, value: { success: true, loggedin: false } };
    expect(await api.me()).toEqual(signedOut);

    const login = okValue(await api.login({ email: demo.email, password: demo.password }));
    expect(login.user).toMatchObject({ email: demo.email, role: demo.role, FirstName: demo.firstName });
    expect(real.cookies().has(SESSION_COOKIE)).toBe(true);

    const me = okValue(await api.me());
    if (!me.loggedin) throw new Error('not signed in');
    expect(me.ContactGet).toMatchObject({ EmailAddress: demo.email, FirstName: demo.firstName });

    expect(okValue(await api.logout())).toBe(true);
    expect(real.cookies().has(SESSION_COOKIE)).toBe(false);
    expect(await api.me()).toEqual(signedOut);
  });

  it('a wrong password is Refused with status 401 and the email line (§7)', async () => {
    const result = await api.login({ email: 'demo@relomove.test', password: 'not-the-password' });
    expect(result.ok).toBe(false);
    if (!result.ok && result.error.kind === 'Refused') {
      expect(result.error.status).toBe(401);
      expect(result.error.errors[0]).toMatch(/^email - /);
    } else {
      throw new Error(`expected Refused, got ${JSON.stringify(result)}`);
    }
  });
});

describe('FetchRelomoveApi when the answer is not the contract (§7: success=true or it is an error)', () => {
  it('an HTML page (a proxy error, a misrouted request) is Unavailable', async () => {
    const api = new FetchRelomoveApi(
      '',
      answering('<html><body>Bad gateway</body></html>', 502, 'text/html'),
    );
    const result = await api.searchCities('denver');
    expect(result).toMatchObject({ ok: false, error: { kind: 'Unavailable' } });
  });

  it('success=true with a body that does not match the schema is Unavailable, naming where', async () => {
    const api = new FetchRelomoveApi(
      '',
      answering(JSON.stringify({ success: true, cities: [{ CityName: 3 }] })),
    );
    const result = await api.searchCities('denver');
    expect(result).toMatchObject({ ok: false, error: { kind: 'Unavailable' } });
    if (!result.ok && result.error.kind === 'Unavailable') expect(result.error.message).toMatch(/cities\.0/);
  });

  it('JSON without a success flag is Unavailable; success=false is Refused with its lines and reason', async () => {
    expect(await new FetchRelomoveApi('', answering('{"cities":[]}')).searchCities('denver')).toMatchObject({
      ok: false,
      error: { kind: 'Unavailable' },
    });
    const refused = answering(JSON.stringify({ success: false, errors: ['id - No'], reason: 'Why' }), 200);
    expect(await new FetchRelomoveApi('', refused).sendQuoteEmail('abc')).toEqual({
      ok: false,
      error: { kind: 'Refused', status: 200, errors: ['id - No'], reason: 'Why' },
    });
  });

  it('a network failure is Unavailable and never throws', async () => {
    const api = new FetchRelomoveApi('', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await api.me()).toEqual({
      ok: false,
      error: { kind: 'Unavailable', message: 'The server could not be reached: fetch failed' },
    });
  });

  it('sends each call to its §7 path under {baseUrl}/api with JSON, same-origin credentials', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const api = new FetchRelomoveApi('https://relomove.example/', async (input, init) => {
      seen.push({ url: String(input), init });
      return new Response('{"success":false,"errors":[]}', { status: 400 });
    });
    await api.searchCities('kansas city');
    await api.editQuote('tok_1', { Revision: 3 });
    await api.updateContact('tok_1', 'a@b.co');
    await api.sendQuoteEmail('tok_1');
    await api.abTestVariant(AbTest.affirmPayment);
    await api.captchaChallenge();
    await api.serviceCentersNear('64105');
    await api.logout();
    expect(seen.map((s) => `${s.init?.method} ${s.url}`)).toEqual([
      'GET https://relomove.example/api/code/city_search.php?search=kansas+city',
      'POST https://relomove.example/api/quotes/edit/tok_1',
      'PUT https://relomove.example/api/quotes/tok_1/contact',
      'GET https://relomove.example/api/notifications/send-quote-email?id=tok_1',
      'GET https://relomove.example/api/drupal_ab_test/affirm-payment-test',
      'GET https://relomove.example/api/captcha/challenge',
      'GET https://relomove.example/api/cities/service-centers/near?zip=64105',
      'POST https://relomove.example/api/user/logout',
    ]);
    const edit = seen[1]?.init;
    expect(edit?.credentials).toBe('same-origin');
    expect(edit?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(edit?.body).toBe('{"Revision":3}');
    expect(seen[0]?.init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('expedite and movement-date answers are cached per request for the page session (§9, §7)', () => {
  const expediteQuery = {
    EquipDescAbbr: 'TRL' as const,
    Quantity: 1,
    PickupDate: isoDate('2026-06-01'),
    MoveDate: isoDate('2026-06-01'),
    Revision: 2,
  };

  /** A fetch that counts its calls and answers each with the next of `bodies` (the last one repeats). */
  function counting(...answers: { status: number; body: unknown }[]) {
    const seen: string[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      seen.push(`${init?.method} ${String(input)} ${String(init?.body)}`);
      const answer = answers[Math.min(seen.length, answers.length) - 1] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    return { seen, fetchFn };
  }

  it('the same expedite-options request is asked once; a different request is asked again', async () => {
    const { seen, fetchFn } = counting({ status: 200, body: { success: true, expediteOptions: [] } });
    const api = new FetchRelomoveApi('', fetchFn);
    const [first, second] = await Promise.all([
      api.expediteOptions('tok_1', expediteQuery),
      api.expediteOptions('tok_1', { ...expediteQuery }),
    ]);
    expect(first).toEqual({ ok: true, value: [] });
    expect(second).toEqual(first);
    expect(await api.expediteOptions('tok_1', expediteQuery)).toEqual(first);
    expect(seen).toHaveLength(1);
    await api.expediteOptions('tok_1', { ...expediteQuery, Quantity: 2 });
    await api.expediteOptions('tok_2', expediteQuery);
    expect(seen).toHaveLength(3);
  });

  it('a failed answer is not kept: the same request is asked again', async () => {
    const { seen, fetchFn } = counting(
      { status: 503, body: { success: false, errors: ['server - busy'] } },
      { status: 200, body: { success: true, expediteOptions: [] } },
    );
    const api = new FetchRelomoveApi('', fetchFn);
    expect((await api.expediteOptions('tok_1', expediteQuery)).ok).toBe(false);
    expect(await api.expediteOptions('tok_1', expediteQuery)).toEqual({ ok: true, value: [] });
    expect(await api.expediteOptions('tok_1', expediteQuery)).toEqual({ ok: true, value: [] });
    expect(seen).toHaveLength(2);
  });

  it('the cache lives as long as the page (one client per page load): a new page asks again', async () => {
    const { seen, fetchFn } = counting({ status: 200, body: { success: true, expediteOptions: [] } });
    await new FetchRelomoveApi('', fetchFn).expediteOptions('tok_1', expediteQuery);
    await new FetchRelomoveApi('', fetchFn).expediteOptions('tok_1', expediteQuery);
    expect(seen).toHaveLength(2);
  });

  it('POST moves/movement-dates against the real server answers ISO dates, asked once per request', async () => {
    const real = await startRealApiMsw();
    try {
      let calls = 0;
      const api = new FetchRelomoveApi(API_ORIGIN, (...args) => {
        calls += 1;
        return fetch(...args);
      });
      const added = okValue(await api.addQuote(form()));
      const quote = added.quote;
      if (!quote) throw new Error('no quote');
      calls = 0;
      const query = { id: quote.QuoteIdEncrypted, SpotDate: quote.Details.MoveDate };
      const dates = okValue(await api.movementDates(query));
      expect(dates.SpotDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dates.DeliveryDate >= dates.SpotDate).toBe(true);
      expect(okValue(await api.movementDates({ ...query }))).toEqual(dates);
      expect(calls).toBe(1);
      okValue(await api.movementDates({ ...query, IsLiveLoad: true }));
      expect(calls).toBe(2);
    } finally {
      real.close();
    }
  }, 120_000);
});
