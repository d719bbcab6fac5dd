/**
 * Issue 12 `relomove payments reconcile`: the ledger against the SANDBOX processors' own books. Money the
 * card processor moved without a ledger row (what a crash between the processor's answer and the ledger
 * write leaves behind until the charge runs again) is found and reported, exit 1.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { SandboxCardProcessor } from '../../adapters/sandbox/sandbox-card-processor';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { cents } from '../../domain/money/money';
import { readyToReserve, type SendJson } from '../fixtures/reservation';
import { cliRunner } from '../support/cli-runner';
import { databasesUnderTest, warmUpDatabases } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const customer = DEMO_USERS[0] as (typeof DEMO_USERS)[number];

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('relomove payments reconcile on $name (issue 12)', (underTest) => {
  let server: TestServer;
  let cli: ReturnType<typeof cliRunner>;
  let mine: Record<string, string>;

  beforeAll(async () => {
    const key = randomBytes(32);
    server = await testServer(underTest, { demoUsers: true, quoteLinkKey: key });
    cli = cliRunner({ database: server.server.database, quoteLinkKey: key, clock: server.clock });
    mine = await server.signIn(customer.email, customer.password);
  }, 120_000);
  afterAll(() => server?.close());

  const send: SendJson = (method, path, body, headers) => server.json(method, path, body, headers);

  it('finds an authorization and a capture the card processor made that the ledger never recorded (exit 1)', async () => {
    const ready = await readyToReserve(send, customer.email, mine);
    const booked = await server.json('POST', `/api/moves/${ready.quote.QuoteId}/reserve`, ready.body, {
      ...mine,
      'idempotency-key': randomUUID(),
    });
    expect(booked.status).toBe(200);
    expect((await cli.run('payments', 'reconcile')).code).toBe(0);
    const token = ready.body.Details.PaymentMethods[0]?.CreditCard.paymentProfileId ?? '';
    const user = (
      await new PgUserRepository(server.server.database.db).findByEmail(customer.email)
    )._unsafeUnwrap();
    const processor = new SandboxCardProcessor({
      db: server.server.database.db,
      clock: server.clock,
      readCardNumber,
    });
    const auth = (
      await processor.authorize({
        token,
        userId: user?.id ?? 0,
        amount: cents(1234),
        idempotencyKey: randomUUID(),
        offSession: true,
      })
    )._unsafeUnwrap();
    if (auth.Result !== 'CardApproved') throw new Error('the sandbox Visa authorizes');
    await processor.capture({
      authorizationId: auth.authorizationId,
      amount: cents(1234),
      idempotencyKey: randomUUID(),
    });
    const found = await cli.run('payments', 'reconcile', '--json');
    expect(found.code).toBe(1);
    const report = JSON.parse(found.out) as { differences: { kind: string; message: string }[] };
    expect(report.differences.map((d) => d.kind).sort()).toEqual(['Authorization', 'Capture']);
    expect(report.differences.every((d) => d.message.endsWith('of $12.34 has no ledger row'))).toBe(true);
    expect(found.err).toBe('payments - The ledger and the processors disagree in 2 place(s)');
  });
});
