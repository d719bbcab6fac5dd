import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgQuoteRepository } from '../../adapters/persistence/pg-quote-repository';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { EXPEDITE_NOT_AVAILABLE_MESSAGE } from '../../domain/quote/edit-quote';
import { BuildingType, DeliveryResponse } from '../../domain/quote/enums';
import { PRICE_STRIP_FULL_REASON, UNKNOWN_OPTION_MESSAGE } from '../../domain/quote/prices-by-date';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

interface WireOption {
  value: string;
  Price: number;
  PerFootPrice: number;
  EquipType: string;
  EquipDescAbbr: string;
  EquipQuantity: number;
  ExpeditedFlag: string;
  CarrierTransitTime: number;
  Default: boolean;
  DefaultParent: boolean;
}
interface WireExpedite {
  RequestedTransitTime: number;
  GuaranteedServiceFee: number;
  Default: boolean;
  DeliveryDate: string;
}
interface WireQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  Details: {
    MoveDate: string;
    PickupDate: string;
    PricingOptions: WireOption[];
    ExpeditedOptions: WireExpedite[];
  };
}
interface Strip {
  success: true;
  option: string;
  MoveDate: string;
  Revision: number;
  pricesByDate: {
    MoveDate: string;
    Price: number;
    PerFootPrice: number;
    Available: boolean;
    Reason: string | null;
  }[];
}
interface EditAnswer {
  success: boolean;
  changeQuoteResponse: { failReason: string };
  quote: WireQuote | null;
  errors?: string[];
}

