import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayPalCapture } from '../../application/ports/paypal-gateway';
import { type Cents, cents } from '../../domain/money/money';
import { PAYPAL_ISSUE_MESSAGES, PayPalFundingSource, type PayPalIssue } from '../../domain/payment/paypal';
import { TestClock } from '../../tests/support/test-clock';
import {
  type DatabaseUnderTest,
  databasesUnderTest,
  type FreshDatabase,
  warmUpDatabases,
} from '../../tests/support/test-databases';

type Database = Awaited<ReturnType<DatabaseUnderTest['open']>>;

import { SandboxPayPal, type SandboxPayPalTables } from './sandbox-paypal';

beforeAll(warmUpDatabases, 120_000);

const DAY = 24 * 60 * 60 * 1000;
const START = '2026-11-21T15:00:00.000Z';
const at = (days: number, extraMs = 0) => new Date(Date.parse(START) + days * DAY + extraMs).toISOString();

/** A refusal as the port answers it: PayPal's issue name and the customer's message. */
const refused = (issue: PayPalIssue) => ({ kind: issue, message: PAYPAL_ISSUE_MESSAGES[issue] });

describe.each(databasesUnderTest())(
  'SandboxPayPal on $name (issue 12, payments.md "PayPal")',
  (underTest) => {
    let fresh: FreshDatabase;
    let first: Database;
    /** A second connection pool to the same database, as a second instance has (PGlite: the same one). */
    let second: Database;
    const requestId = () => `req-${randomUUID()}`;

    beforeAll(async () => {
      fresh = await underTest.fresh();
      first = await fresh.open();
      second = underTest.name === 'PostgreSQL' ? await fresh.open({ migrate: false }) : first;
    }, 120_000);
    afterAll(async () => {
      if (second !== first) await second.close();
      await first.close();
      await fresh.dispose();
    });

    /** A sandbox on its own clock (at START) over `database` (the composition's wiring: withTables). */
    function sandboxOn(database: Database = first, clock = new TestClock(START)) {
      const paypal = new SandboxPayPal({ db: database.db.withTables<SandboxPayPalTables>(), clock });
      return { paypal, clock };
    }

    /** A created order of `amount` for user 7, quote 1000001. */
    async function created(paypal: SandboxPayPal, amount = cents(250_000), userId = 7) {
      return (
        await paypal.createOrder({
          quoteId: 1000001,
          userId,
          amount,
          returnUrl: '/moving-quotes/payment?step=paypal',
          cancelUrl: '/moving-quotes/payment',
          requestId: requestId(),
        })
      )._unsafeUnwrap();
    }

    /** An order approved by its buyer with `source`. */
    async function approved(
      paypal: SandboxPayPal,
      source: PayPalFundingSource = PayPalFundingSource.Balance,
      amount = cents(250_000),
    ) {
      const order = await created(paypal, amount);
      const outcome = (await paypal.approve(order.orderId, 7, source))._unsafeUnwrap();
      expect(outcome.kind).toBe('Redirect');
      return order;
    }

    /** An authorized order: its authorization. */
    async function authorized(paypal: SandboxPayPal, amount = cents(250_000)) {
      const order = await approved(paypal, PayPalFundingSource.Balance, amount);
      return (await paypal.authorizeOrder(order.orderId, requestId()))._unsafeUnwrap();
    }

    it('runs the Orders v2 flow: create (CREATED), approve (APPROVED), authorize (COMPLETED), capture, refund', async () => {
      const { paypal } = sandboxOn();
      const order = await created(paypal, cents(250_000));
      expect(order.status).toBe('CREATED');
      expect(order.orderId).toMatch(/^[0-9A-Z]{17}$/);
      expect(order.approveUrl).toBe(`/api/sandbox/paypal/checkoutnow?token=${order.orderId}`);
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap()).toMatchObject({
        status: 'CREATED',
        amount: 250_000,
        quoteId: 1000001,
        userId: 7,
        payer: null,
        fundingSource: null,
        authorization: null,
      });

      const outcome = (await paypal.approve(order.orderId, 7, PayPalFundingSource.Balance))._unsafeUnwrap();
      if (outcome.kind !== 'Redirect') throw new Error('a redirect expected');
      const back = new URL(outcome.location, 'http://relomove.test');
      expect(back.pathname).toBe('/moving-quotes/payment');
      expect(back.searchParams.get('step')).toBe('paypal');
      expect(back.searchParams.get('token')).toBe(order.orderId);
      expect(back.searchParams.get('PayerID')).toMatch(/^[0-9A-Z]{13}$/);
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap()).toMatchObject({
        status: 'APPROVED',
        payer: { email: 'sandbox-buyer-7@personal.example.com', payerId: back.searchParams.get('PayerID') },
        fundingSource: 'SANDBOX_PAYPAL_BALANCE',
      });

      const authorizeId = requestId();
      const authorization = (await paypal.authorizeOrder(order.orderId, authorizeId))._unsafeUnwrap();
      expect(authorization).toEqual({
        authorizationId: expect.stringMatching(/^[0-9A-Z]{17}$/),
        orderId: order.orderId,
        amount: 250_000,
        status: 'CREATED',
        createdAt: START,
        expiresAt: at(29),
        honorUntil: at(3),
        reauthorizationOf: null,
      });
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap()).toMatchObject({
        status: 'COMPLETED',
        authorization,
      });

      // Less than authorized: the rest is released.
      const captureId = requestId();
      const capture = (
        await paypal.captureAuthorization(authorization.authorizationId, cents(240_000), captureId)
      )._unsafeUnwrap();
      expect(capture).toEqual({
        captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
        authorizationId: authorization.authorizationId,
        orderId: order.orderId,
        amount: 240_000,
        status: 'COMPLETED',
        createdAt: START,
      });
      const refundId = requestId();
      const refund = (await paypal.refundCapture(capture.captureId, cents(5_000), refundId))._unsafeUnwrap();
      expect(refund).toMatchObject({ captureId: capture.captureId, amount: 5_000, status: 'COMPLETED' });

      expect((await paypal.records({ orderId: order.orderId }))._unsafeUnwrap()).toEqual({
        orders: [
          expect.objectContaining({
            orderId: order.orderId,
            quoteId: 1000001,
            amount: 250_000,
            status: 'COMPLETED',
            fundingSource: 'SANDBOX_PAYPAL_BALANCE',
            createdAt: START,
            approvedAt: START,
          }),
        ],
        authorizations: [
          expect.objectContaining({
            authorizationId: authorization.authorizationId,
            amount: 250_000,
            status: 'CAPTURED',
            requestId: authorizeId,
          }),
        ],
        captures: [
          expect.objectContaining({
            captureId: capture.captureId,
            amount: 240_000,
            refunded: 5_000,
            status: 'PARTIALLY_REFUNDED',
            requestId: captureId,
          }),
        ],
        voids: [],
        refunds: [expect.objectContaining({ refundId: refund.refundId, amount: 5_000, requestId: refundId })],
      });
    });

    it('answers INSTRUMENT_DECLINED when the buyer chose "Sandbox Visa ending 0002"; approving again with another source authorizes (payments.md)', async () => {
      const { paypal } = sandboxOn();
      const order = await approved(paypal, PayPalFundingSource.Visa0002);
      const declinedId = requestId();
      expect((await paypal.authorizeOrder(order.orderId, declinedId))._unsafeUnwrapErr()).toEqual(
        refused('INSTRUMENT_DECLINED'),
      );
      // The buyer must pick another funding source: the order waits for approval again.
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap()).toMatchObject({
        status: 'CREATED',
        fundingSource: null,
        authorization: null,
      });
      expect((await paypal.buyerOrder(order.orderId, 7))._unsafeUnwrap()?.declinedFundingSource).toBe(
        'SANDBOX_VISA_0002',
      );
      // The same request id answers the first answer, even after a new approval.
      await paypal.approve(order.orderId, 7, PayPalFundingSource.Balance);
      expect((await paypal.authorizeOrder(order.orderId, declinedId))._unsafeUnwrapErr().kind).toBe(
        'INSTRUMENT_DECLINED',
      );
      expect((await paypal.authorizeOrder(order.orderId, requestId()))._unsafeUnwrap().status).toBe(
        'CREATED',
      );
    });

    it('refuses to authorize, capture or void an order before its approval with ORDER_NOT_APPROVED (payments.md)', async () => {
      const { paypal } = sandboxOn();
      const order = await created(paypal);
      expect((await paypal.authorizeOrder(order.orderId, requestId()))._unsafeUnwrapErr()).toEqual(
        refused('ORDER_NOT_APPROVED'),
      );
      expect(
        (await paypal.captureAuthorization(order.orderId, cents(250_000), requestId()))._unsafeUnwrapErr(),
      ).toEqual(refused('ORDER_NOT_APPROVED'));
      expect((await paypal.voidAuthorization(order.orderId, requestId()))._unsafeUnwrapErr().kind).toBe(
        'ORDER_NOT_APPROVED',
      );
      // Approved but never authorized: still no authorization to capture.
      await paypal.approve(order.orderId, 7, PayPalFundingSource.Balance);
      expect(
        (await paypal.captureAuthorization(order.orderId, cents(250_000), requestId()))._unsafeUnwrapErr()
          .kind,
      ).toBe('ORDER_NOT_APPROVED');
      expect((await paypal.records({ orderId: order.orderId }))._unsafeUnwrap().captures).toEqual([]);
    });

    it('answers INVALID_RESOURCE_ID for an unknown order, authorization or capture', async () => {
      const { paypal } = sandboxOn();
      expect((await paypal.getOrder('0000000000000000X'))._unsafeUnwrapErr()).toEqual(
        refused('INVALID_RESOURCE_ID'),
      );
      expect((await paypal.authorizeOrder('0000000000000000X', requestId()))._unsafeUnwrapErr().kind).toBe(
        'INVALID_RESOURCE_ID',
      );
      expect(
        (await paypal.captureAuthorization('0000000000000000X', cents(1), requestId()))._unsafeUnwrapErr()
          .kind,
      ).toBe('INVALID_RESOURCE_ID');
      expect(
        (await paypal.refundCapture('0000000000000000X', cents(1), requestId()))._unsafeUnwrapErr().kind,
      ).toBe('INVALID_RESOURCE_ID');
    });

    it('refuses an order of no amount or with a return URL to another site (INVALID_PARAMETER_VALUE)', async () => {
      const { paypal } = sandboxOn();
      const order = {
        quoteId: 1000001,
        userId: 7,
        amount: cents(100),
        returnUrl: '/back',
        cancelUrl: '/cancel',
      };
      for (const bad of [{ amount: cents(0) }, { amount: cents(-100) }, { returnUrl: '//evil.example/' }]) {
        expect(
          (await paypal.createOrder({ ...order, ...bad, requestId: requestId() }))._unsafeUnwrapErr(),
        ).toEqual(refused('INVALID_PARAMETER_VALUE'));
      }
      expect(
        (
          await paypal.createOrder({
            ...order,
            returnUrl: 'https://relomove.example/back',
            requestId: requestId(),
          })
        ).isOk(),
      ).toBe(true);
    });

    it('refuses to void a captured authorization (PREVIOUSLY_CAPTURED) and a voided one (PREVIOUSLY_VOIDED) (payments.md)', async () => {
      const { paypal } = sandboxOn();
      const captured = await authorized(paypal);
      await paypal.captureAuthorization(captured.authorizationId, cents(250_000), requestId());
      expect(
        (await paypal.voidAuthorization(captured.authorizationId, requestId()))._unsafeUnwrapErr(),
      ).toEqual(refused('PREVIOUSLY_CAPTURED'));

      const held = await authorized(paypal);
      const voided = (await paypal.voidAuthorization(held.authorizationId, requestId()))._unsafeUnwrap();
      expect(voided).toEqual({
        authorizationId: held.authorizationId,
        orderId: held.orderId,
        amount: 250_000,
        status: 'VOIDED',
        voidedAt: START,
      });
      expect((await paypal.getOrder(held.orderId))._unsafeUnwrap()).toMatchObject({
        status: 'VOIDED',
        authorization: { status: 'VOIDED' },
      });
      expect((await paypal.voidAuthorization(held.authorizationId, requestId()))._unsafeUnwrapErr()).toEqual(
        refused('PREVIOUSLY_VOIDED'),
      );
      expect(
        (await paypal.captureAuthorization(held.authorizationId, cents(1), requestId()))._unsafeUnwrapErr(),
      ).toEqual(refused('AUTHORIZATION_VOIDED'));
      expect((await paypal.authorizeOrder(held.orderId, requestId()))._unsafeUnwrapErr().kind).toBe(
        'ORDER_ALREADY_AUTHORIZED',
      );
    });

    it('captures at most the authorized amount, and only once (AUTHORIZATION_ALREADY_CAPTURED)', async () => {
      const { paypal } = sandboxOn();
      const authorization = await authorized(paypal, cents(100_000));
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(100_001), requestId())
        )._unsafeUnwrapErr(),
      ).toEqual(refused('MAX_CAPTURE_AMOUNT_EXCEEDED'));
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(0), requestId())
        )._unsafeUnwrapErr().kind,
      ).toBe('INVALID_PARAMETER_VALUE');
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(100_000), requestId())
        ).isOk(),
      ).toBe(true);
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(1), requestId())
        )._unsafeUnwrapErr(),
      ).toEqual(refused('AUTHORIZATION_ALREADY_CAPTURED'));
    });

    it('refuses a capture after the 29 days of the authorization (AUTHORIZATION_EXPIRED); the last moment before is fine', async () => {
      const { paypal, clock } = sandboxOn();
      const late = await authorized(paypal);
      const inTime = await authorized(paypal);
      clock.advance(29 * DAY - 1);
      expect(
        (await paypal.captureAuthorization(inTime.authorizationId, cents(250_000), requestId())).isOk(),
      ).toBe(true);
      clock.advance(1);
      expect(
        (
          await paypal.captureAuthorization(late.authorizationId, cents(250_000), requestId())
        )._unsafeUnwrapErr(),
      ).toEqual(refused('AUTHORIZATION_EXPIRED'));
      expect((await paypal.getOrder(late.orderId))._unsafeUnwrap().authorization?.status).toBe('EXPIRED');
      expect(
        (await paypal.voidAuthorization(late.authorizationId, requestId()))._unsafeUnwrapErr().kind,
      ).toBe('AUTHORIZATION_EXPIRED');
      expect((await paypal.reauthorize(late.authorizationId, requestId()))._unsafeUnwrapErr().kind).toBe(
        'AUTHORIZATION_EXPIRED',
      );
    });

    it('honours an authorization 3 days; a reauthorization is refused before (REAUTHORIZATION_TOO_SOON) and after it starts a new 3-day period under a new id', async () => {
      const { paypal, clock } = sandboxOn();
      const original = await authorized(paypal);
      clock.advance(3 * DAY - 1);
      expect((await paypal.reauthorize(original.authorizationId, requestId()))._unsafeUnwrapErr()).toEqual(
        refused('REAUTHORIZATION_TOO_SOON'),
      );
      clock.advance(1);
      const renewed = (await paypal.reauthorize(original.authorizationId, requestId()))._unsafeUnwrap();
      expect(renewed).toEqual({
        authorizationId: expect.stringMatching(/^[0-9A-Z]{17}$/),
        orderId: original.orderId,
        amount: 250_000,
        status: 'CREATED',
        createdAt: at(3),
        expiresAt: at(29),
        honorUntil: at(6),
        reauthorizationOf: original.authorizationId,
      });
      expect(renewed.authorizationId).not.toBe(original.authorizationId);
      expect((await paypal.getOrder(original.orderId))._unsafeUnwrap().authorization).toEqual(renewed);
      // Only the renewed authorization can be captured.
      expect(
        (
          await paypal.captureAuthorization(original.authorizationId, cents(250_000), requestId())
        )._unsafeUnwrapErr(),
      ).toEqual(refused('AUTHORIZATION_REAUTHORIZED'));
      // On day 27 a reauthorization is honoured only until the 29 days end.
      clock.advance(24 * DAY);
      const lastOne = (await paypal.reauthorize(renewed.authorizationId, requestId()))._unsafeUnwrap();
      expect(lastOne.honorUntil).toBe(at(29));
      expect(
        (
          await paypal.captureAuthorization(lastOne.authorizationId, cents(250_000), requestId())
        )._unsafeUnwrap().amount,
      ).toBe(250_000);
      const records = (await paypal.records({ orderId: original.orderId }))._unsafeUnwrap();
      expect(records.authorizations.map((a) => a.status)).toEqual([
        'REAUTHORIZED',
        'REAUTHORIZED',
        'CAPTURED',
      ]);
      expect(records.captures).toHaveLength(1);
    });

    it('never refunds more than was captured: REFUND_AMOUNT_EXCEEDED, then CAPTURE_FULLY_REFUNDED; none after 180 days', async () => {
      const { paypal, clock } = sandboxOn();
      const first = await authorized(paypal, cents(10_000));
      const capture = (
        await paypal.captureAuthorization(first.authorizationId, cents(10_000), requestId())
      )._unsafeUnwrap();
      expect(
        (await paypal.refundCapture(capture.captureId, cents(10_001), requestId()))._unsafeUnwrapErr(),
      ).toEqual(refused('REFUND_AMOUNT_EXCEEDED'));
      expect(
        (await paypal.refundCapture(capture.captureId, cents(0), requestId()))._unsafeUnwrapErr().kind,
      ).toBe('INVALID_PARAMETER_VALUE');
      expect((await paypal.refundCapture(capture.captureId, cents(6_000), requestId())).isOk()).toBe(true);
      expect(
        (await paypal.refundCapture(capture.captureId, cents(4_001), requestId()))._unsafeUnwrapErr().kind,
      ).toBe('REFUND_AMOUNT_EXCEEDED');
      expect((await paypal.refundCapture(capture.captureId, cents(4_000), requestId())).isOk()).toBe(true);
      expect(
        (await paypal.refundCapture(capture.captureId, cents(1), requestId()))._unsafeUnwrapErr(),
      ).toEqual(refused('CAPTURE_FULLY_REFUNDED'));
      const records = (await paypal.records({ orderId: first.orderId }))._unsafeUnwrap();
      expect(records.captures[0]).toMatchObject({ amount: 10_000, refunded: 10_000, status: 'REFUNDED' });
      expect(records.refunds.map((r) => r.amount)).toEqual([6_000, 4_000]);

      const old = await authorized(paypal, cents(10_000));
      const oldCapture = (
        await paypal.captureAuthorization(old.authorizationId, cents(10_000), requestId())
      )._unsafeUnwrap();
      clock.advance(180 * DAY);
      expect(
        (await paypal.refundCapture(oldCapture.captureId, cents(1), requestId()))._unsafeUnwrapErr(),
      ).toEqual(refused('REFUND_TIME_LIMIT_EXCEEDED'));
    });

    it('answers a repeated PayPal-Request-Id with the first answer, refusals included, and changes nothing more', async () => {
      const { paypal } = sandboxOn();
      const authorization = await authorized(paypal);
      const id = requestId();
      const capture = (
        await paypal.captureAuthorization(authorization.authorizationId, cents(250_000), id)
      )._unsafeUnwrap();
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(250_000), id)
        )._unsafeUnwrap(),
      ).toEqual(capture);
      const refusedId = requestId();
      const refusal = (
        await paypal.captureAuthorization(authorization.authorizationId, cents(1), refusedId)
      )._unsafeUnwrapErr();
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(1), refusedId)
        )._unsafeUnwrapErr(),
      ).toEqual(refusal);
      // A create retried: one order.
      const createId = requestId();
      const order = {
        quoteId: 1000002,
        userId: 8,
        amount: cents(5_000),
        returnUrl: '/r',
        cancelUrl: '/c',
        requestId: createId,
      };
      const made = (await paypal.createOrder(order))._unsafeUnwrap();
      expect((await paypal.createOrder(order))._unsafeUnwrap()).toEqual(made);
      expect((await paypal.records({ quoteId: 1000002 }))._unsafeUnwrap().orders).toHaveLength(1);
      expect(
        (await paypal.records({ orderId: authorization.orderId }))._unsafeUnwrap().captures,
      ).toHaveLength(1);
    });

    it('refuses a PayPal-Request-Id used before for a different request (DUPLICATE_REQUEST_ID)', async () => {
      const { paypal } = sandboxOn();
      const authorization = await authorized(paypal);
      const id = requestId();
      await paypal.captureAuthorization(authorization.authorizationId, cents(100_000), id);
      expect(
        (
          await paypal.captureAuthorization(authorization.authorizationId, cents(200_000), id)
        )._unsafeUnwrapErr(),
      ).toEqual(refused('DUPLICATE_REQUEST_ID'));
      expect(
        (await paypal.voidAuthorization(authorization.authorizationId, id))._unsafeUnwrapErr().kind,
      ).toBe('DUPLICATE_REQUEST_ID');
      const captures = (await paypal.records({ orderId: authorization.orderId }))._unsafeUnwrap().captures;
      expect(captures.map((c) => c.amount)).toEqual([100_000]);
    });

    it('makes one capture of 20 concurrent captures with one request id on two instances; all get the same answer', async () => {
      const clock = new TestClock(START);
      const one = sandboxOn(first, clock).paypal;
      const two = sandboxOn(second, clock).paypal;
      const authorization = await authorized(one);
      const id = requestId();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? two : one).captureAuthorization(authorization.authorizationId, cents(250_000), id),
        ),
      );
      const captures: PayPalCapture[] = answers.map((a) => a._unsafeUnwrap());
      expect(new Set(captures.map((c) => c.captureId)).size).toBe(1);
      const records = (await one.records({ orderId: authorization.orderId }))._unsafeUnwrap();
      expect(records.captures).toHaveLength(1);
    });

    it('makes one capture of 20 concurrent captures with different request ids on two instances; the rest are AUTHORIZATION_ALREADY_CAPTURED', async () => {
      const clock = new TestClock(START);
      const one = sandboxOn(first, clock).paypal;
      const two = sandboxOn(second, clock).paypal;
      const authorization = await authorized(one);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? two : one).captureAuthorization(
            authorization.authorizationId,
            cents(250_000),
            requestId(),
          ),
        ),
      );
      expect(answers.filter((a) => a.isOk())).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.isErr()).map((a) => a._unsafeUnwrapErr().kind))).toEqual(
        new Set(['AUTHORIZATION_ALREADY_CAPTURED']),
      );
      expect((await two.records({ orderId: authorization.orderId }))._unsafeUnwrap().captures).toHaveLength(
        1,
      );
    });

    it("shows the buyer only their own order; another user's is not found, and cancelling leaves the order as it was", async () => {
      const { paypal } = sandboxOn();
      const order = await created(paypal, cents(12_345));
      expect((await paypal.buyerOrder(order.orderId, 7))._unsafeUnwrap()).toEqual({
        orderId: order.orderId,
        quoteId: 1000001,
        status: 'CREATED',
        amount: 12_345,
        payerEmail: 'sandbox-buyer-7@personal.example.com',
        fundingSource: null,
        declinedFundingSource: null,
        returnLocation: null,
        cancelLocation: `/moving-quotes/payment?token=${order.orderId}`,
      });
      expect((await paypal.buyerOrder(order.orderId, 8))._unsafeUnwrap()).toBeNull();
      expect((await paypal.approve(order.orderId, 8, PayPalFundingSource.Balance))._unsafeUnwrap()).toEqual({
        kind: 'NotFound',
      });
      expect((await paypal.cancel(order.orderId, 8))._unsafeUnwrap()).toEqual({ kind: 'NotFound' });
      expect((await paypal.cancel(order.orderId, 7))._unsafeUnwrap()).toEqual({
        kind: 'Redirect',
        location: `/moving-quotes/payment?token=${order.orderId}`,
      });
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap().status).toBe('CREATED');
    });

    it('lets the buyer change the funding source until the order is authorized, then no more (Closed)', async () => {
      const { paypal } = sandboxOn();
      const order = await approved(paypal, PayPalFundingSource.Visa0002);
      await paypal.approve(order.orderId, 7, PayPalFundingSource.Balance);
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap().fundingSource).toBe(
        'SANDBOX_PAYPAL_BALANCE',
      );
      await paypal.authorizeOrder(order.orderId, requestId());
      const closed = (await paypal.approve(order.orderId, 7, PayPalFundingSource.Visa0002))._unsafeUnwrap();
      expect(closed).toMatchObject({ kind: 'Closed', order: { status: 'COMPLETED' } });
      expect((await paypal.getOrder(order.orderId))._unsafeUnwrap().fundingSource).toBe(
        'SANDBOX_PAYPAL_BALANCE',
      );
    });

    it('lists records by move (quote id) for reconciliation, with each amount in cents', async () => {
      const { paypal } = sandboxOn();
      const mine = (
        await paypal.createOrder({
          quoteId: 4242001,
          userId: 9,
          amount: cents(99_999) as Cents,
          returnUrl: '/r',
          cancelUrl: '/c',
          requestId: requestId(),
        })
      )._unsafeUnwrap();
      const records = (await paypal.records({ quoteId: 4242001 }))._unsafeUnwrap();
      expect(records.orders.map((o) => [o.orderId, o.amount, o.status])).toEqual([
        [mine.orderId, 99_999, 'CREATED'],
      ]);
      expect((await paypal.records({ quoteId: 4242999 }))._unsafeUnwrap().orders).toEqual([]);
    });
  },
);
