import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAffirmCheckout } from '../../application/ports/affirm-gateway';
import { type Cents, cents } from '../../domain/money/money';
import {
  AFFIRM_AUTHORIZATION_MS,
  AFFIRM_CANCELLATION_MESSAGES,
  AFFIRM_MESSAGES,
  affirmCardDetailsOf,
  affirmPaymentDataOf,
} from '../../domain/payment/affirm';
import { clearAffirmCardFields } from '../../domain/payment/card-fields';
import { TestClock } from '../../tests/support/test-clock';
import {
  type DatabaseUnderTest,
  databasesUnderTest,
  secondPool,
  warmUpDatabases,
} from '../../tests/support/test-databases';
import { readCardNumber } from '../http/contract/card-number-reader';
import { SandboxAffirm, type SandboxAffirmTables } from './sandbox-affirm';
import { luhnCheckDigit } from './sandbox-affirm-virtual-card';
import { SandboxCardProcessor } from './sandbox-card-processor';
import { SANDBOX_TEST_NUMBERS } from './sandbox-card-test-numbers';

beforeAll(warmUpDatabases, 120_000);

const windowUrl = (checkoutId: string) => `/api/sandbox/affirm/checkouts/${checkoutId}`;
const DAY_MS = 24 * 60 * 60 * 1000;

type Database = Awaited<ReturnType<DatabaseUnderTest['open']>>;

describe('luhnCheckDigit', () => {
  it.each([
    ['424242424242424', '2'],
    ['400000000000000', '2'],
    ['601111111111111', '7'],
    ['37828224631000', '5'],
  ])('completes %s with %s (the documented test numbers)', (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit);
  });
});