describe.each(databasesUnderTest())(
  'the price-by-date strip and guaranteed delivery on $name (issue 4; §4, §7, §9)',
  (database) => {
    let server: TestServer;
    let made = 0;
    let customer: Record<string, string>;

    async function create(over: Record<string, unknown> = {}): Promise<WireQuote> {
      made += 1;
      const { body } = await server.json<{ quote: WireQuote | null }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: `strip+${made}@example.com`, ...over }),
      );
      if (!body.quote) throw new Error('no quote kept');
      return body.quote;
    }
    const strip = (ref: string | number, query = '', headers?: Record<string, string>) =>
      server.json<Strip & { errors?: string[] }>(
        'GET',
        `/api/quotes/${ref}/prices-by-date${query}`,
        undefined,
        headers,
      );
    const edit = (ref: string, body: Record<string, unknown>) =>
      server.json<EditAnswer>('POST', `/api/quotes/edit/${ref}`, body);

    beforeAll(async () => {
      server = await testServer(database, { demoUsers: true });
      const user = DEMO_USERS.find((u) => u.email === 'demo@relomove.test');
      const login = await server.request('POST', '/api/user/login', {
        email: 'demo@relomove.test',
        password: user?.password,
      });
      customer = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
    }, 120_000);
    afterAll(() => server.close());

    it("answers the selected option's price on 3 origin business days either side of the move date; each equals what quotes/edit saves for that date (§4 re-rating)", async () => {
      // New York to Los Angeles, Thursday 2027-05-27: the strip crosses into June (a different season)
      // and skips Memorial Day (2027-05-31, an origin holiday).
      const quote = await create({ MoveDate: '2027-05-27' });
      const { status, body } = await strip(quote.QuoteIdEncrypted);
      expect(status).toBe(200);
      const selected = quote.Details.PricingOptions.find((o) => o.Default && o.DefaultParent);
      expect(body.option).toBe(selected?.value);
      expect(body.MoveDate).toBe('2027-05-27');
      expect(body.Revision).toBe(1);
      expect(body.pricesByDate.map((p) => p.MoveDate)).toEqual([
        '2027-05-24',
        '2027-05-25',
        '2027-05-26',
        '2027-05-27',
        '2027-05-28',
        '2027-06-01',
        '2027-06-02',
      ]);
      const own = body.pricesByDate.find((p) => p.MoveDate === '2027-05-27');
      expect(own?.Price).toBe(selected?.Price);
      expect(new Set(body.pricesByDate.map((p) => p.Price)).size).toBeGreaterThan(1);

      let revision = quote.Revision;
      for (const day of body.pricesByDate.filter((p) => p.Available && p.MoveDate !== body.MoveDate)) {
        const saved = await edit(quote.QuoteIdEncrypted, { Revision: revision, MoveDate: day.MoveDate });
        expect(saved.body.changeQuoteResponse.failReason, day.MoveDate).toBe('None');
        const after = saved.body.quote as WireQuote;
        revision = after.Revision;
        expect(after.Details.MoveDate).toBe(day.MoveDate);
        const option = after.Details.PricingOptions.find((o) => o.value === body.option);
        expect({ date: day.MoveDate, Price: option?.Price, PerFootPrice: option?.PerFootPrice }).toEqual({
          date: day.MoveDate,
          Price: day.Price,
          PerFootPrice: day.PerFootPrice,
        });
      }
    });

    it('marks a fully booked date unavailable with its reason, and saving it is InvalidCapacityUnserviceableDate (§4)', async () => {
      // data/station-capacity.json: the New York terminal is full on 2027-06-01.
      const quote = await create({ MoveDate: '2027-05-27' });
      const { body } = await strip(quote.QuoteIdEncrypted, '?option=Trailer-DD');
      expect(body.option).toBe('Trailer-DD');
      const full = body.pricesByDate.filter((p) => !p.Available);
      expect(full).toEqual([
        expect.objectContaining({ MoveDate: '2027-06-01', Reason: PRICE_STRIP_FULL_REASON }),
      ]);
      const saved = await edit(quote.QuoteIdEncrypted, { Revision: 1, MoveDate: '2027-06-01' });
      expect(saved.body.changeQuoteResponse.failReason).toBe('InvalidCapacityUnserviceableDate');
    });

    it('follows the quotes/view access rule: a link token for anyone, a reference number only for its owner; anyone else gets 404 (§6, issue 9 finding 7)', async () => {
      const quote = await create({ EmailAddress: 'demo@relomove.test' });
      expect((await strip(quote.QuoteId)).status).toBe(404);
      expect((await strip(quote.QuoteId, '', customer)).status).toBe(200);
      const tampered = `${quote.QuoteIdEncrypted.slice(0, -2)}${quote.QuoteIdEncrypted.endsWith('AA') ? 'BB' : 'AA'}`;
      const unknown = await strip(tampered);
      expect(unknown.status).toBe(404);
      expect(unknown.body.errors).toEqual(['id - No quote matches this reference']);
    });

    it("refuses an option that is not the quote's, and unknown query fields, with 'field - message' lines (§5)", async () => {
      const quote = await create();
      const wrong = await strip(quote.QuoteIdEncrypted, '?option=Boat-DD');
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([`option - ${UNKNOWN_OPTION_MESSAGE}`]);
      const extra = await strip(quote.QuoteIdEncrypted, '?price=1');
      expect(extra.status).toBe(400);
      expect(extra.body.errors?.[0]).toMatch(/^price - /);
    });

    it('saves a guaranteed choice by selecting the expedited child; the fee is the one moves/{id}/expedite-options quotes, from the rate card (§4, §7, §9)', async () => {
      const quote = await create();
      const child = quote.Details.PricingOptions.find(
        (o) => o.ExpeditedFlag === 'Child' && o.EquipType === 'Trailer',
      );
      const parent = quote.Details.PricingOptions.find((o) => o.value === 'Trailer-DD');
      if (!child || !parent) throw new Error('no guaranteed trailer option');
      const offered = await server.json<{ expediteOptions: WireExpedite[] }>(
        'POST',
        `/api/moves/${quote.QuoteIdEncrypted}/expedite-options`,
        {
          EquipDescAbbr: parent.EquipDescAbbr,
          Quantity: parent.EquipQuantity,
          PickupDate: quote.Details.PickupDate,
          MoveDate: quote.Details.MoveDate,
          Revision: 1,
        },
      );
      const fee = offered.body.expediteOptions.find(
        (o) => o.RequestedTransitTime === child.CarrierTransitTime,
      )?.GuaranteedServiceFee;
      expect(fee).toBeGreaterThan(0);

      // A client price is never taken: the edit has no field for one.
      const priced = await edit(quote.QuoteIdEncrypted, {
        Revision: 1,
        SelectedOption: child.value,
        GuaranteedServiceFee: 1,
      });
      expect(priced.status).toBe(400);
      expect(priced.body.errors).toEqual(['GuaranteedServiceFee - Unknown field']);

      const saved = await edit(quote.QuoteIdEncrypted, { Revision: 1, SelectedOption: child.value });
      expect(saved.body.changeQuoteResponse.failReason).toBe('None');
      const after = saved.body.quote as WireQuote;
      expect(after.Details.PricingOptions.filter((o) => o.Default).map((o) => o.value)).toEqual([
        child.value,
      ]);
      const chosen = after.Details.ExpeditedOptions.filter((o) => o.Default);
      expect(chosen).toEqual([
        expect.objectContaining({
          RequestedTransitTime: child.CarrierTransitTime,
          GuaranteedServiceFee: fee,
        }),
      ]);

      // The §4 reuse rule: the same date answers the stored options, the chosen one still marked.
      const again = await server.json<{ expediteOptions: WireExpedite[] }>(
        'POST',
        `/api/moves/${quote.QuoteIdEncrypted}/expedite-options`,
        {
          EquipDescAbbr: parent.EquipDescAbbr,
          Quantity: parent.EquipQuantity,
          PickupDate: after.Details.PickupDate,
          MoveDate: after.Details.MoveDate,
          Revision: after.Revision,
        },
      );
      expect(again.body.expediteOptions.filter((o) => o.Default)).toEqual(chosen);

      // Back to the free estimated window: the parent is selected again.
      const reset = await edit(quote.QuoteIdEncrypted, {
        Revision: after.Revision,
        SelectedOption: 'Trailer-DD',
      });
      expect(
        (reset.body.quote as WireQuote).Details.PricingOptions.filter((o) => o.Default).map((o) => o.value),
      ).toEqual(['Trailer-DD']);
    });

    it('refuses a guaranteed choice for a storage destination (§4: expedite options are not fetched then)', async () => {
      const quote = await create();
      // No form field makes a storage destination: set it on the stored quote.
      const changed = await new PgQuoteRepository(server.server.database.db).update(
        quote.QuoteId,
        (q) => ({
          ok: true,
          quote: {
            ...q,
            Details: {
              ...q.Details,
              Destination: {
                ...q.Details.Destination,
                buildingType: BuildingType.storage,
                selectedDeliveryResponse: DeliveryResponse.storage,
              },
            },
          },
        }),
        server.clock.now(),
      );
      expect(changed.isOk()).toBe(true);
      const child = quote.Details.PricingOptions.find((o) => o.ExpeditedFlag === 'Child');
      const saved = await edit(quote.QuoteIdEncrypted, { Revision: 2, SelectedOption: child?.value });
      expect(saved.status).toBe(400);
      expect(saved.body.errors).toEqual([`SelectedOption - ${EXPEDITE_NOT_AVAILABLE_MESSAGE}`]);
    });
  },
);
