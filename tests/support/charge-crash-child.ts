/**
 * Issue 12's crash test, the child process: runs ChargeMove on the database named by argv[2] (a
 * DatabaseConfig as JSON) for the move argv[3], on a clock at argv[4], with the real SANDBOX card processor
 * and ledger, except that the ledger kills this process (SIGKILL, as `kill -9` does) at the moment the
 * charge's rows are about to be written: after the processor answered, before the database write.
 */

import { readCardNumber } from '../../adapters/http/contract/card-number-reader';
import type { DatabaseConfig } from '../../adapters/persistence/database';
import { PgPaymentLedger } from '../../adapters/persistence/pg-payment-ledger';
import { PgQuoteRepository } from '../../adapters/persistence/pg-quote-repository';
import { PgReservationRepository } from '../../adapters/persistence/pg-reservation-repository';
import { SandboxAffirm, type SandboxAffirmTables } from '../../adapters/sandbox/sandbox-affirm';
import { SandboxCardProcessor } from '../../adapters/sandbox/sandbox-card-processor';
import { SandboxPayPal, type SandboxPayPalTables } from '../../adapters/sandbox/sandbox-paypal';
import { ChargeMove } from '../../application/payments/charge-move';
import type { PaymentLedger } from '../../application/ports/payment-ledger';
import { sandboxAffirmWindowPath } from '../../domain/payment/affirm';
import { TestClock } from './test-clock';
import { openOrThrow } from './test-databases';

const [config, quoteId, now] = process.argv.slice(2);
const database = await openOrThrow(JSON.parse(config ?? '{}') as DatabaseConfig, { migrate: false });
const clock = new TestClock(now);
const ledger = new PgPaymentLedger(database.db);
const dying: PaymentLedger = {
  entries: (id) => ledger.entries(id),
  page: (afterId, limit) => ledger.page(afterId, limit),
  append: (rows) => {
    if (rows.some((row) => row.kind === 'Capture')) process.kill(process.pid, 'SIGKILL');
    return ledger.append(rows);
  },
};
const charge = new ChargeMove({
  quotes: new PgQuoteRepository(database.db),
  reservations: new PgReservationRepository(database.db),
  ledger: dying,
  gateway: new SandboxCardProcessor({ db: database.db, clock, readCardNumber }),
  paypal: new SandboxPayPal({ db: database.db.withTables<SandboxPayPalTables>(), clock }),
  affirm: new SandboxAffirm({
    db: database.db.withTables<SandboxAffirmTables>(),
    clock,
    readCardNumber,
    windowUrl: sandboxAffirmWindowPath,
  }),
  clock,
});
const outcome = await charge.execute({
  viewer: { userId: 0, email: 'crash-test@relomove.test', role: 'staff' },
  quoteId: Number(quoteId),
  actor: 'system',
});
// Reaching this line means the kill did not happen: say what happened instead.
console.log(JSON.stringify(outcome.isOk() ? outcome.value : outcome.error));
await database.close();
