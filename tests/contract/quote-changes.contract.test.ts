import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWireQuote, WireQuote as WireQuoteSchema } from '../../adapters/http/contract/quote';
import { PgQuoteRepository } from '../../adapters/persistence/pg-quote-repository';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import type { CaptchaVerifier } from '../../application/ports/captcha-verifier';
import { CouponSource, couponAmount, USA100 } from '../../domain/coupons/coupons';
import { cents } from '../../domain/money/money';
import { LineType } from '../../domain/pricing/price-lines';
import { EDIT_FAIL_MESSAGES } from '../../domain/quote/edit-quote';
import { QuoteStatus } from '../../domain/quote/enums';
import { QUOTE_EMAIL_LIMIT_MESSAGE } from '../../domain/quote/quote-email';
import { storedQuotePrice } from '../../domain/quote/stored-price';
import type { Quote } from '../../domain/quote/types';
import { EDITS_SAVED_MESSAGE } from '../../domain/reservation/enums';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

interface WireOption {
  value: string;
  Price: number;
  PerFootPrice: number;
  LinearFeet: number;
  EquipType: string;
  EquipQuantity: number;
  Default: boolean;
  DefaultParent: boolean;
  PriceLines: { type: string; label: string; amount: number | null }[];
}
interface WireQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  QuoteStatus: string;
  IsUpdated: boolean;
  Details: {
    MoveDate: string;
    SpotDate: string;
    PickupDate: string;
    EmailAddress: string;
    ContactEmailAddress: string;
    PricingOptions: WireOption[];
    Accessorials: {
      Liability: string;
      AddLiability: boolean;
      AddTrailerStorage: boolean;
      AddReloCubeStorage: boolean;
    };
  };
}
interface EditAnswer {
  success: boolean;
  changeQuoteResponse: { failReason: string; retrievedTimestamp: string; message: string };
  quote: WireQuote | null;
  errors?: string[];
  reason?: string;
}
interface Failure {
  success: false;
  errors: string[];
  reason?: string;
}

const option = (quote: WireQuote, value: string): WireOption => {
  const found = quote.Details.PricingOptions.find((o) => o.value === value);
  if (!found)
    throw new Error(`no option ${value} in ${quote.Details.PricingOptions.map((o) => o.value).join(', ')}`);
  return found;
};

