import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthorizeRequest,
  CardAuthorization,
  CardCapture,
} from '../../application/ports/payment-gateway';
import { isoDate } from '../../domain/calendar/iso-date';
import { type Cents, cents } from '../../domain/money/money';
import { type CardDetails, checkCard } from '../../domain/payment/card-check';
import { DECLINE_MESSAGES } from '../../domain/payment/card-results';
import { TestClock } from '../../tests/support/test-clock';
import {
  type DatabaseUnderTest,
  databasesUnderTest,
  secondPool,
  warmUpDatabases,
} from '../../tests/support/test-databases';
import { readCardNumber } from '../http/contract/card-number-reader';
import { AUTHORIZATION_HOLD_MS, OFF_SESSION_VISA_HOLD_MS } from './sandbox-card-charging';
import { IDEMPOTENCY_KEEP_MS } from './sandbox-card-context';
import { SandboxCardProcessor } from './sandbox-card-processor';
import { TECHNICAL_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './sandbox-card-test-numbers';

beforeAll(warmUpDatabases, 120_000);

type Database = Awaited<ReturnType<DatabaseUnderTest['open']>>;

const START = '2026-11-21T15:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A checked card of this number (the domain's check with card-validator's reading). */
function card(number: string, more: { SecurityCode?: string; ExpirationYear?: string } = {}): CardDetails {
  const form = {
    CardNumber: number,
    NameOnCard: 'Ada Lovelace',
    ExpirationMonth: '12',
    ExpirationYear: more.ExpirationYear ?? '2030',
    SecurityCode: more.SecurityCode ?? '123',
    BillingZip: '64105',
  };
  return checkCard(form, isoDate('2026-11-21'), readCardNumber)._unsafeUnwrap();
}

function approved<T extends { Result: string }>(answer: T): Extract<T, { Result: 'CardApproved' }> {
  if (answer.Result !== 'CardApproved')
    throw new Error(`CardApproved expected, got ${JSON.stringify(answer)}`);
  return answer as Extract<T, { Result: 'CardApproved' }>;
}

describe.each(databasesUnderTest())(
  'SandboxCardProcessor charges on $name (issue 12, payments.md "Authorize, then capture")',
  (underTest) => {
    let database: Database;
    let second: Database;
    let sandbox: SandboxCardProcessor;
    let keys = 0;
    let users = 100;
    const key = () => `charge-${String(++keys).padStart(6, '0')}`;
    const processor = (clock = new TestClock(START), db: Database = database) =>
      new SandboxCardProcessor({ db: db.db, clock, readCardNumber });

    /** A new user's saved card: its token (the $0 verification must approve it). */
    async function saved(
      number = '4242 4242 4242 4242',
      options: { at?: SandboxCardProcessor; ExpirationYear?: string; SecurityCode?: string } = {},
    ): Promise<{ token: string; userId: number }> {
      const userId = ++users;
      const answer = (
        await (options.at ?? sandbox).saveCard(card(number, options), { userId }, key())
      )._unsafeUnwrap();
      return { token: approved(answer).card.PaymentProfileId, userId };
    }
    const authorize = (
      at: SandboxCardProcessor,
      owner: { token: string; userId: number },
      amount: number,
      more: Partial<AuthorizeRequest> = {},
    ) =>
      at.authorize({
        ...owner,
        amount: cents(amount),
        idempotencyKey: key(),
        offSession: false,
        ...more,
      });
    /** A held authorization of `amount` on a new user's approved Visa. */
    async function held(
      amount: number,
      at: SandboxCardProcessor = sandbox,
    ): Promise<{ authorizationId: string; userId: number }> {
      const owner = await saved('4242 4242 4242 4242', { at });
      const answer = approved((await authorize(at, owner, amount))._unsafeUnwrap());
      return { authorizationId: answer.authorizationId, userId: owner.userId };
    }
    const capture = (at: SandboxCardProcessor, authorizationId: string, amount: number, k = key()) =>
      at.capture({ authorizationId, amount: cents(amount), idempotencyKey: k });

    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
      sandbox = processor();
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    describe('authorize (payments.md: declines by number, never by amount; §3 card results)', () => {
      it.each([
        ['4242 4242 4242 4242', '123'],
        ['5555 5555 5555 4444', '123'],
        ['3782 822463 10005', '1234'],
        ['6011 1111 1111 1117', '123'],
      ])(
        'approves a hold on the saved success card %s with an id and an expiry (payments.md)',
        async (number, code) => {
          const owner = await saved(number, { SecurityCode: code });
          const answer = (await authorize(sandbox, owner, 12_345))._unsafeUnwrap();
          expect(answer).toEqual({
            Result: 'CardApproved',
            authorizationId: expect.stringMatching(/^auth_[0-9a-f]{32}$/),
            amount: 12_345,
            expiresAt: new Date(Date.parse(START) + AUTHORIZATION_HOLD_MS).toISOString(),
          });
        },
      );

      it('approves $2,500.00, a normal price for a move: declines go by number, never by amount (payments.md)', async () => {
        const owner = await saved();
        expect((await authorize(sandbox, owner, 250_000))._unsafeUnwrap().Result).toBe('CardApproved');
        expect((await authorize(sandbox, owner, 299_999))._unsafeUnwrap().Result).toBe('CardApproved');
      });

      it.each([
        ['4000 0000 0000 0341', 'generic_decline'],
        ['4000 0000 0000 9961', 'insufficient_funds'],
      ] as const)(
        'saves %s with an approved $0 verification, then declines its charge with %s (payments.md: attaching succeeds, charges fail)',
        async (number, reason) => {
          const owner = await saved(number);
          expect((await authorize(sandbox, owner, 10_000, { offSession: true }))._unsafeUnwrap()).toEqual({
            Result: 'CardDeclined',
            reason,
            message: DECLINE_MESSAGES[reason],
          });
          expect((await sandbox.records({ userId: owner.userId }))._unsafeUnwrap()).toEqual([]);
        },
      );

      it('saves 4000 0000 0000 0416, then fails its charge as a TechnicalError, holding nothing (payments.md processing error)', async () => {
        const owner = await saved('4000 0000 0000 0416');
        expect((await authorize(sandbox, owner, 10_000))._unsafeUnwrap()).toEqual({
          Result: 'TechnicalError',
          message: TECHNICAL_ERROR_MESSAGE,
        });
        expect((await sandbox.records({ userId: owner.userId }))._unsafeUnwrap()).toEqual([]);
      });

      it('answers UnknownError (no answer) for 4000 0000 0000 0424, whose hold was made: a retry with the same key gets it (payments.md idempotency)', async () => {
        const owner = await saved('4000 0000 0000 0424');
        const k = key();
        const lost = (await authorize(sandbox, owner, 10_000, { idempotencyKey: k }))._unsafeUnwrap();
        expect(lost).toEqual({ Result: 'UnknownError', message: UNKNOWN_ERROR_MESSAGE });
        const retried = approved(
          (await authorize(sandbox, owner, 10_000, { idempotencyKey: k }))._unsafeUnwrap(),
        );
        const records = (await sandbox.records({ userId: owner.userId }))._unsafeUnwrap();
        expect(records.map((r) => [r.kind, r.reference])).toEqual([
          ['Authorization', retried.authorizationId],
        ]);
      });

      it('keeps what a test number does at a charge as an outcome code on the token row, never the number (PCI DSS 3.3.1.2)', async () => {
        const owner = await saved('4000 0000 0000 0341');
        const row = await sql<{ j: string }>`
          select row_to_json(t)::text as j from sandbox_card_tokens t where token = ${owner.token}`.execute(
          database.db,
        );
        expect(row.rows[0]?.j).toContain('"charge_outcome":"decline:generic_decline"');
        expect(row.rows[0]?.j).not.toContain('4000000000000341');
      });

      it('charges a card saved before the charge outcomes existed (migration 0013) as approved', async () => {
        await sql`
          insert into sandbox_card_tokens (token, user_id, brand, last_four, expiration_date, name_on_card,
            billing_zip, created_at)
          values ('card_before_0013', 99, 'Visa', '4242', '12/2030', 'Ada Lovelace', '64105', ${START})`.execute(
          database.db,
        );
        const answer = (
          await authorize(sandbox, { token: 'card_before_0013', userId: 99 }, 500)
        )._unsafeUnwrap();
        expect(answer.Result).toBe('CardApproved');
      });

      it("refuses another user's token and an unknown token as a CardError UnknownCard", async () => {
        const owner = await saved();
        for (const who of [
          { token: owner.token, userId: owner.userId + 1000 },
          { token: 'card_unknown', userId: owner.userId },
        ]) {
          expect((await authorize(sandbox, who, 1_000))._unsafeUnwrap()).toMatchObject({
            Result: 'CardError',
            code: 'UnknownCard',
          });
        }
      });

      it.each([0, -100, 10.5])(
        'refuses the amount %s: a whole number of cents above zero (architecture.md: money in cents)',
        async (amount) => {
          const owner = await saved();
          const answer = await sandbox.authorize({
            ...owner,
            amount: amount as Cents,
            idempotencyKey: key(),
            offSession: false,
          });
          expect(answer._unsafeUnwrap()).toEqual({
            Result: 'CardError',
            code: 'InvalidAmount',
            message: 'The amount must be a whole number of cents above zero.',
          });
        },
      );

      it('declines a saved card whose expiry month has ended by the time it is charged as expired_card (§3 CardDeclined)', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const owner = await saved('4242 4242 4242 4242', { at, ExpirationYear: '2026' });
        clock.advance(45 * DAY_MS);
        expect((await authorize(at, owner, 1_000))._unsafeUnwrap()).toEqual({
          Result: 'CardDeclined',
          reason: 'expired_card',
          message: DECLINE_MESSAGES.expired_card,
        });
      });
    });

    describe('expiry on the injected clock (payments.md: about 7 days, 5 for merchant-initiated Visa)', () => {
      it('holds an on-session authorization 7 days: captured just before, refused as expired at 7 days', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const early = await held(10_000, at);
        const late = await held(10_000, at);
        clock.advance(AUTHORIZATION_HOLD_MS - 1);
        expect((await capture(at, early.authorizationId, 10_000))._unsafeUnwrap().Result).toBe(
          'CardApproved',
        );
        clock.advance(1);
        const refused = (await capture(at, late.authorizationId, 10_000))._unsafeUnwrap();
        expect(refused).toEqual({
          Result: 'CardError',
          code: 'AuthorizationExpired',
          message:
            'This authorization expired on 2026-11-28 and its hold was released; nothing can be captured from it. Authorize the card again.',
        });
        expect((await at.findAuthorization(late.authorizationId))._unsafeUnwrap()).toMatchObject({
          status: 'expired',
          captured: 0,
          released: 10_000,
        });
      });

      it('holds an off-session (merchant-initiated) Visa authorization 5 days', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const visa = await saved('4242 4242 4242 4242', { at });
        const first = approved((await authorize(at, visa, 5_000, { offSession: true }))._unsafeUnwrap());
        const secondHold = approved((await authorize(at, visa, 5_000, { offSession: true }))._unsafeUnwrap());
        expect(first.expiresAt).toBe(new Date(Date.parse(START) + OFF_SESSION_VISA_HOLD_MS).toISOString());
        clock.advance(OFF_SESSION_VISA_HOLD_MS - 1);
        expect((await capture(at, first.authorizationId, 5_000))._unsafeUnwrap().Result).toBe('CardApproved');
        clock.advance(1);
        expect((await capture(at, secondHold.authorizationId, 5_000))._unsafeUnwrap()).toMatchObject({
          Result: 'CardError',
          code: 'AuthorizationExpired',
        });
      });

      it('holds an off-session MasterCard authorization 7 days: the 5-day rule is for Visa only', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const mastercard = await saved('5555 5555 5555 4444', { at });
        const hold = approved((await authorize(at, mastercard, 5_000, { offSession: true }))._unsafeUnwrap());
        expect(hold.expiresAt).toBe(new Date(Date.parse(START) + AUTHORIZATION_HOLD_MS).toISOString());
        clock.advance(OFF_SESSION_VISA_HOLD_MS + DAY_MS);
        expect((await capture(at, hold.authorizationId, 5_000))._unsafeUnwrap().Result).toBe('CardApproved');
      });

      it('refuses to void an expired authorization: its hold was already released', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const hold = await held(10_000, at);
        clock.advance(AUTHORIZATION_HOLD_MS);
        expect(
          (await at.void({ authorizationId: hold.authorizationId, idempotencyKey: key() }))._unsafeUnwrap(),
        ).toEqual({
          Result: 'CardError',
          code: 'AuthorizationExpired',
          message: 'This authorization expired on 2026-11-28; its hold was already released.',
        });
      });
    });

    describe('capture (payments.md: up to the authorized amount, once; the rest is released)', () => {
      it('refuses to capture more than was authorized, then captures all of it', async () => {
        const hold = await held(10_000);
        expect((await capture(sandbox, hold.authorizationId, 10_001))._unsafeUnwrap()).toEqual({
          Result: 'CardError',
          code: 'AmountOverAuthorized',
          message: 'Cannot capture $100.01: only $100.00 was authorized.',
        });
        expect((await capture(sandbox, hold.authorizationId, 10_000))._unsafeUnwrap()).toEqual({
          Result: 'CardApproved',
          captureId: expect.stringMatching(/^cap_[0-9a-f]{32}$/),
          authorizationId: hold.authorizationId,
          amount: 10_000,
          released: 0,
        });
      });

      it('captures once: a second capture is refused, even of the rest', async () => {
        const hold = await held(10_000);
        expect((await capture(sandbox, hold.authorizationId, 4_000))._unsafeUnwrap().Result).toBe(
          'CardApproved',
        );
        expect((await capture(sandbox, hold.authorizationId, 6_000))._unsafeUnwrap()).toEqual({
          Result: 'CardError',
          code: 'AlreadyCaptured',
          message: 'This authorization was already captured; it can be captured only once.',
        });
      });

      it('a partial capture releases the rest of the authorization', async () => {
        const hold = await held(10_000);
        const taken = approved((await capture(sandbox, hold.authorizationId, 7_550))._unsafeUnwrap());
        expect(taken).toMatchObject({ amount: 7_550, released: 2_450 });
        expect((await sandbox.findAuthorization(hold.authorizationId))._unsafeUnwrap()).toMatchObject({
          authorizationId: hold.authorizationId,
          userId: hold.userId,
          amount: 10_000,
          status: 'captured',
          captured: 7_550,
          released: 2_450,
        });
      });

      it('refuses to capture a voided authorization', async () => {
        const hold = await held(10_000);
        await sandbox.void({ authorizationId: hold.authorizationId, idempotencyKey: key() });
        expect((await capture(sandbox, hold.authorizationId, 10_000))._unsafeUnwrap()).toEqual({
          Result: 'CardError',
          code: 'AlreadyVoided',
          message: 'This authorization was voided; nothing can be captured from it.',
        });
      });

      it('refuses to capture an unknown authorization', async () => {
        expect((await capture(sandbox, 'auth_unknown', 100))._unsafeUnwrap()).toMatchObject({
          Result: 'CardError',
          code: 'UnknownAuthorization',
        });
      });

      it('answers UnknownError for a capture on 4000 0000 0000 0424, which was made: the retry with the same key gets the capture', async () => {
        const owner = await saved('4000 0000 0000 0424');
        const k = key();
        await authorize(sandbox, owner, 10_000, { idempotencyKey: k });
        const hold = approved(
          (await authorize(sandbox, owner, 10_000, { idempotencyKey: k }))._unsafeUnwrap(),
        );
        const c = key();
        expect((await capture(sandbox, hold.authorizationId, 10_000, c))._unsafeUnwrap().Result).toBe(
          'UnknownError',
        );
        const retried = approved((await capture(sandbox, hold.authorizationId, 10_000, c))._unsafeUnwrap());
        const captures = (await sandbox.records({ userId: owner.userId, kind: 'Capture' }))._unsafeUnwrap();
        expect(captures.map((r) => r.reference)).toEqual([retried.captureId]);
      });
    });

    describe('refund (never more than captured minus refunded)', () => {
      it('allows several partial refunds up to the capture, and refuses any cent more', async () => {
        const hold = await held(10_000);
        const taken = approved((await capture(sandbox, hold.authorizationId, 10_000))._unsafeUnwrap());
        const refund = (amount: number) =>
          sandbox.refund({ captureId: taken.captureId, amount: cents(amount), idempotencyKey: key() });
        expect((await refund(3_000))._unsafeUnwrap()).toEqual({
          Result: 'CardApproved',
          refundId: expect.stringMatching(/^re_[0-9a-f]{32}$/),
          captureId: taken.captureId,
          amount: 3_000,
          refundable: 7_000,
        });
        expect((await refund(3_000))._unsafeUnwrap()).toMatchObject({
          Result: 'CardApproved',
          refundable: 4_000,
        });
        expect((await refund(4_001))._unsafeUnwrap()).toEqual({
          Result: 'CardError',
          code: 'AmountOverRefundable',
          message: 'Cannot refund $40.01: only $40.00 of this capture is left to refund.',
        });
        expect((await refund(4_000))._unsafeUnwrap()).toMatchObject({
          Result: 'CardApproved',
          refundable: 0,
        });
        expect((await refund(1))._unsafeUnwrap()).toEqual({
          Result: 'CardError',
          code: 'AmountOverRefundable',
          message: 'Cannot refund $0.01: this capture was already refunded in full.',
        });
        expect((await sandbox.findCapture(taken.captureId))._unsafeUnwrap()).toMatchObject({
          captureId: taken.captureId,
          authorizationId: hold.authorizationId,
          userId: hold.userId,
          amount: 10_000,
          refunded: 10_000,
          refundable: 0,
        });
      });

      it('refunds at most what a partial capture took, not the authorized amount', async () => {
        const hold = await held(10_000);
        const taken = approved((await capture(sandbox, hold.authorizationId, 2_500))._unsafeUnwrap());
        const answer = await sandbox.refund({
          captureId: taken.captureId,
          amount: cents(2_501),
          idempotencyKey: key(),
        });
        expect(answer._unsafeUnwrap()).toMatchObject({ Result: 'CardError', code: 'AmountOverRefundable' });
      });

      it('refuses to refund an unknown capture, and a zero amount', async () => {
        expect(
          (
            await sandbox.refund({ captureId: 'cap_unknown', amount: cents(100), idempotencyKey: key() })
          )._unsafeUnwrap(),
        ).toMatchObject({ Result: 'CardError', code: 'UnknownCapture' });
        const hold = await held(1_000);
        const taken = approved((await capture(sandbox, hold.authorizationId, 1_000))._unsafeUnwrap());
        expect(
          (
            await sandbox.refund({ captureId: taken.captureId, amount: cents(0), idempotencyKey: key() })
          )._unsafeUnwrap(),
        ).toMatchObject({ Result: 'CardError', code: 'InvalidAmount' });
      });
    });

    describe('void (releases an uncaptured authorization)', () => {
      it('releases the whole uncaptured authorization', async () => {
        const hold = await held(8_800);
        expect(
          (
            await sandbox.void({ authorizationId: hold.authorizationId, idempotencyKey: key() })
          )._unsafeUnwrap(),
        ).toEqual({
          Result: 'CardApproved',
          voidId: expect.stringMatching(/^void_[0-9a-f]{32}$/),
          authorizationId: hold.authorizationId,
          released: 8_800,
        });
        expect((await sandbox.findAuthorization(hold.authorizationId))._unsafeUnwrap()).toMatchObject({
          status: 'voided',
          captured: 0,
          released: 8_800,
        });
      });

      it('refuses to void a captured authorization (refund it instead) or a voided one', async () => {
        const captured = await held(1_000);
        await capture(sandbox, captured.authorizationId, 1_000);
        expect(
          (
            await sandbox.void({ authorizationId: captured.authorizationId, idempotencyKey: key() })
          )._unsafeUnwrap(),
        ).toEqual({
          Result: 'CardError',
          code: 'AlreadyCaptured',
          message:
            'This authorization was already captured, so it cannot be voided; refund the capture instead.',
        });
        const voided = await held(1_000);
        await sandbox.void({ authorizationId: voided.authorizationId, idempotencyKey: key() });
        expect(
          (
            await sandbox.void({ authorizationId: voided.authorizationId, idempotencyKey: key() })
          )._unsafeUnwrap(),
        ).toEqual({
          Result: 'CardError',
          code: 'AlreadyVoided',
          message: 'This authorization was already voided.',
        });
      });
    });

    describe('idempotency (payments.md: the first answer again, even an error; 24 hours; one operation per key)', () => {
      it('a retry after a crash between the answer and our write gets the same authorization, and holds once', async () => {
        const owner = await saved();
        const k = key();
        const first = (await authorize(sandbox, owner, 10_000, { idempotencyKey: k }))._unsafeUnwrap();
        // The caller crashed here, before writing its ledger row; it retries with the same key.
        const again = (await authorize(sandbox, owner, 10_000, { idempotencyKey: k }))._unsafeUnwrap();
        expect(again).toEqual(first);
        expect((await sandbox.records({ userId: owner.userId }))._unsafeUnwrap()).toHaveLength(1);
      });

      it('replays a refusal with its key even after the authorization changed', async () => {
        const hold = await held(10_000);
        const k = key();
        const refused = (await capture(sandbox, hold.authorizationId, 20_000, k))._unsafeUnwrap();
        expect(refused).toMatchObject({ code: 'AmountOverAuthorized' });
        approved((await capture(sandbox, hold.authorizationId, 10_000))._unsafeUnwrap());
        expect((await capture(sandbox, hold.authorizationId, 20_000, k))._unsafeUnwrap()).toEqual(refused);
      });

      it('replays a capture, a refund and a void with their keys, doing each once', async () => {
        const hold = await held(10_000);
        const c = key();
        const taken = (await capture(sandbox, hold.authorizationId, 6_000, c))._unsafeUnwrap();
        expect((await capture(sandbox, hold.authorizationId, 6_000, c))._unsafeUnwrap()).toEqual(taken);
        const captureId = approved(taken).captureId;
        const r = key();
        const refund = () => sandbox.refund({ captureId, amount: cents(1_000), idempotencyKey: r });
        const refunded = (await refund())._unsafeUnwrap();
        expect((await refund())._unsafeUnwrap()).toEqual(refunded);
        const other = await held(2_000);
        const v = key();
        const voided = (
          await sandbox.void({ authorizationId: other.authorizationId, idempotencyKey: v })
        )._unsafeUnwrap();
        expect(
          (await sandbox.void({ authorizationId: other.authorizationId, idempotencyKey: v }))._unsafeUnwrap(),
        ).toEqual(voided);
        expect((await sandbox.records({ userId: hold.userId, kind: 'Refund' }))._unsafeUnwrap()).toHaveLength(
          1,
        );
        expect((await sandbox.records({ userId: other.userId, kind: 'Void' }))._unsafeUnwrap()).toHaveLength(
          1,
        );
      });

      it('refuses the same key with a different request as IdempotencyKeyReused, across operations too', async () => {
        const owner = await saved();
        const k = key();
        const hold = approved(
          (await authorize(sandbox, owner, 10_000, { idempotencyKey: k }))._unsafeUnwrap(),
        );
        expect((await authorize(sandbox, owner, 10_001, { idempotencyKey: k }))._unsafeUnwrapErr()).toEqual({
          kind: 'IdempotencyKeyReused',
        });
        expect(
          (
            await authorize(sandbox, owner, 10_000, { idempotencyKey: k, offSession: true })
          )._unsafeUnwrapErr(),
        ).toEqual({ kind: 'IdempotencyKeyReused' });
        expect((await capture(sandbox, hold.authorizationId, 10_000, k))._unsafeUnwrapErr()).toEqual({
          kind: 'IdempotencyKeyReused',
        });
        expect((await sandbox.findAuthorization(hold.authorizationId))._unsafeUnwrap()?.status).toBe('held');
      });

      it('keeps a key 24 hours by the injected clock, then forgets it', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const owner = await saved('4242 4242 4242 4242', { at });
        const k = key();
        const first = approved((await authorize(at, owner, 1_000, { idempotencyKey: k }))._unsafeUnwrap());
        clock.advance(IDEMPOTENCY_KEEP_MS - 1000);
        expect((await authorize(at, owner, 1_000, { idempotencyKey: k }))._unsafeUnwrap()).toEqual(first);
        clock.advance(2000);
        const later = approved((await authorize(at, owner, 1_000, { idempotencyKey: k }))._unsafeUnwrap());
        expect(later.authorizationId).not.toBe(first.authorizationId);
      });

      it('makes one capture of 50 concurrent captures with one key, all answered alike', async () => {
        const hold = await held(10_000);
        const k = key();
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => capture(sandbox, hold.authorizationId, 10_000, k)),
        );
        const values = answers.map((a) => a._unsafeUnwrap());
        expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
        expect(values[0]?.Result).toBe('CardApproved');
        expect(
          (await sandbox.records({ userId: hold.userId, kind: 'Capture' }))._unsafeUnwrap(),
        ).toHaveLength(1);
      });

      it('makes one capture of 50 concurrent captures with 50 keys; the others are AlreadyCaptured (capture once)', async () => {
        const hold = await held(10_000);
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => capture(sandbox, hold.authorizationId, 10_000)),
        );
        const values = answers.map((a) => a._unsafeUnwrap());
        expect(values.filter((v) => v.Result === 'CardApproved')).toHaveLength(1);
        expect(values.filter((v) => v.Result === 'CardError' && v.code === 'AlreadyCaptured')).toHaveLength(
          49,
        );
      });

      it('two processor instances on one database racing one key make one capture', async () => {
        const hold = await held(10_000);
        const instances = [processor(), processor(new TestClock(START), second)];
        const k = key();
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            capture(instances[i % 2] ?? sandbox, hold.authorizationId, 10_000, k),
          ),
        );
        const values: CardCapture[] = answers.map((a) => a._unsafeUnwrap());
        expect(new Set(values.map((v) => JSON.stringify(v))).size).toBe(1);
        expect(values[0]?.Result).toBe('CardApproved');
        expect(
          (await sandbox.records({ userId: hold.userId, kind: 'Capture' }))._unsafeUnwrap(),
        ).toHaveLength(1);
      });

      it('two processor instances racing with different keys still capture once; concurrent refunds never exceed the capture', async () => {
        const hold = await held(10_000);
        const instances = [processor(), processor(new TestClock(START), second)];
        const captures = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            capture(instances[i % 2] ?? sandbox, hold.authorizationId, 10_000),
          ),
        );
        const taken = captures.map((a) => a._unsafeUnwrap()).filter((v) => v.Result === 'CardApproved');
        expect(taken).toHaveLength(1);
        const captureId = approved(taken[0] as CardCapture).captureId;
        const refunds = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            (instances[i % 2] ?? sandbox).refund({ captureId, amount: cents(700), idempotencyKey: key() }),
          ),
        );
        const done = refunds.map((r) => r._unsafeUnwrap()).filter((v) => v.Result === 'CardApproved');
        expect(done).toHaveLength(14);
        expect((await sandbox.findCapture(captureId))._unsafeUnwrap()).toMatchObject({
          refunded: 9_800,
          refundable: 200,
        });
      });
    });

    describe('records (the processor’s own, for reconciling with the ledger)', () => {
      it("lists a user's authorizations, captures, refunds and voids with reference, amount, status, key, owner and time", async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const owner = await saved('4242 4242 4242 4242', { at });
        const [a1, a2, c1, r1, v1] = [key(), key(), key(), key(), key()];
        const first = approved((await authorize(at, owner, 10_000, { idempotencyKey: a1 }))._unsafeUnwrap());
        clock.advance(1000);
        const other = approved(
          (await authorize(at, owner, 3_000, { idempotencyKey: a2, offSession: true }))._unsafeUnwrap(),
        );
        clock.advance(1000);
        const taken = approved((await capture(at, first.authorizationId, 9_000, c1))._unsafeUnwrap());
        clock.advance(1000);
        const refund = approved(
          (
            await at.refund({ captureId: taken.captureId, amount: cents(500), idempotencyKey: r1 })
          )._unsafeUnwrap(),
        );
        clock.advance(1000);
        const voided = approved(
          (await at.void({ authorizationId: other.authorizationId, idempotencyKey: v1 }))._unsafeUnwrap(),
        );
        const at0 = Date.parse(START);
        const when = (s: number) => new Date(at0 + s * 1000).toISOString();
        const common = { token: owner.token, userId: owner.userId };
        const all = (await at.records({ userId: owner.userId }))._unsafeUnwrap();
        expect(all).toEqual([
          {
            ...common,
            reference: first.authorizationId,
            kind: 'Authorization',
            relatesTo: null,
            amount: 10_000,
            status: 'captured',
            idempotencyKey: a1,
            at: when(0),
          },
          {
            ...common,
            reference: other.authorizationId,
            kind: 'Authorization',
            relatesTo: null,
            amount: 3_000,
            status: 'voided',
            idempotencyKey: a2,
            at: when(1),
          },
          {
            ...common,
            reference: taken.captureId,
            kind: 'Capture',
            relatesTo: first.authorizationId,
            amount: 9_000,
            status: 'succeeded',
            idempotencyKey: c1,
            at: when(2),
          },
          {
            ...common,
            reference: refund.refundId,
            kind: 'Refund',
            relatesTo: taken.captureId,
            amount: 500,
            status: 'succeeded',
            idempotencyKey: r1,
            at: when(3),
          },
          {
            ...common,
            reference: voided.voidId,
            kind: 'Void',
            relatesTo: other.authorizationId,
            amount: 3_000,
            status: 'succeeded',
            idempotencyKey: v1,
            at: when(4),
          },
        ]);
        expect((await at.records({ userId: owner.userId, kind: 'Capture' }))._unsafeUnwrap()).toEqual([
          all[2],
        ]);
        expect((await at.records({ idempotencyKey: r1 }))._unsafeUnwrap()).toEqual([all[3]]);
        expect((await at.records({ reference: voided.voidId }))._unsafeUnwrap()).toEqual([all[4]]);
        expect((await at.records({ userId: owner.userId, since: when(3) }))._unsafeUnwrap()).toEqual(
          all.slice(3),
        );
      });

      it('shows a held authorization as expired once its hold ended', async () => {
        const clock = new TestClock(START);
        const at = processor(clock);
        const hold = await held(1_000, at);
        const status = async () =>
          (await at.records({ reference: hold.authorizationId }))._unsafeUnwrap()[0]?.status;
        expect(await status()).toBe('held');
        clock.advance(AUTHORIZATION_HOLD_MS);
        expect(await status()).toBe('expired');
      });

      it('finds nothing for unknown references', async () => {
        expect((await sandbox.findAuthorization('auth_unknown'))._unsafeUnwrap()).toBeNull();
        expect((await sandbox.findCapture('cap_unknown'))._unsafeUnwrap()).toBeNull();
      });
    });

    it('answers PaymentGatewayUnavailable when its database cannot be reached', async () => {
      const fresh = await underTest.open();
      const gone = processor(new TestClock(START), fresh);
      await fresh.close();
      const answer: CardAuthorization | { kind: string } = await gone
        .authorize({
          token: 'card_x',
          userId: 1,
          amount: cents(100),
          idempotencyKey: key(),
          offSession: false,
        })
        .match(
          (a) => a,
          (e) => e,
        );
      expect(answer).toMatchObject({ kind: 'PaymentGatewayUnavailable' });
    }, 120_000);
  },
);
