import { AddUser } from '../../../../application/accounts/add-user';
import { ListUsers } from '../../../../application/accounts/list-users';
import { ReadOutbox } from '../../../../application/notifications/read-outbox';
import { ReconcilePayments } from '../../../../application/payments/reconcile-payments';
import { Clock } from '../../../../application/ports/clock';
import { ServiceCenterDirectory } from '../../../../application/ports/service-center-directory';
import { ExplainQuote } from '../../../../application/staff/explain-quote';
import { PriceMove } from '../../../../application/staff/price-move';
import { RecomputeOpenQuotes } from '../../../../application/staff/recompute-open-quotes';
import { RecomputeQuote } from '../../../../application/staff/recompute-quote';
import { streamBackup } from '../../../persistence/backup';
import { registerOutboxRoutes } from '../routes/outbox';
import { registerStaffRoutes } from '../routes/staff';
import { registerStaffOperationRoutes } from '../routes/staff-operations';
import type { EndpointGroup } from './group';

/**
 * The staff endpoints of our design (issue 5, the CLI's --api mode): a quote explained, a quote re-priced
 * and saved with who and why, a hypothetical move priced, the service-center list; and the outbox (issue
 * 14). Binds nothing of its own: the quotes group binds the quote repository and cipher, the root the
 * reference data, the notifications group the message log. Issue 26: the reconcile of the payments ledger,
 * the re-pricing of every open quote, the accounts and a streamed backup, for the CLI while the server runs.
 */
export const staffGroup: EndpointGroup = {
  name: 'staff',
  bind() {},
  routes(app, container, parts) {
    registerStaffRoutes(app, {
      explainQuote: container.get(ExplainQuote),
      recomputeQuote: container.get(RecomputeQuote),
      priceMove: container.get(PriceMove),
      stations: container.get(ServiceCenterDirectory),
    });
    registerOutboxRoutes(app, container.get(ReadOutbox));
    // Issue 26: the whole-database commands of the CLI, while the server runs.
    const clock = container.get<Clock>(Clock);
    registerStaffOperationRoutes(app, {
      reconcilePayments: container.get(ReconcilePayments),
      recomputeOpenQuotes: container.get(RecomputeOpenQuotes),
      listUsers: container.get(ListUsers),
      addUser: container.get(AddUser),
      backup: (sink) =>
        streamBackup(parts.database.db, { source: parts.database.kind, now: clock.now() }, sink),
    });
  },
};
