import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { Role } from '../../domain/accounts/enums';
import { isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import {
  DeliveryType,
  EquipType,
  ExpeditedFlag,
  InvalidAction,
  InvalidReason,
  MoveType,
  QuoteResult,
} from '../../domain/quote/enums';
import { newQuote } from '../../domain/quote/new-quote';
import type { PricingOption, Quote } from '../../domain/quote/types';
import type { InvalidQuoteToken, QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository, RepositoryError } from '../ports/quote-repository';
import type { QuoteTimestamps } from '../ports/quote-timestamps';
import type { StorageUnavailable } from '../ports/user-repository';
import { LOOKUP_EMAIL_LIMIT, LookupMessages, LookupQuotes } from './lookup-quotes';

const staff = { userId: 2, email: 'staff@relomove.test', role: Role.staff };
const down = { kind: 'StorageUnavailable' as const, message: 'connection refused' };

const place = (CityName: string, StateCode: string, ZipCode: string) => ({
  CityName,
  StateCode,
  ZipCode,
  Country: 'US',
  FIPS: '',
  station: null,
});

const trailer: PricingOption = {
  EquipType: EquipType.Trailer,
  value: 'Trailer-DD',
  EquipDescription: 'Trailer',
  EquipDescAbbr: 'TRL',
  EquipQuantity: 1,
  LinearFeet: 17,
  PerFootPrice: cents(19_100),
  Price: cents(324_700),
  MoveType: MoveType.DD,
  Default: true,
  DefaultParent: true,
  OriginDelivery: DeliveryType.Door,
  DestinationDelivery: DeliveryType.Door,
  CarrierTransitTime: 5,
  ExpeditedFlag: ExpeditedFlag.Parent,
  IsExpeditedOptionAllowed: false,
  Carrier: 'RLMV',
  StorageDestCharge: cents(0),
  StorageDestChargeDuration: 30,
  StorageDestIncreasedCharge: cents(0),
};

/** A stored quote made the way CreateQuote makes one (domain newQuote). */
function quote(QuoteId: number, email: string, result: QuoteResult = QuoteResult.Auto): Quote {
  const made = newQuote({
    outcome: { result, reasonInvalid: InvalidReason.None, action: InvalidAction.None, reasonNotAuto: '' },
    origin: place('Chicago', 'IL', '60614'),
    destination: place('Denver', 'CO', '80202'),
    dates: {
      SpotDate: isoDate('2026-12-15'),
      PickupDate: isoDate('2026-12-17'),
      DeliveryDate: isoDate('2026-12-22'),
      DeliveryDateMax: isoDate('2026-12-24'),
    },
    miles: 1003,
    houseSize: '3 bedroom',
    email,
    options: [trailer],
  });
  return { ...made, QuoteId, Revision: 1 };
}

const reserved = quote(1000001, 'dana@example.com');
const stored: Quote[] = [
  { ...reserved, Revision: 3, Details: { ...reserved.Details, Reserved: true } },
  quote(1000002, 'dana@example.com'),
  quote(1000003, 'other@example.com', QuoteResult.Manual),
  { ...quote(1000004, 'gone@example.com'), IsDeleted: true },
];

/** Only the reads the lookup uses; the rest would be a bug to call. */
function quotes(broken = false): QuoteRepository {
  const unused = () => {
    throw new Error('not used by the lookup');
  };
  return {
    findById: (id) => (broken ? errAsync(down) : okAsync(stored.find((q) => q.QuoteId === id) ?? null)),
    findByEmail: (email, limit): ResultAsync<Quote[], RepositoryError> => {
      expect(limit).toBe(LOOKUP_EMAIL_LIMIT);
      return okAsync(
        stored
          .filter((q) => (q.Details.EmailAddress || q.Details.ContactEmailAddress).toLowerCase() === email)
          .reverse(),
      );
    },
    insert: unused,
    findRecentDuplicate: unused,
    insertUnlessDuplicate: unused,
    update: unused,
    history: unused,
    openQuotes: unused,
    countOpenQuotes: unused,
    reservedMoveIds: unused,
    saveRevised: unused,
  };
}

const cipher: QuoteIdCipher = {
  encrypt: (id) => `token-for-${id}-padded-out`,
  decrypt: (token): Result<number, InvalidQuoteToken> => {
    const match = /^token-for-(\d+)-padded-out$/.exec(token);
    return match ? ok(Number(match[1])) : err({ kind: 'InvalidQuoteToken' });
  },
};

const timestamps = (broken = false): QuoteTimestamps => ({
  createdAt: (ids): ResultAsync<ReadonlyMap<number, string>, StorageUnavailable> =>
    broken ? errAsync(down) : okAsync(new Map(ids.map((id) => [id, `2026-11-0${id % 10}T12:00:00.000Z`]))),
});

const lookup = (deps: { broken?: 'quotes' | 'timestamps' } = {}) =>
  new LookupQuotes({
    quotes: quotes(deps.broken === 'quotes'),
    cipher,
    timestamps: timestamps(deps.broken === 'timestamps'),
  });

describe('LookupQuotes (§1 staff lookup tool, §4 lookup failure reasons)', () => {
  it('finds a quote by reference number, with its summary', async () => {
    const out = (await lookup().execute({ search: '1000001', viewer: staff }))._unsafeUnwrap();
    expect(out).toEqual({
      failReason: 'NoError',
      messages: [],
      fault: null,
      quotes: [
        {
          QuoteId: 1000001,
          QuoteIdEncrypted: 'token-for-1000001-padded-out',
          Revision: 3,
          Result: 'Auto',
          QuoteStatus: 'Open',
          state: 'Reserved',
          email: 'dana@example.com',
          origin: 'Chicago, IL 60614',
          destination: 'Denver, CO 80202',
          MoveDate: '2026-12-15',
          HHGMiles: 1003,
          price: 324_700,
          createdAt: '2026-11-01T12:00:00.000Z',
        },
      ],
    });
  });

  it('reads a reference number typed with a #, spaces or dashes', async () => {
    for (const search of ['#1000001', ' 1000-001 ', '1 000 001']) {
      const out = (await lookup().execute({ search, viewer: staff }))._unsafeUnwrap();
      expect(
        out.quotes.map((q) => q.QuoteId),
        search,
      ).toEqual([1000001]);
    }
  });

  it('finds quotes by email (lower-cased) and by link token', async () => {
    const byEmail = (await lookup().execute({ search: 'Other@Example.com', viewer: staff }))._unsafeUnwrap();
    expect(byEmail.quotes.map((q) => q.QuoteId)).toEqual([1000003]);
    const family = (await lookup().execute({ search: 'dana@example.com', viewer: staff }))._unsafeUnwrap();
    expect(family.quotes.map((q) => q.QuoteId)).toEqual([1000002, 1000001]);
    const byToken = (
      await lookup().execute({ search: 'token-for-1000002-padded-out', viewer: staff })
    )._unsafeUnwrap();
    expect(byToken.quotes.map((q) => q.QuoteId)).toEqual([1000002]);
  });

  it('a quote under review has no price yet and is in state Manual', async () => {
    const out = (await lookup().execute({ search: '1000003', viewer: staff }))._unsafeUnwrap();
    expect(out.quotes[0]).toMatchObject({
      state: 'Manual',
      price: null,
      Result: 'Manual',
      QuoteStatus: 'UnderReview',
    });
  });

  it('nothing found, a deleted quote, a foreign token or an unreadable term is a UserError that says why', async () => {
    const cases: [string, string][] = [
      ['7654321', LookupMessages.noReference(7654321)],
      ['1000004', LookupMessages.noReference(1000004)],
      ['gone@example.com', LookupMessages.noEmail('gone@example.com')],
      ['ZZZZZZZZZZZZZZZZZZZZZZZZ', LookupMessages.noToken],
      ['not@an@email', LookupMessages.unrecognised],
      ['who?', LookupMessages.unrecognised],
    ];
    for (const [search, line] of cases) {
      const out = (await lookup().execute({ search, viewer: staff }))._unsafeUnwrap();
      expect(out, search).toEqual({ failReason: 'UserError', messages: [line], quotes: [], fault: null });
    }
  });

  it('a storage failure is a TechnicalError, with the fault kept for the log', async () => {
    for (const broken of ['quotes', 'timestamps'] as const) {
      const out = (await lookup({ broken }).execute({ search: '1000001', viewer: staff }))._unsafeUnwrap();
      expect(out).toEqual({
        failReason: 'TechnicalError',
        messages: [LookupMessages.technical],
        quotes: [],
        fault: 'connection refused',
      });
    }
  });

  it('staff, agents and admins may search; a customer may not; nobody signed in must sign in', async () => {
    for (const role of [Role.staff, Role.agent, Role.admin]) {
      const out = await lookup().execute({ search: '1000001', viewer: { ...staff, role } });
      expect(out.isOk(), role).toBe(true);
    }
    const customer = await lookup().execute({ search: '1000001', viewer: { ...staff, role: Role.customer } });
    expect(customer._unsafeUnwrapErr().kind).toBe('StaffOnly');
    const nobody = await lookup().execute({ search: '1000001', viewer: null });
    expect(nobody._unsafeUnwrapErr()).toEqual({ kind: 'SignInRequired' });
  });
});
