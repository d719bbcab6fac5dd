import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { type CardDetails, checkCard } from '../../domain/payment/card-check';
import { DECLINE_MESSAGES } from '../../domain/payment/card-results';
import { TestClock } from '../../tests/support/test-clock';
import {
  type DatabaseUnderTest,
  databasesUnderTest,
  warmUpDatabases,
} from '../../tests/support/test-databases';
import { readCardNumber } from '../http/contract/card-number-reader';
import { IDEMPOTENCY_KEEP_MS } from './sandbox-card-context';
import { SandboxCardProcessor } from './sandbox-card-processor';

beforeAll(warmUpDatabases, 120_000);

/** A checked card of this number (the domain's check with card-validator's reading). */
function card(
  number: string,
  more: Partial<Record<'SecurityCode' | 'ExpirationMonth', string>> = {},
): CardDetails {
  const form = {
    CardNumber: number,
    NameOnCard: 'Ada Lovelace',
    ExpirationMonth: more.ExpirationMonth ?? '12',
    ExpirationYear: '2030',
    SecurityCode: more.SecurityCode ?? '123',
    BillingZip: '64105',
  };
  return checkCard(form, isoDate('2026-11-21'), readCardNumber)._unsafeUnwrap();
}

/** A card that skipped the form's check (what only a direct caller of the processor can send). */
const unchecked = (number: string): CardDetails => ({
  ...card('4242424242424242'),
  number,
  lastFour: number.slice(-4),
});

describe.each(databasesUnderTest())(
  'SandboxCardProcessor on $name (issue 11, payments.md test mode)',
  (underTest) => {
    let database: Awaited<ReturnType<DatabaseUnderTest['open']>>;
    let clock: TestClock;
    let sandbox: SandboxCardProcessor;
    let keys = 0;
    const key = () => `00000000-0000-4000-8000-${String(++keys).padStart(12, '0')}`;
    const save = (details: CardDetails, userId = 1, idempotencyKey = key()) =>
      sandbox.saveCard(details, { userId }, idempotencyKey);

    beforeAll(async () => {
      database = await underTest.open();
      clock = new TestClock();
      sandbox = new SandboxCardProcessor({ db: database.db, clock, readCardNumber });
    }, 120_000);
    afterAll(() => database.close());

    it.each([
      ['4242 4242 4242 4242', 'Visa', '4242'],
      ['5555 5555 5555 4444', 'MasterCard', '4444'],
      ['3782 822463 10005', 'AmericanExpress', '0005'],
      ['6011 1111 1111 1117', 'Discover', '1117'],
    ])(
      'approves the success number %s as a %s token with its last four (payments.md)',
      async (number, brand, lastFour) => {
        const security = brand === 'AmericanExpress' ? '1234' : '123';
        const answer = (await save(card(number, { SecurityCode: security })))._unsafeUnwrap();
        expect(answer).toEqual({
          Result: 'CardApproved',
          card: {
            PaymentProfileId: expect.stringMatching(/^card_[0-9a-f]{32}$/),
            Type: brand,
            LastFour: lastFour,
            ExpirationDate: '12/2030',
            NameOnCard: 'Ada Lovelace',
            BillingZip: '64105',
          },
        });
      },
    );

    it.each([
      ['4000 0000 0000 0002', 'generic_decline'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
      ['4000 0000 0000 9987', 'lost_card'],
      ['4000 0000 0000 9979', 'stolen_card'],
      ['4000 0000 0000 0069', 'expired_card'],
      ['4000 0000 0000 0127', 'incorrect_cvc'],
    ] as const)('declines %s with the reason %s, saving no token (payments.md)', async (number, reason) => {
      const answer = (await save(card(number)))._unsafeUnwrap();
      expect(answer).toEqual({ Result: 'CardDeclined', reason, message: DECLINE_MESSAGES[reason] });
    });

    it('fails the processing-error number 4000 0000 0000 0119 as a TechnicalError (payments.md)', async () => {
      expect((await save(card('4000 0000 0000 0119')))._unsafeUnwrap().Result).toBe('TechnicalError');
    });

    it('answers UnknownError (no answer) for our timeout number 4000 0000 0000 0408', async () => {
      expect((await save(card('4000 0000 0000 0408')))._unsafeUnwrap().Result).toBe('UnknownError');
    });

    it('refuses 4242 4242 4242 4241, which fails the Luhn check, as a CardError on the number', async () => {
      expect((await save(unchecked('4242424242424241')))._unsafeUnwrap()).toMatchObject({
        Result: 'CardError',
        field: 'CardNumber',
      });
    });

    it('approves any other valid number of the four brands, as a test mode does (decisions.md)', async () => {
      expect((await save(card('4111 1111 1111 1111')))._unsafeUnwrap().Result).toBe('CardApproved');
    });

    it('answers the same key and the same request with the first answer, even an error (payments.md idempotency)', async () => {
      const k = key();
      const first = (await save(card('4242424242424242'), 7, k))._unsafeUnwrap();
      const again = (await save(card('4242424242424242'), 7, k))._unsafeUnwrap();
      expect(again).toEqual(first);
      const e = key();
      const error = (await save(card('4000000000000119'), 7, e))._unsafeUnwrap();
      expect((await save(card('4000000000000119'), 7, e))._unsafeUnwrap()).toEqual(error);
      const tokens = await database.db
        .selectFrom('sandbox_card_tokens')
        .select('token')
        .where('user_id', '=', 7)
        .execute();
      expect(tokens).toHaveLength(1);
    });

    it('refuses the same key with a different request (payments.md idempotency)', async () => {
      const k = key();
      await save(card('4242424242424242'), 8, k);
      expect((await save(card('5555555555554444'), 8, k))._unsafeUnwrapErr()).toEqual({
        kind: 'IdempotencyKeyReused',
      });
    });

    it('keeps a key 24 hours by the injected clock, then forgets it', async () => {
      const k = key();
      const first = (await save(card('4242424242424242'), 9, k))._unsafeUnwrap();
      clock.advance(IDEMPOTENCY_KEEP_MS - 1000);
      expect((await save(card('4242424242424242'), 9, k))._unsafeUnwrap()).toEqual(first);
      clock.advance(2000);
      const later = (await save(card('4242424242424242'), 9, k))._unsafeUnwrap();
      expect(later.Result).toBe('CardApproved');
      expect(later).not.toEqual(first);
    });

    it('books one token for concurrent retries of one key', async () => {
      const k = key();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => save(card('4242424242424242'), 10, k)),
      );
      const values = answers.map((a) => a._unsafeUnwrap());
      expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
      const tokens = await database.db
        .selectFrom('sandbox_card_tokens')
        .select('token')
        .where('user_id', '=', 10)
        .execute();
      expect(tokens).toHaveLength(1);
    });

    it("finds a token only for its owner: another user's or an unknown token is null", async () => {
      const answer = (await save(card('4242424242424242'), 11))._unsafeUnwrap();
      if (answer.Result !== 'CardApproved') throw new Error('approved expected');
      const token = answer.card.PaymentProfileId;
      expect((await sandbox.findCard(token, 11))._unsafeUnwrap()).toEqual(answer.card);
      expect((await sandbox.findCard(token, 12))._unsafeUnwrap()).toBeNull();
      expect((await sandbox.findCard('card_unknown', 11))._unsafeUnwrap()).toBeNull();
    });

    it("keys a user's idempotency keys apart from another user's", async () => {
      const k = key();
      await save(card('4242424242424242'), 13, k);
      expect((await save(card('5555555555554444'), 14, k))._unsafeUnwrap().Result).toBe('CardApproved');
    });
  },
);