/** A link token with one character in the middle changed: well formed, but not one this server made. */
const tamper = (token: string): string => {
  const i = Math.floor(token.length / 2);
  return `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
};

/** A verifier that accepts the payload 'solved' (the proof of work itself is tested with its adapter). */
const fakeCaptcha: CaptchaVerifier = {
  challenge: () => okAsync({}),
  verify: (payload) => okAsync(payload === 'solved'),
};
const human = { captcha: 'solved', formTiming: { fieldDurationsMs: [900, 1200, 800], totalMs: 20_000 } };

function harness(getApi: () => TestServer) {
  const api = () => getApi();
  const repository = () => new PgQuoteRepository(api().server.database.db);

  let made = 0;
  /** A new quote; each has its own email, so that none is a Dupe (§4) of another. */
  async function create(
    over: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ): Promise<WireQuote> {
    made += 1;
    const { status, body } = await api().json<{ quote: WireQuote; createQuoteResponse: { result: string } }>(
      'POST',
      '/api/quotes/add',
      { ...quoteForm({ EmailAddress: `pat+${made}@example.com`, ...over }), ...extra },
    );
    expect(status).toBe(200);
    if (!body.quote) throw new Error(`no quote kept: ${JSON.stringify(body.createQuoteResponse)}`);
    return body.quote;
  }

  /** The stored row, exactly: the revision, the whole document and the last update time. */
  async function row(id: number) {
    const stored = await api()
      .server.database.db.selectFrom('quotes')
      .select(['revision', 'document', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The document is JSON text (migration 0004).
    return { ...stored, document: JSON.parse(String(stored.document)) as unknown };
  }

  /** Changes the stored quote directly, to set up a condition no endpoint of this group makes. */
  async function storeChange(id: number, change: (q: Quote) => Quote) {
    const result = await repository().update(id, (q) => ({ ok: true, quote: change(q) }), api().clock.now());
    expect(result.isOk()).toBe(true);
  }

  async function signIn(email: string): Promise<Record<string, string>> {
    const user = DEMO_USERS.find((u) => u.email === email);
    if (!user) throw new Error(`no demo user ${email}`);
    const response = await api().request('POST', '/api/user/login', { email, password: user.password });
    expect(response.status).toBe(200);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/=/);
    return { cookie };
  }

  const edit = (ref: string | number, body: Record<string, unknown>, headers?: Record<string, string>) =>
    api().json<EditAnswer>('POST', `/api/quotes/edit/${ref}`, body, headers);

  return { api, repository, create, row, storeChange, signIn, edit };
}

describe.each(databasesUnderTest())('changing quotes after creation on $name (§4, §7)', (database) => {
  let server: TestServer;
  const h = harness(() => server);
  let staff: Record<string, string>;
  let customer: Record<string, string>;

  beforeAll(async () => {
    server = await testServer(database, { demoUsers: true });
    staff = await h.signIn('staff@relomove.test');
    customer = await h.signIn('demo@relomove.test');
  }, 120_000);
  afterAll(() => server.close());

  describe('POST quotes/edit/{qId}', () => {
    it("saves an edit as Revision + 1 with failReason 'None', pricing every option itself (§4, §7)", async () => {
      const quote = await h.create();
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, {
        Revision: quote.Revision,
        SelectedOption: 'Trailer-DD',
        Liability: 125,
        AddStorage: true,
      });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.changeQuoteResponse).toEqual({
        failReason: 'None',
        retrievedTimestamp: server.clock.now(),
        message: EDITS_SAVED_MESSAGE,
      });
      const saved = body.quote as WireQuote;
      expect(saved.Revision).toBe(quote.Revision + 1);
      expect(saved.IsUpdated).toBe(true);
      expect(saved.QuoteIdEncrypted).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(saved.Details.PricingOptions.filter((o) => o.Default).map((o) => o.value)).toEqual([
        'Trailer-DD',
      ]);
      expect(saved.Details.PricingOptions.filter((o) => o.DefaultParent).map((o) => o.value)).toEqual(
        quote.Details.PricingOptions.filter((o) => o.DefaultParent).map((o) => o.value),
      );
      expect(saved.Details.PricingOptions.map((o) => o.Price)).toEqual(
        quote.Details.PricingOptions.map((o) => o.Price),
      );
      expect(saved.Details.Accessorials).toMatchObject({
        Liability: '2',
        AddLiability: true,
        AddTrailerStorage: true,
        AddReloCubeStorage: false,
      });
      const stored = await h.row(quote.QuoteId);
      expect(stored.revision).toBe(quote.Revision + 1);
      expect(stored.document).toMatchObject({ Revision: quote.Revision + 1, IsUpdated: true });
    });

    it('re-rates every option for a new move date with the season of its month and moves the dates (§4, §9)', async () => {
      const quote = await h.create();
      const { body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, MoveDate: '2027-07-10' });
      expect(body.changeQuoteResponse.failReason).toBe('None');
      const moved = body.quote as WireQuote;
      // July is peak season (x1.10), December is not (x0.93): every price rises.
      for (const before of quote.Details.PricingOptions.filter((o) => !o.value.includes('-G'))) {
        expect(option(moved, before.value).Price).toBeGreaterThan(before.Price);
      }
      // Saturday 2027-07-10 -> spot Monday 2027-07-12; pickup three business days later.
      expect(moved.Details).toMatchObject({
        MoveDate: '2027-07-12',
        SpotDate: '2027-07-12',
        PickupDate: '2027-07-15',
      });
    });

    it('prices a new trailer length as base + (chosen - quoted) x per-foot and leaves the ReloCubes alone (§9, issue 10)', async () => {
      const quote = await h.create();
      const trailer = option(quote, 'Trailer-DD');
      const { body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, LinearFeet: 20 });
      const resized = body.quote as WireQuote;
      expect(option(resized, 'Trailer-DD').Price).toBeCloseTo(trailer.Price + 7 * trailer.PerFootPrice, 2);
      expect(option(resized, 'Trailer-DD').LinearFeet).toBe(20);
      expect(option(resized, 'Relocube-DD').EquipQuantity).toBe(option(quote, 'Relocube-DD').EquipQuantity);
      expect(option(resized, 'Relocube-DD').Price).toBe(option(quote, 'Relocube-DD').Price);
    });

    it('issue 10: NumCubes re-counts the ReloCubes at their per-cube price, and a 5 ft trailer saved after keeps them', async () => {
      const quote = await h.create();
      const perCube = option(quote, 'Relocube-DD').Price / option(quote, 'Relocube-DD').EquipQuantity;
      const cubes = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, NumCubes: 3 });
      expect(option(cubes.body.quote as WireQuote, 'Relocube-DD').EquipQuantity).toBe(3);
      expect(option(cubes.body.quote as WireQuote, 'Relocube-DD').Price).toBeCloseTo(perCube * 3, 2);
      const trailer = await h.edit(quote.QuoteIdEncrypted, {
        Revision: 2,
        LinearFeet: 5,
        SelectedOption: 'Trailer-DD',
      });
      const saved = trailer.body.quote as WireQuote;
      expect(option(saved, 'Trailer-DD').LinearFeet).toBe(5);
      expect(option(saved, 'Relocube-DD').EquipQuantity).toBe(3);
      const bad = await h.edit(quote.QuoteIdEncrypted, { Revision: 3, NumCubes: 0 });
      expect(bad.status).toBe(400);
    });

    it('§3 gives every option of the answer its PriceLines, adding up to that option’s total to the cent', async () => {
      const quote = await h.create();
      const { body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, Liability: 125 });
      const saved = body.quote as WireQuote;
      for (const o of saved.Details.PricingOptions) {
        expect(o.PriceLines[0]?.type).toBe(LineType.BasePrice);
        expect(
          o.PriceLines.filter((l) => l.type === LineType.Description).every((l) => l.amount === null),
        ).toBe(true);
      }
      const selected = saved.Details.PricingOptions.find((o) => o.Default);
      const lines = selected?.PriceLines ?? [];
      expect(
        lines.some((l) => l.type === LineType.AdditionalItem && l.label === '$2 per pound (+$125)'),
      ).toBe(true);
      const cents = lines.reduce((sum, l) => sum + Math.round((l.amount ?? 0) * 100), 0);
      expect(cents).toBe(Math.round((selected?.Price ?? 0) * 100) + 12_500);
    });

    it('answers NoRevisionMatch with the newer stored quote and saves nothing (§4)', async () => {
      const quote = await h.create();
      await h.edit(quote.QuoteIdEncrypted, { Revision: 1, Liability: 75 });
      const before = await h.row(quote.QuoteId);
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, Liability: 175 });
      expect(status).toBe(200);
      expect(body.changeQuoteResponse.failReason).toBe('NoRevisionMatch');
      expect(body.changeQuoteResponse.message).toBe(EDIT_FAIL_MESSAGES.NoRevisionMatch);
      expect(body.quote?.Revision).toBe(2);
      expect(body.quote?.Details.Accessorials.Liability).toBe('1');
      expect(await h.row(quote.QuoteId)).toEqual(before);
    });

    it('answers QuoteReserved for a reserved quote with the stored quote and saves nothing (§4)', async () => {
      const quote = await h.create();
      await h.storeChange(quote.QuoteId, (q) => ({ ...q, Details: { ...q.Details, Reserved: true } }));
      const before = await h.row(quote.QuoteId);
      const { body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 2, Liability: 75 });
      expect(body.changeQuoteResponse.failReason).toBe('QuoteReserved');
      expect(body.quote?.QuoteId).toBe(quote.QuoteId);
      expect(await h.row(quote.QuoteId)).toEqual(before);
    });

    it('answers QuoteStatusInvalid for a manual quote under review (§4)', async () => {
      // 35 linear feet is more than one trailer: rated by hand (Manual, UnderReview).
      const manual = await h.create({ LinearFeet: 35, MovingOutOf: '5+ bedroom home' });
      expect(manual.QuoteStatus).toBe(QuoteStatus.UnderReview);
      const before = await h.row(manual.QuoteId);
      const { body } = await h.edit(manual.QuoteIdEncrypted, { Revision: 1, Liability: 75 });
      expect(body.changeQuoteResponse.failReason).toBe('QuoteStatusInvalid');
      expect(await h.row(manual.QuoteId)).toEqual(before);
    });

    it('answers InvalidCapacityUnserviceableDate when the new date is full at the origin station (§4)', async () => {
      // data/station-capacity.json: LAX has no equipment on 2027-06-30.
      const quote = await h.create({ FromZip: '90001', ToZip: '10001' });
      const before = await h.row(quote.QuoteId);
      const { body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, MoveDate: '2027-06-30' });
      expect(body.changeQuoteResponse.failReason).toBe('InvalidCapacityUnserviceableDate');
      expect(body.quote?.Details.MoveDate).toBe(quote.Details.MoveDate);
      expect(await h.row(quote.QuoteId)).toEqual(before);
      const next = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, MoveDate: '2027-07-06' });
      expect(next.body.changeQuoteResponse.failReason).toBe('None');
    });

    it('answers QuoteExpired once the move date has passed (§4)', async () => {
      const quote = await h.create({ MoveDate: '2026-11-24' });
      const before = await h.row(quote.QuoteId);
      // Four days on, today is 2026-11-25: the move date is in the past.
      const fourDays = 4 * 24 * 60 * 60 * 1000;
      server.clock.advance(fourDays);
      try {
        const { body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, MoveDate: '2026-12-15' });
        expect(body.changeQuoteResponse.failReason).toBe('QuoteExpired');
        expect(await h.row(quote.QuoteId)).toEqual(before);
      } finally {
        server.clock.advance(-fourDays);
      }
    });

    it("answers 404 reason 'QuoteIdInvalid' for a well-formed reference that names no quote, or a deleted one (§4)", async () => {
      const quote = await h.create();
      for (const [ref, headers] of [
        [tamper(quote.QuoteIdEncrypted), {}],
        ['9999999', staff],
      ] as const) {
        const { status, body } = await h.edit(ref, { Revision: 1 }, headers);
        expect(status).toBe(404);
        expect(body).toEqual({
          success: false,
          errors: ['qId - No quote matches this reference'],
          reason: 'QuoteIdInvalid',
        });
      }
      await h.storeChange(quote.QuoteId, (q) => ({ ...q, IsDeleted: true }));
      const deleted = await h.edit(quote.QuoteIdEncrypted, { Revision: 2 });
      expect(deleted.status).toBe(404);
      expect(deleted.body.reason).toBe('QuoteIdInvalid');
    });

    it('lets the owner and staff edit by reference number, and anyone else is not found (§6, issue 9 finding 7)', async () => {
      const quote = await h.create({ EmailAddress: 'demo@relomove.test' });
      const anonymous = await h.edit(quote.QuoteId, { Revision: 1, Liability: 75 });
      expect(anonymous.status).toBe(404);
      const owner = await h.edit(quote.QuoteId, { Revision: 1, Liability: 75 }, customer);
      expect(owner.body.changeQuoteResponse.failReason).toBe('None');
      const byStaff = await h.edit(quote.QuoteId, { Revision: 2, Liability: 0 }, staff);
      expect(byStaff.body.quote?.Revision).toBe(3);
    });

    it('saves exactly one of 50 simultaneous edits at one revision; the other 49 get NoRevisionMatch (§4)', async () => {
      const quote = await h.create();
      const liabilities = [0, 75, 125, 175];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          h.edit(quote.QuoteIdEncrypted, { Revision: 1, Liability: liabilities[i % 4] }),
        ),
      );
      const reasons = answers.map((a) => a.body.changeQuoteResponse.failReason);
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(reasons.filter((r) => r === 'None')).toHaveLength(1);
      expect(reasons.filter((r) => r === 'NoRevisionMatch')).toHaveLength(49);
      const stored = await h.row(quote.QuoteId);
      expect(stored.revision).toBe(2);
      for (const a of answers) expect(a.body.quote?.Revision).toBe(2);
    }, 60_000);

    it.each([
      [{}, 'Revision - The value is required'],
      [{ Revision: 'one' }, 'Revision - Value must be numeric'],
      [{ Revision: 1.5 }, 'Revision - Value must be a whole number'],
      [{ Revision: 1, Price: 10 }, 'Price - Unknown field'],
      [{ Revision: 1, SelectedOption: 'x'.repeat(41) }, 'SelectedOption - The maximum length allowed is 40'],
      [{ Revision: 1, Liability: 50 }, 'Liability - Value must be one of 0, 75, 125, 175'],
      [{ Revision: 1, MoveDate: '12/08/2026' }, 'MoveDate - Value must be a date as YYYY-MM-DD'],
      [
        { Revision: 1, MoveDate: '2026-11-20' },
        'MoveDate - The move date must be between today and 365 days from today',
      ],
      [
        { Revision: 1, MoveDate: '2027-11-22' },
        'MoveDate - The move date must be between today and 365 days from today',
      ],
      [{ Revision: 1, LinearFeet: 29 }, 'LinearFeet - Trailer length must be at most 28 feet (one trailer)'],
      [{ Revision: 1, LinearFeet: 4 }, 'LinearFeet - Trailer length must be at least 5 feet'],
      [{ Revision: 1, AddStorage: 'yes' }, 'AddStorage - Value must be a boolean'],
    ])('refuses %j with 400 and a field line, changing nothing (§5)', async (body, line) => {
      const quote = await h.create();
      const before = await h.row(quote.QuoteId);
      const { status, body: answer } = await h.edit(quote.QuoteIdEncrypted, body);
      expect(status).toBe(400);
      expect(answer).toEqual({ success: false, errors: [line] });
      expect(await h.row(quote.QuoteId)).toEqual(before);
    });

    it('refuses an option value the quote does not have with 400, changing nothing (§5)', async () => {
      const quote = await h.create();
      const before = await h.row(quote.QuoteId);
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, {
        Revision: 1,
        SelectedOption: 'Trailer-TT',
      });
      expect(status).toBe(400);
      expect(body.errors?.[0]).toMatch(
        /^SelectedOption - Value must be one of the options of this quote: "Trailer-DD"/,
      );
      expect(await h.row(quote.QuoteId)).toEqual(before);
    });

    it("saves a user-entered coupon that GET quotes/view shows, its Discount the domain's value (§4 Coupons)", async () => {
      const quote = await h.create();
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, CouponCode: ' usa100 ' });
      expect(status).toBe(200);
      expect(body.changeQuoteResponse.failReason).toBe('None');
      const view = await server.json<{ quote: unknown }>('GET', `/api/quotes/view/${quote.QuoteIdEncrypted}`);
      expect(view.status).toBe(200);
      const viewed = fromWireQuote(WireQuoteSchema.parse(view.body.quote));
      const usa100 = couponAmount(USA100.rule, { basePrice: cents(0), storageFee: cents(0) });
      expect(viewed.Details.Coupons).toEqual([
        {
          Code: 'USA100',
          Amount: usa100,
          FreeStorageDays: 0,
          Description: USA100.description,
          Source: CouponSource.UserEntered,
        },
      ]);
      const before = storedQuotePrice(fromWireQuote(WireQuoteSchema.parse(quote)));
      const after = storedQuotePrice(viewed);
      expect(after?.lines.filter((l) => l.type === LineType.Discount)).toEqual([
        { type: LineType.Discount, label: USA100.description, amount: cents(-usa100) },
      ]);
      expect(after?.breakdown.total).toBe((before?.breakdown.total ?? 0) - usa100);
    });

    it("replaces the customer's coupon with a new code, removes it with '', and keeps agent coupons (§4)", async () => {
      const quote = await h.create();
      const agent = {
        Code: 'MOVERS25',
        Amount: cents(2500),
        FreeStorageDays: 0,
        Description: 'MOVERS25: $25 off',
        Source: CouponSource.AgentEntered,
      };
      await h.storeChange(quote.QuoteId, (q) => ({ ...q, Details: { ...q.Details, Coupons: [agent] } }));
      const codes = (answer: EditAnswer) =>
        fromWireQuote(WireQuoteSchema.parse(answer.quote)).Details.Coupons?.map((c) => [c.Code, c.Source]);
      const first = await h.edit(quote.QuoteIdEncrypted, { Revision: 2, CouponCode: 'DITY10' });
      expect(codes(first.body)).toEqual([
        ['MOVERS25', 'AgentEntered'],
        ['DITY10', 'UserEntered'],
      ]);
      const second = await h.edit(quote.QuoteIdEncrypted, { Revision: 3, CouponCode: 'USA100' });
      expect(codes(second.body)).toEqual([
        ['MOVERS25', 'AgentEntered'],
        ['USA100', 'UserEntered'],
      ]);
      const removed = await h.edit(quote.QuoteIdEncrypted, { Revision: 4, CouponCode: '' });
      expect(codes(removed.body)).toEqual([['MOVERS25', 'AgentEntered']]);
    });

    it("refuses an unknown coupon code with 400 'CouponCode - <domain message>', changing nothing (§8)", async () => {
      const quote = await h.create();
      const before = await h.row(quote.QuoteId);
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, CouponCode: 'freemove' });
      expect(status).toBe(400);
      expect(body.errors).toEqual(['CouponCode - Coupon code FREEMOVE is not recognized.']);
      expect(await h.row(quote.QuoteId)).toEqual(before);
    });

    it('refuses an amount sent with a coupon: the server values every discount (§4, §7 unknown fields)', async () => {
      const quote = await h.create();
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, {
        Revision: 1,
        CouponCode: 'USA100',
        Amount: 5000,
      });
      expect(status).toBe(400);
      expect(body.errors?.some((line) => line.includes('Amount'))).toBe(true);
    });

    it('refuses a reference with characters a token never has with 400 (§5)', async () => {
      const { status, body } = await h.edit('a.b', { Revision: 1 });
      expect(status).toBe(400);
      expect(body.errors).toEqual(['qId - Value must be a quote reference number or link token']);
    });
  });

  describe('PUT quotes/{id}/contact', () => {
    it("sets the contact email as Revision + 1 and answers Status 'Success' (§5, §7)", async () => {
      const quote = await h.create();
      const { status, body } = await server.json('PUT', `/api/quotes/${quote.QuoteIdEncrypted}/contact`, {
        EmailAddress: ' sam@example.com ',
      });
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, Status: 'Success' });
      const stored = await h.row(quote.QuoteId);
      expect(stored.revision).toBe(2);
      expect(stored.document).toMatchObject({
        Details: { EmailAddress: 'sam@example.com', ContactEmailAddress: 'sam@example.com' },
      });
    });

    it.each([
      [{ EmailAddress: 'sam@' }, 'EmailAddress - Value is not a valid email address'],
      [{ EmailAddress: '' }, 'EmailAddress - The value is required'],
      [{}, 'EmailAddress - The value is required'],
      [{ EmailAddress: 7 }, 'EmailAddress - Value must be a string'],
      [{ EmailAddress: `${'a'.repeat(250)}@x.com` }, 'EmailAddress - The maximum length allowed is 254'],
      [{ EmailAddress: 'sam@example.com', Phone: '1' }, 'Phone - Unknown field'],
    ])('refuses %j with 400, changing nothing (§5)', async (request, line) => {
      const quote = await h.create();
      const before = await h.row(quote.QuoteId);
      const { status, body } = await server.json(
        'PUT',
        `/api/quotes/${quote.QuoteIdEncrypted}/contact`,
        request,
      );
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errors: [line] });
      expect(await h.row(quote.QuoteId)).toEqual(before);
    });

    it('answers 404 for an unknown reference and for a reference number that is not yours (§6, issue 9 finding 7)', async () => {
      const quote = await h.create();
      const unknown = await server.json('PUT', `/api/quotes/${tamper(quote.QuoteIdEncrypted)}/contact`, {
        EmailAddress: 'sam@example.com',
      });
      expect(unknown.status).toBe(404);
      const notYours = await server.json('PUT', `/api/quotes/${quote.QuoteId}/contact`, {
        EmailAddress: 'sam@example.com',
      });
      expect(notYours.status).toBe(404);
      expect(notYours.body).toEqual(unknown.body);
    });
  });

  describe('GET notifications/send-quote-email', () => {
    const outbox = () =>
      server.server.database.db.selectFrom('outbox_emails').selectAll().orderBy('id', 'desc').execute();

    it('emails the quote through the sandbox mailer into the outbox: link, totals, reference digits (§7, §5)', async () => {
      const quote = await h.create({ EmailAddress: 'lee@example.com' });
      const { status, body } = await server.json(
        'GET',
        `/api/notifications/send-quote-email?id=${quote.QuoteIdEncrypted}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
      const [sent] = await outbox();
      expect(sent).toMatchObject({
        to_address: 'lee@example.com',
        quote_id: quote.QuoteId,
        transport: 'sandbox',
        subject: `Your Relomove quote ${quote.QuoteId}`,
      });
      const link = /View your quote: (\S+)/.exec(sent?.text_body ?? '')?.[1] ?? '';
      const url = new URL(link);
      expect(url.pathname).toBe('/moving-quotes/quoteview');
      expect(url.searchParams.get('ts')).toBe(String(server.clock.nowMs()));
      const decrypted = await server.json('GET', `/api/quotes/decrypt/${url.searchParams.get('qId')}`);
      expect(decrypted.body).toEqual({ success: true, QuoteId: quote.QuoteId });
      const selected = quote.Details.PricingOptions.find((o) => o.Default && o.DefaultParent);
      const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
        selected?.Price ?? 0,
      );
      expect(sent?.text_body).toContain(total);
      expect(sent?.html_body).toContain(total);
      // Issue 14: the templates write the reference in the footer and the link as the button's address.
      expect(sent?.text_body).toContain(`Reference number ${quote.QuoteId}`);
      expect(sent?.html_body).toContain(`Reference number ${quote.QuoteId}`);
      expect(sent?.html_body).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    });

    it("sends one quote at most 5 times an hour, then answers 429 'id - ...' (TooManyEmails) and sends nothing (our limit)", async () => {
      const quote = await h.create({ EmailAddress: 'often@example.com' });
      const path = `/api/notifications/send-quote-email?id=${quote.QuoteIdEncrypted}`;
      for (let i = 0; i < 5; i++) expect((await server.json('GET', path)).status).toBe(200);
      const before = (await outbox()).length;
      const limited = await server.json('GET', path);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        success: false,
        reason: 'TooManyEmails',
        errors: [`id - ${QUOTE_EMAIL_LIMIT_MESSAGE}`],
      });
      expect(await outbox()).toHaveLength(before);
      server.clock.advance(60 * 60 * 1000 + 1);
      expect((await server.json('GET', path)).status).toBe(200);
    });

    it("answers 400 'EmailAddress - Please provide your email so we can send your quote.' for a quote without email (§2)", async () => {
      const quote = await h.create({ EmailAddress: '' });
      const before = (await outbox()).length;
      const { status, body } = await server.json(
        'GET',
        `/api/notifications/send-quote-email?id=${quote.QuoteIdEncrypted}`,
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        errors: ['EmailAddress - Please provide your email so we can send your quote.'],
      });
      expect(await outbox()).toHaveLength(before);
    });

    it.each([
      ['bounce.relomove.test', 'HardBounce'],
      ['fail.relomove.test', 'TemporaryFailure'],
    ])(
      'answers 200 success false when the email service refuses an address at %s (%s)',
      async (domain, reason) => {
        const quote = await h.create({ EmailAddress: `kim@${domain}` });
        const before = (await outbox()).length;
        const { status, body } = await server.json<Failure>(
          'GET',
          `/api/notifications/send-quote-email?id=${quote.QuoteIdEncrypted}`,
        );
        expect(status).toBe(200);
        expect(body.success).toBe(false);
        expect(body.reason).toBe(reason);
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0]).toMatch(/^EmailAddress - /);
        expect(await outbox()).toHaveLength(before);
      },
    );

    it('answers 400 lines for a missing or unknown query field, and 404 for an unknown quote (§5)', async () => {
      const missing = await server.json('GET', '/api/notifications/send-quote-email');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ success: false, errors: ['id - The value is required'] });
      const quote = await h.create();
      const extra = await server.json(
        'GET',
        `/api/notifications/send-quote-email?id=${quote.QuoteIdEncrypted}&to=x`,
      );
      expect(extra.status).toBe(400);
      expect(extra.body).toEqual({ success: false, errors: ['to - Unknown field'] });
      const unknown = await server.json(
        'GET',
        `/api/notifications/send-quote-email?id=${tamper(quote.QuoteIdEncrypted)}`,
      );
      expect(unknown.status).toBe(404);
    });
  });

  describe('POST quotes/queue (not shown: call me back about this quote)', () => {
    const openRequests = () =>
      server.server.database.db
        .selectFrom('quote_queue')
        .selectAll()
        .where('status', '=', 'open')
        .orderBy('id')
        .execute();

    it('queues a call-back and answers the place in the queue; asking again keeps the place (§7)', async () => {
      const first = await h.create();
      const second = await h.create({ ToZip: '60601' });
      const ahead = (await openRequests()).length;
      const a = await server.json('POST', '/api/quotes/queue', {
        id: first.QuoteIdEncrypted,
        PhoneNumber: '(312) 555-0199',
        PreferredTime: 'morning',
        Note: 'After 9 please',
      });
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ success: true, queuePosition: ahead + 1 });
      const b = await server.json('POST', '/api/quotes/queue', {
        id: second.QuoteIdEncrypted,
        PhoneNumber: '3125550123',
      });
      expect(b.body).toEqual({ success: true, queuePosition: ahead + 2 });
      const again = await server.json('POST', '/api/quotes/queue', {
        id: first.QuoteIdEncrypted,
        PhoneNumber: '+1 312 555 0188',
        PreferredTime: 'evening',
      });
      expect(again.body).toEqual({ success: true, queuePosition: ahead + 1 });
      const mine = (await openRequests()).filter((r) => r.quote_id === first.QuoteId);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ phone_number: '3125550188', preferred_time: 'evening', note: '' });
    });

    it('keeps one open request per quote when the same customer asks ten times at once', async () => {
      const quote = await h.create();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          server.json<{ queuePosition: number }>('POST', '/api/quotes/queue', {
            id: quote.QuoteIdEncrypted,
            PhoneNumber: '3125550177',
          }),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.body.queuePosition)).size).toBe(1);
      expect((await openRequests()).filter((r) => r.quote_id === quote.QuoteId)).toHaveLength(1);
    });

    it.each([
      [{ PhoneNumber: '555-0199' }, 'PhoneNumber - Value must be a 10-digit phone number'],
      [{ PhoneNumber: '' }, 'PhoneNumber - The value is required'],
      [
        { PhoneNumber: '3125550199', PreferredTime: 'night' },
        'PreferredTime - Value must be one of "morning", "afternoon", "evening"',
      ],
      [{ PhoneNumber: '3125550199', Note: 'x'.repeat(501) }, 'Note - The maximum length allowed is 500'],
      [{ PhoneNumber: '3125550199', Email: 'a@b.co' }, 'Email - Unknown field'],
      [{ id: undefined, PhoneNumber: '3125550199' }, 'id - The value is required'],
    ])('refuses %j with 400 and queues nothing (§5)', async (request, line) => {
      const quote = await h.create();
      const before = await openRequests();
      const { status, body } = await server.json('POST', '/api/quotes/queue', {
        id: quote.QuoteIdEncrypted,
        ...request,
      });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errors: [line] });
      expect(await openRequests()).toEqual(before);
    });

    it('answers 404 for an unknown quote and for a reference number that is not yours, queuing nothing (issue 9 finding 7)', async () => {
      const quote = await h.create();
      const before = await openRequests();
      const unknown = await server.json('POST', '/api/quotes/queue', {
        id: tamper(quote.QuoteIdEncrypted),
        PhoneNumber: '3125550199',
      });
      expect(unknown.status).toBe(404);
      const notYours = await server.json('POST', '/api/quotes/queue', {
        id: String(quote.QuoteId),
        PhoneNumber: '3125550199',
      });
      expect(notYours.status).toBe(404);
      expect(await openRequests()).toEqual(before);
    });
  });

  describe('POST quotes/encrypt/{id} and GET quotes/decrypt/{id} (not shown)', () => {
    it("gives the quote's owner and staff its link token, which decrypts to the QuoteId", async () => {
      const quote = await h.create({ EmailAddress: 'demo@relomove.test' });
      for (const who of [customer, staff]) {
        const { status, body } = await server.json<{ QuoteIdEncrypted: string }>(
          'POST',
          `/api/quotes/encrypt/${quote.QuoteId}`,
          undefined,
          who,
        );
        expect(status).toBe(200);
        const decrypted = await server.json('GET', `/api/quotes/decrypt/${body.QuoteIdEncrypted}`);
        expect(decrypted).toMatchObject({ status: 200, body: { success: true, QuoteId: quote.QuoteId } });
      }
    });

    it('answers anyone else 404 like an unknown number (issue 9 finding 7), and a non-number 400', async () => {
      const quote = await h.create();
      const anonymous = await server.json('POST', `/api/quotes/encrypt/${quote.QuoteId}`);
      expect(anonymous.status).toBe(404);
      const notOwner = await server.json('POST', `/api/quotes/encrypt/${quote.QuoteId}`, undefined, customer);
      expect(notOwner.status).toBe(404);
      const unknown = await server.json('POST', '/api/quotes/encrypt/9999999', undefined, staff);
      expect(unknown).toMatchObject({
        status: 404,
        body: { success: false, errors: ['id - No quote matches this reference'] },
      });
      const word = await server.json('POST', '/api/quotes/encrypt/abc', undefined, staff);
      expect(word).toMatchObject({
        status: 400,
        body: { success: false, errors: ['id - Value must be a quote reference number (digits)'] },
      });
    });

    it("answers 404 'id - ...' for a tampered token (§8 rejections carry success false)", async () => {
      const quote = await h.create();
      for (const token of [
        tamper(quote.QuoteIdEncrypted),
        quote.QuoteIdEncrypted.slice(1),
        String(quote.QuoteId),
      ]) {
        const { status, body } = await server.json('GET', `/api/quotes/decrypt/${token}`);
        expect(status).toBe(404);
        expect(body).toEqual({ success: false, errors: ['id - No quote matches this reference'] });
      }
    });
  });

  describe('GET expire/{qid}/{ts} (not shown: the check behind the link in a quote email)', () => {
    const day = 24 * 60 * 60 * 1000;

    it('keeps a link good for 30 days while the quote can be used, routing to the quote view (§2)', async () => {
      const quote = await h.create();
      for (const ts of [server.clock.nowMs(), server.clock.nowMs() - 30 * day]) {
        const { status, body } = await server.json('GET', `/api/expire/${quote.QuoteIdEncrypted}/${ts}`);
        expect(status).toBe(200);
        expect(body).toEqual({
          success: true,
          expired: false,
          QuoteIdEncrypted: quote.QuoteIdEncrypted,
          route: '/moving-quotes/quoteview',
        });
      }
      const manual = await h.create({ LinearFeet: 35, MovingOutOf: '5+ bedroom home' });
      const review = await server.json(
        'GET',
        `/api/expire/${manual.QuoteIdEncrypted}/${server.clock.nowMs()}`,
      );
      expect(review.body).toMatchObject({ expired: false });
    });

    it('expires a link after 30 days, for a reserved quote, a past move date or a token that names no quote (§2)', async () => {
      const expired = { success: true, expired: true, route: '/moving-quote' };
      const now = server.clock.nowMs();
      const old = await h.create();
      expect(
        (await server.json('GET', `/api/expire/${old.QuoteIdEncrypted}/${now - 30 * day - 1}`)).body,
      ).toEqual(expired);
      const reserved = await h.create();
      await h.storeChange(reserved.QuoteId, (q) => ({
        ...q,
        QuoteStatus: QuoteStatus.Reserved,
        Details: { ...q.Details, Reserved: true },
      }));
      expect((await server.json('GET', `/api/expire/${reserved.QuoteIdEncrypted}/${now}`)).body).toEqual(
        expired,
      );
      const past = await h.create({ MoveDate: '2026-11-23' });
      server.clock.advance(3 * day);
      try {
        const answer = await server.json('GET', `/api/expire/${past.QuoteIdEncrypted}/${now}`);
        expect(answer.body).toEqual(expired);
      } finally {
        server.clock.advance(-3 * day);
      }
      expect((await server.json('GET', `/api/expire/${old.QuoteIdEncrypted.slice(2)}/${now}`)).body).toEqual(
        expired,
      );
    });

    it.each([
      ['abc', 'ts - Value must be the send time in epoch milliseconds'],
      ['1234567890123456', 'ts - Value must be the send time in epoch milliseconds'],
    ])('refuses ts %s with 400 (§5)', async (ts, line) => {
      const quote = await h.create();
      const { status, body } = await server.json('GET', `/api/expire/${quote.QuoteIdEncrypted}/${ts}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errors: [line] });
    });

    it('refuses a send time in the future and a qid with characters a token never has with 400 (§5)', async () => {
      const quote = await h.create();
      const future = await server.json(
        'GET',
        `/api/expire/${quote.QuoteIdEncrypted}/${server.clock.nowMs() + day}`,
      );
      expect(future).toMatchObject({ status: 400, body: { success: false } });
      expect((future.body as unknown as Failure).errors[0]).toMatch(/^ts - /);
      const bad = await server.json('GET', `/api/expire/a.b/${server.clock.nowMs()}`);
      expect(bad).toMatchObject({
        status: 400,
        body: { success: false, errors: ['qid - Value must be a quote reference number or link token'] },
      });
    });
  });
});

describe.each(databasesUnderTest())('the bot check on quote edits on $name (§5, §8)', (database) => {
  let server: TestServer;
  const h = harness(() => server);
  beforeAll(async () => {
    server = await testServer(database, { botChecks: true, captcha: fakeCaptcha });
  }, 120_000);
  afterAll(() => server.close());

  it('answers RedirectToCaptcha without a solved proof of work or at a too-fast pace, saving nothing (§4, §5)', async () => {
    const quote = await h.create({}, human);
    const before = await h.row(quote.QuoteId);
    for (const bot of [
      {},
      { captcha: 'wrong', formTiming: human.formTiming },
      { ...human, formTiming: { fieldDurationsMs: [10, 10, 10], totalMs: 300 } },
    ]) {
      const { status, body } = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, Liability: 75, ...bot });
      expect(status).toBe(200);
      expect(body.changeQuoteResponse.failReason).toBe('RedirectToCaptcha');
      expect(body.changeQuoteResponse.message).toBe('Invalid HMAC, PoW, or reCAPTCHA editing quote');
      expect(body.quote).toBeNull();
    }
    expect(await h.row(quote.QuoteId)).toEqual(before);
    const passed = await h.edit(quote.QuoteIdEncrypted, { Revision: 1, Liability: 75, ...human });
    expect(passed.body.changeQuoteResponse.failReason).toBe('None');
  });
});
