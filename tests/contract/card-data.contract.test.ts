/**
 * Issue 12 "Security": "A test runs every payment flow, then searches the database dump, the logs and the
 * outbox for any test card number and security code" (PCI DSS v4 3.3.1.2: no security code after
 * authorization; 3.4.1/3.5.1: no readable full number). Every payments.md test number is saved (approved,
 * declined, refused by the processor's checks), moves are booked and charged at Transit (approved, declined
 * when charged, answers lost), then every row of every table (the outbox included) and every log line at
 * debug level are searched for each number, in any spacing, and for the security codes typed.
 *
 * The security codes are chosen so that nothing else can look like them: a leading zero, which no amount,
 * id or count is ever written with, matched only as a whole token.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CHARGE_TEST_NUMBERS,
  SANDBOX_TEST_NUMBERS,
} from '../../adapters/sandbox/sandbox-card-test-numbers';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { readyToReserve, SANDBOX_VISA, type SendJson } from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS as unknown as [(typeof DEMO_USERS)[number], (typeof DEMO_USERS)[number]];
/** A 3-digit and a 4-digit (American Express) code that no other value is ever written as. */
const CODES = ['074', '0739'];
const numbers = [
  ...Object.keys(SANDBOX_TEST_NUMBERS),
  ...Object.keys(SANDBOX_CHARGE_TEST_NUMBERS),
  '4242424242424241',
  '5555555555554444',
];

/** A number in any spacing or separator: its digits with optional spaces or dashes between them. */
const anySpacing = (digits: string) => new RegExp(digits.split('').join('[ -]?'));
const token = (code: string) => new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`);

describe.each(databasesUnderTest())(
  'no card number or security code is kept on $name (issue 12, PCI DSS)',
  (database) => {
    let api: TestServer;
    const logs: string[] = [];
    let mine: Record<string, string>;
    let staffs: Record<string, string>;

    beforeAll(async () => {
      const sink = new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      });
      api = await testServer(database, { demoUsers: true, logger: pino({ level: 'debug' }, sink) });
      mine = await api.signIn(customer.email, customer.password);
      staffs = await api.signIn(staff.email, staff.password);
    }, 120_000);
    afterAll(() => api?.close());

    const send: SendJson = (method, path, body, headers) => api.json(method, path, body, headers);

    it('after every card flow, no table row, outbox email or log line holds a test card number or a security code', {
      timeout: 120_000,
    }, async () => {
      // Every test number, saved (approved or not), each with a code of the right length.
      const tokens = new Map<string, string>();
      for (const number of numbers) {
        const amex = number.startsWith('37') || number.startsWith('34');
        const saved = await api.json<{ success: boolean; Card?: { PaymentProfileId: string } }>(
          'POST',
          '/api/payments/cards',
          { ...SANDBOX_VISA, CardNumber: number, SecurityCode: amex ? '0739' : '074' },
          { ...mine, 'idempotency-key': randomUUID() },
        );
        if (saved.body.Card) tokens.set(number, saved.body.Card.PaymentProfileId);
      }
      expect(tokens.size).toBeGreaterThan(4);
      // Book and charge at Transit with the cards that save: approved, declined when charged, answers lost.
      for (const number of ['4242424242424242', '4000000000000341', '4000000000000424', '378282246310005']) {
        const token = tokens.get(number);
        if (!token) throw new Error(`${number} should save`);
        const ready = await readyToReserve(send, customer.email, mine, { cardToken: token });
        const booked = await api.json('POST', `/api/moves/${ready.quote.QuoteId}/reserve`, ready.body, {
          ...mine,
          'idempotency-key': randomUUID(),
        });
        expect(booked.status).toBe(200);
        for (let run = 0; run < 3; run++)
          await api.json('POST', `/api/staff/moves/${ready.quote.QuoteId}/transit`, undefined, staffs);
      }

      // The declined move gets a new card (payment-info) and is paid on the payment tool; another is cancelled.
      const declined = await readyToReserve(send, customer.email, mine, {
        cardToken: tokens.get('4000000000000341') ?? '',
      });
      const id = declined.quote.QuoteId;
      expect(
        (
          await api.json('POST', `/api/moves/${id}/reserve`, declined.body, {
            ...mine,
            'idempotency-key': randomUUID(),
          })
        ).status,
      ).toBe(200);
      await api.json('POST', `/api/staff/moves/${id}/transit`, undefined, staffs);
      const move = await api.json<{ reservation: { Revision: number } }>(
        'GET',
        `/api/moves/${id}`,
        undefined,
        mine,
      );
      const info = await api.json(
        'POST',
        `/api/moves/${id}/payment-info`,
        {
          Revision: move.body.reservation.Revision,
          PaymentInfo: {
            Method: 'CreditCard',
            CreditCard: { paymentProfileId: tokens.get('5555555555554444') },
          },
        },
        mine,
      );
      expect(info.status).toBe(200);
      const paid = await api.json<{ Result: string }>(
        'POST',
        '/api/payments/pay',
        { QuoteId: id },
        { ...mine, 'idempotency-key': randomUUID() },
      );
      expect(paid.body.Result).toBe('CardApproved');
      const cancelled = await readyToReserve(send, customer.email, mine, {
        cardToken: tokens.get('4242424242424242') ?? '',
      });
      expect(
        (
          await api.json('POST', `/api/moves/${cancelled.quote.QuoteId}/reserve`, cancelled.body, {
            ...mine,
            'idempotency-key': randomUUID(),
          })
        ).status,
      ).toBe(200);
      const booked = await api.json<{ reservation: { Revision: number } }>(
        'GET',
        `/api/moves/${cancelled.quote.QuoteId}`,
        undefined,
        mine,
      );
      const cancel = await api.json(
        'POST',
        `/api/moves/${cancelled.quote.QuoteId}/cancel`,
        { Revision: booked.body.reservation.Revision },
        {
          ...mine,
          'idempotency-key': randomUUID(),
        },
      );
      expect(cancel.status).toBe(200);
      // The booking confirmations are sent by the notification jobs (issue 14): wait for them to be written.
      await expect
        .poll(
          async () =>
            (
              await api.server.database.db
                .selectFrom('outbox_emails')
                .select('id')
                .where('quote_id', '=', cancelled.quote.QuoteId)
                .execute()
            ).length,
          { timeout: 30_000 },
        )
        .toBeGreaterThan(0);

      const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(api.server.database.db);
      const dump: string[] = [];
      for (const { name } of tables.rows) {
        const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(
          api.server.database.db,
        );
        for (const { row } of rows.rows) dump.push(`${name}: ${row}`);
      }
      expect(dump.some((line) => line.startsWith('payment_ledger:'))).toBe(true);
      expect(dump.some((line) => line.startsWith('outbox_emails:'))).toBe(true);
      expect(logs.length).toBeGreaterThan(0);
      const everything = [...dump, ...logs];
      for (const number of numbers) {
        const found = everything.filter((line) => anySpacing(number).test(line));
        expect(found, `card number ${number}`).toEqual([]);
      }
      for (const code of CODES) {
        const found = everything.filter((line) => token(code).test(line));
        expect(found, `security code ${code}`).toEqual([]);
      }
    });
  },
);