describe.each(databasesUnderTest())(
  'SandboxAffirm on $name (issue 12, payments.md "Affirm", §4 Affirm states)',
  (underTest) => {
    let database: Database;
    let second: Database;
    let quotes = 0;

    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    /** An Affirm sandbox with its own test clock (on the first instance's connection unless told). */
    const affirm = (clock = new TestClock(), on: Database = database) =>
      new SandboxAffirm({ db: on.db.withTables<SandboxAffirmTables>(), clock, readCardNumber, windowUrl });

    const open = async (sandbox: SandboxAffirm, more: Partial<OpenAffirmCheckout> = {}) => {
      const input: OpenAffirmCheckout = {
        quoteId: 1_000_000 + ++quotes,
        userId: 7,
        amount: cents(248_950),
        flow: 'AffirmVCN',
        returnUrl: '/reservation/1000001/payment',
        ...more,
      };
      return { input, opened: (await sandbox.openCheckout(input))._unsafeUnwrap() };
    };

    /** The sandbox's row of a checkout as text, to search for card data. */
    const stored = async (checkoutId: string) => {
      const rows = await sql<{ t: string }>`
        select t::text as t from sandbox_affirm_checkouts t where checkout_id = ${checkoutId}`.execute(
        database.db,
      );
      return rows.rows.map((r) => r.t).join('\n');
    };

    it('opens a checkout in the §4 state Initial, with its window for the SANDBOX page', async () => {
      const sandbox = affirm();
      const { input, opened } = await open(sandbox);
      expect(opened.checkoutId).toMatch(/^chk_[0-9a-f]{32}$/);
      expect(opened.windowUrl).toBe(windowUrl(opened.checkoutId));
      const checkout = (await sandbox.checkout(opened.checkoutId))._unsafeUnwrap();
      expect(checkout).toMatchObject({
        checkoutId: opened.checkoutId,
        quoteId: input.quoteId,
        userId: 7,
        flow: 'AffirmVCN',
        amount: 248_950,
        application: 'Initial',
        cancellation: 'HasNotCancelled',
        status: 'Open',
        loan: null,
        decidedAt: null,
        openedAt: '2026-11-21T15:00:00.000Z',
        expiresAt: new Date(Date.parse('2026-11-21T15:00:00.000Z') + AFFIRM_AUTHORIZATION_MS).toISOString(),
      });
    });

    it('refuses an amount below one cent and a return address off this site, with their messages', async () => {
      const sandbox = affirm();
      const base = { quoteId: 1, userId: 7, flow: 'AffirmLite' as const, returnUrl: '/ok' };
      expect((await sandbox.openCheckout({ ...base, amount: cents(0) }))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmAmountInvalid',
        message: AFFIRM_MESSAGES.amountInvalid,
      });
      for (const returnUrl of [
        'https://evil.example/',
        '//evil.example/x',
        '/\\evil.example',
        'payment',
        '/a b',
      ]) {
        expect(
          (await sandbox.openCheckout({ ...base, amount: cents(100), returnUrl }))._unsafeUnwrapErr(),
        ).toEqual({
          kind: 'AffirmReturnUrlInvalid',
          message: AFFIRM_MESSAGES.returnUrlInvalid,
        });
      }
    });

    it('answers AffirmCheckoutNotFound for an unknown checkout', async () => {
      const sandbox = affirm();
      expect((await sandbox.checkout('chk_unknown'))._unsafeUnwrapErr().kind).toBe('AffirmCheckoutNotFound');
      expect((await sandbox.cancelLoan('chk_unknown'))._unsafeUnwrapErr().kind).toBe(
        'AffirmCheckoutNotFound',
      );
      expect((await sandbox.takeVirtualCard('chk_unknown'))._unsafeUnwrapErr().kind).toBe(
        'AffirmCheckoutNotFound',
      );
    });

    it('approve gives §4 Success with a checkout token and the approved amount; the virtual card is a Luhn-valid Visa, not a test number, handed over once', async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox);
      const decided = (await sandbox.decide(opened.checkoutId, 7, 'approve'))._unsafeUnwrap();
      expect(decided.application).toBe('Success');
      const checkout = (await sandbox.checkout(opened.checkoutId))._unsafeUnwrap();
      if (checkout.application !== 'Success') throw new Error('Success expected');
      expect(checkout.status).toBe('Authorized');
      expect(checkout.loan).toMatchObject({
        checkoutToken: expect.stringMatching(/^ctk_[0-9a-f]{32}$/),
        approvedAmount: 248_950,
        approvedAt: '2026-11-21T15:00:00.000Z',
        finalization: null,
        virtualCard: {
          cardId: expect.stringMatching(/^vcn_[0-9a-f]{32}$/),
          brand: 'Visa',
          lastFour: null,
          handedOverAt: null,
          // Good through the month the 30-day authorization ends (2026-12-21).
          expirationMonth: '12',
          expirationYear: '2026',
        },
      });

      const card = (await sandbox.takeVirtualCard(opened.checkoutId))._unsafeUnwrap();
      expect(card.number).toMatch(/^4\d{15}$/);
      expect(readCardNumber(card.number)).toMatchObject({
        brand: 'Visa',
        passesLuhn: true,
        lengthFits: true,
      });
      expect(SANDBOX_TEST_NUMBERS[card.number]).toBeUndefined();
      expect(card.securityCode).toMatch(/^\d{3}$/);
      expect(card).toMatchObject({
        cardId: checkout.loan.virtualCard.cardId,
        checkoutToken: checkout.loan.checkoutToken,
        approvedAmount: 248_950,
        brand: 'Visa',
      });

      expect((await sandbox.takeVirtualCard(opened.checkoutId))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmVirtualCardTaken',
        message: AFFIRM_MESSAGES.virtualCardTaken,
      });
      const after = (await sandbox.checkout(opened.checkoutId))._unsafeUnwrap();
      expect(after.loan?.virtualCard).toMatchObject({
        lastFour: card.number.slice(-4),
        handedOverAt: '2026-11-21T15:00:00.000Z',
      });
      const row = await stored(opened.checkoutId);
      expect(row).not.toContain(card.number);
      expect(row).not.toContain(card.number.slice(0, 6));
    });

    it('the virtual card is one the sandbox card processor approves, and its AffirmPaymentData clears to no card fields (§3, §4)', async () => {
      const clock = new TestClock();
      const sandbox = affirm(clock);
      const { opened } = await open(sandbox);
      await sandbox.decide(opened.checkoutId, 7, 'approve');
      const card = (await sandbox.takeVirtualCard(opened.checkoutId))._unsafeUnwrap();
      const processor = new SandboxCardProcessor({ db: database.db, clock, readCardNumber });
      const saved = (
        await processor.saveCard(affirmCardDetailsOf(card), { userId: 7 }, crypto.randomUUID())
      )._unsafeUnwrap();
      expect(saved).toMatchObject({
        Result: 'CardApproved',
        card: { Type: 'Visa', LastFour: card.number.slice(-4) },
      });
      const cleared = clearAffirmCardFields(affirmPaymentDataOf(card));
      expect(cleared).toEqual({
        checkoutToken: card.checkoutToken,
        priceAtLoanApproval: 248_950,
        cardType: 'Visa',
        cardName: card.cardholderName,
        cardZip: card.billingZip,
      });
      expect(JSON.stringify(cleared)).not.toContain(card.number);
    });

    it('decline gives §4 Failure: no loan, no card, nothing to cancel', async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox, { flow: 'AffirmLite' });
      const decided = (await sandbox.decide(opened.checkoutId, 7, 'decline'))._unsafeUnwrap();
      expect(decided).toMatchObject({ application: 'Failure', status: 'Declined', loan: null });
      expect((await sandbox.takeVirtualCard(opened.checkoutId))._unsafeUnwrapErr().kind).toBe(
        'AffirmNoApprovedLoan',
      );
      expect((await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap()).toEqual({
        state: 'CancellationFailed',
        reason: 'NotApproved',
        message: AFFIRM_CANCELLATION_MESSAGES.NotApproved,
      });
      expect((await sandbox.decide(opened.checkoutId, 7, 'approve'))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmApplicationFinished',
        message: AFFIRM_MESSAGES.applicationFinished,
      });
    });

    it('close gives §4 HasNotApplied; the customer may come back and apply while the window is open', async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox);
      const closed = (await sandbox.decide(opened.checkoutId, 7, 'close'))._unsafeUnwrap();
      expect(closed).toMatchObject({ application: 'HasNotApplied', status: 'Open', loan: null });
      expect((await sandbox.decide(opened.checkoutId, 7, 'approve'))._unsafeUnwrap().application).toBe(
        'Success',
      );
    });

    it("shows and decides a checkout for its owner only: another user's is like an unknown one", async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox);
      expect((await sandbox.windowOf(opened.checkoutId, 7))._unsafeUnwrap()?.checkoutId).toBe(
        opened.checkoutId,
      );
      expect((await sandbox.windowOf(opened.checkoutId, 8))._unsafeUnwrap()).toBeNull();
      expect((await sandbox.windowOf('chk_unknown', 7))._unsafeUnwrap()).toBeNull();
      expect((await sandbox.decide(opened.checkoutId, 8, 'approve'))._unsafeUnwrapErr().kind).toBe(
        'AffirmCheckoutNotFound',
      );
      expect((await sandbox.checkout(opened.checkoutId))._unsafeUnwrap().application).toBe('Initial');
    });

    it('cancel before finalize: §4 HasCancelled, again on a retry; the card can then be neither taken nor finalized', async () => {
      const clock = new TestClock();
      const sandbox = affirm(clock);
      const { opened } = await open(sandbox);
      await sandbox.decide(opened.checkoutId, 7, 'approve');
      const first = (await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap();
      expect(first).toEqual({ state: 'HasCancelled', cancelledAt: '2026-11-21T15:00:00.000Z' });
      clock.advance(60_000);
      expect((await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap()).toEqual(first);
      const checkout = (await sandbox.checkout(opened.checkoutId))._unsafeUnwrap();
      expect(checkout).toMatchObject({ cancellation: 'HasCancelled', status: 'Cancelled' });
      expect((await sandbox.takeVirtualCard(opened.checkoutId))._unsafeUnwrapErr().kind).toBe(
        'AffirmLoanCancelled',
      );
      expect((await sandbox.finalize(opened.checkoutId, cents(0)))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmLoanCancelled',
        message: AFFIRM_MESSAGES.loanCancelled,
      });
    });

    it('cancelling a checkout not applied for closes its window: a later approval is refused', async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox);
      expect((await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap().state).toBe('HasCancelled');
      expect((await sandbox.decide(opened.checkoutId, 7, 'approve'))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmCheckoutCancelled',
        message: AFFIRM_MESSAGES.checkoutCancelled,
      });
    });

    it('finalize with nothing captured voids the loan; a cancel afterwards fails as already closed', async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox);
      await sandbox.decide(opened.checkoutId, 7, 'approve');
      const finalized = (await sandbox.finalize(opened.checkoutId, cents(0)))._unsafeUnwrap();
      expect(finalized).toEqual({
        checkoutId: opened.checkoutId,
        outcome: 'Voided',
        approvedAmount: 248_950,
        capturedAmount: 0,
        releasedAmount: 248_950,
        finalizedAt: '2026-11-21T15:00:00.000Z',
      });
      const checkout = (await sandbox.checkout(opened.checkoutId))._unsafeUnwrap();
      expect(checkout.status).toBe('Voided');
      expect(checkout.loan?.finalization).toMatchObject({ outcome: 'Voided', releasedAmount: 248_950 });
      expect((await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap()).toEqual({
        state: 'CancellationFailed',
        reason: 'LoanClosed',
        message: AFFIRM_CANCELLATION_MESSAGES.LoanClosed,
      });
    });

    it('finalize with a partial capture refunds the loan down to it, once; a cancel afterwards fails as finalized', async () => {
      const clock = new TestClock();
      const sandbox = affirm(clock);
      const { opened } = await open(sandbox);
      await sandbox.decide(opened.checkoutId, 7, 'approve');
      expect((await sandbox.finalize(opened.checkoutId, cents(248_951)))._unsafeUnwrapErr().kind).toBe(
        'AffirmCapturedMoreThanApproved',
      );
      expect((await sandbox.finalize(opened.checkoutId, -1 as Cents))._unsafeUnwrapErr().kind).toBe(
        'AffirmAmountInvalid',
      );
      const finalized = (await sandbox.finalize(opened.checkoutId, cents(200_000)))._unsafeUnwrap();
      expect(finalized).toMatchObject({
        outcome: 'RefundedDown',
        capturedAmount: 200_000,
        releasedAmount: 48_950,
      });
      clock.advance(60_000);
      expect((await sandbox.finalize(opened.checkoutId, cents(200_000)))._unsafeUnwrap()).toEqual(finalized);
      expect((await sandbox.finalize(opened.checkoutId, cents(100_000)))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmLoanFinalized',
        message: AFFIRM_MESSAGES.loanFinalized,
      });
      expect((await sandbox.checkout(opened.checkoutId))._unsafeUnwrap().status).toBe('Finalized');
      expect((await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap()).toMatchObject({
        state: 'CancellationFailed',
        reason: 'LoanFinalized',
      });
    });

    it('finalize with the whole amount captured keeps the loan in full', async () => {
      const sandbox = affirm();
      const { opened } = await open(sandbox);
      await sandbox.decide(opened.checkoutId, 7, 'approve');
      expect((await sandbox.finalize(opened.checkoutId, cents(248_950)))._unsafeUnwrap()).toMatchObject({
        outcome: 'CapturedInFull',
        releasedAmount: 0,
      });
    });

    it('an approval lasts 30 days by the injected clock, then the checkout is expired (payments.md)', async () => {
      const clock = new TestClock();
      const sandbox = affirm(clock);
      const { opened } = await open(sandbox);
      await sandbox.decide(opened.checkoutId, 7, 'approve');
      clock.advance(30 * DAY_MS - 1000);
      expect((await sandbox.checkout(opened.checkoutId))._unsafeUnwrap().status).toBe('Authorized');
      clock.advance(1000);
      expect((await sandbox.checkout(opened.checkoutId))._unsafeUnwrap().status).toBe('Expired');
      expect((await sandbox.takeVirtualCard(opened.checkoutId))._unsafeUnwrapErr().kind).toBe(
        'AffirmCheckoutExpired',
      );
      expect((await sandbox.cancelLoan(opened.checkoutId))._unsafeUnwrap()).toEqual({
        state: 'CancellationFailed',
        reason: 'LoanExpired',
        message: AFFIRM_CANCELLATION_MESSAGES.LoanExpired,
      });
      expect((await sandbox.finalize(opened.checkoutId, cents(1)))._unsafeUnwrapErr().kind).toBe(
        'AffirmCheckoutExpired',
      );
      expect((await sandbox.finalize(opened.checkoutId, cents(0)))._unsafeUnwrap().outcome).toBe('Voided');
    });

    it('a window left unanswered for 30 days is expired: its buttons are refused', async () => {
      const clock = new TestClock();
      const sandbox = affirm(clock);
      const { opened } = await open(sandbox);
      clock.advance(30 * DAY_MS);
      expect((await sandbox.checkout(opened.checkoutId))._unsafeUnwrap().status).toBe('Expired');
      expect((await sandbox.decide(opened.checkoutId, 7, 'approve'))._unsafeUnwrapErr()).toEqual({
        kind: 'AffirmCheckoutExpired',
        message: AFFIRM_MESSAGES.checkoutExpired,
      });
    });

    it('two instances racing to approve give one outcome: one approval, the other refused as finished', async () => {
      const clock = new TestClock();
      const instances = [affirm(clock), affirm(clock, second)] as const;
      const { opened } = await open(instances[0]);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 === 0 ? instances[0] : instances[1]).decide(opened.checkoutId, 7, 'approve'),
        ),
      );
      expect(answers.filter((a) => a.isOk())).toHaveLength(1);
      for (const refused of answers.filter((a) => a.isErr())) {
        expect(refused._unsafeUnwrapErr().kind).toBe('AffirmApplicationFinished');
      }
      const checkout = (await instances[1].checkout(opened.checkoutId))._unsafeUnwrap();
      expect(checkout.loan?.checkoutToken).toBe(
        answers.find((a) => a.isOk())?._unsafeUnwrap().loan?.checkoutToken,
      );
    });

    it('an approval racing a decline gives exactly one outcome, and the checkout keeps it', async () => {
      const clock = new TestClock();
      const instances = [affirm(clock), affirm(clock, second)] as const;
      const { opened } = await open(instances[0]);
      const answers = await Promise.all([
        instances[0].decide(opened.checkoutId, 7, 'approve'),
        instances[1].decide(opened.checkoutId, 7, 'decline'),
      ]);
      const won = answers.filter((a) => a.isOk()).map((a) => a._unsafeUnwrap().application);
      expect(won).toHaveLength(1);
      expect((await instances[0].checkout(opened.checkoutId))._unsafeUnwrap().application).toBe(won[0]);
    });

    it('two instances racing to take the virtual card: it is handed over once', async () => {
      const clock = new TestClock();
      const instances = [affirm(clock), affirm(clock, second)] as const;
      const { opened } = await open(instances[0]);
      await instances[0].decide(opened.checkoutId, 7, 'approve');
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 === 0 ? instances[0] : instances[1]).takeVirtualCard(opened.checkoutId),
        ),
      );
      const cards = answers.filter((a) => a.isOk()).map((a) => a._unsafeUnwrap());
      expect(cards).toHaveLength(1);
      const checkout = (await instances[1].checkout(opened.checkoutId))._unsafeUnwrap();
      expect(checkout.loan?.virtualCard.lastFour).toBe(cards[0]?.number.slice(-4));
    });

    it('two instances racing to cancel cancel once: one change, every answer HasCancelled with its time', async () => {
      const clock = new TestClock();
      const instances = [affirm(clock), affirm(clock, second)] as const;
      const { opened } = await open(instances[0]);
      await instances[0].decide(opened.checkoutId, 7, 'approve');
      const answers = (
        await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            (i % 2 === 0 ? instances[0] : instances[1]).cancelLoan(opened.checkoutId),
          ),
        )
      ).map((a) => a._unsafeUnwrap());
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(answers[0]?.state).toBe('HasCancelled');
      // Opened at version 0, approved (1), cancelled (2): the racing cancels changed the row once.
      const version = await sql<{ version: number }>`
        select version from sandbox_affirm_checkouts where checkout_id = ${opened.checkoutId}`.execute(
        database.db,
      );
      expect(version.rows[0]?.version).toBe(2);
    });

    it('a cancel racing a finalize: exactly one of them takes the loan', async () => {
      const clock = new TestClock();
      const instances = [affirm(clock), affirm(clock, second)] as const;
      const { opened } = await open(instances[0]);
      await instances[0].decide(opened.checkoutId, 7, 'approve');
      const [cancelled, finalized] = await Promise.all([
        instances[0].cancelLoan(opened.checkoutId),
        instances[1].finalize(opened.checkoutId, cents(100_000)),
      ]);
      const cancelWon = cancelled._unsafeUnwrap().state === 'HasCancelled';
      expect(cancelWon).toBe(finalized.isErr());
      const status = (await instances[0].checkout(opened.checkoutId))._unsafeUnwrap().status;
      expect(status).toBe(cancelWon ? 'Cancelled' : 'Finalized');
    });

    it("lists the sandbox's own records for a reconcile job, by quote or checkout ids, oldest first", async () => {
      const clock = new TestClock();
      const sandbox = affirm(clock);
      const { input, opened: a } = await open(sandbox);
      clock.advance(1000);
      const b = (await sandbox.openCheckout({ ...input, amount: cents(100_000) }))._unsafeUnwrap();
      await sandbox.decide(b.checkoutId, 7, 'approve');
      await sandbox.finalize(b.checkoutId, cents(50_000));
      const records = (await sandbox.records({ quoteId: input.quoteId }))._unsafeUnwrap();
      expect(records.map((r) => [r.checkoutId, r.status])).toEqual([
        [a.checkoutId, 'Open'],
        [b.checkoutId, 'Finalized'],
      ]);
      expect(records[1]?.loan?.finalization).toMatchObject({
        capturedAmount: 50_000,
        releasedAmount: 50_000,
      });
      const one = (await sandbox.records({ checkoutIds: [b.checkoutId] }))._unsafeUnwrap();
      expect(one.map((r) => r.checkoutId)).toEqual([b.checkoutId]);
      expect((await sandbox.records({ checkoutIds: [] }))._unsafeUnwrap()).toEqual([]);
    });
  },
);
