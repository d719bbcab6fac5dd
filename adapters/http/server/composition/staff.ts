import { ReadOutbox } from '../../../../application/notifications/read-outbox';
import { ServiceCenterDirectory } from '../../../../application/ports/service-center-directory';
import { ExplainQuote } from '../../../../application/staff/explain-quote';
import { PriceMove } from '../../../../application/staff/price-move';
import { RecomputeQuote } from '../../../../application/staff/recompute-quote';
import { registerOutboxRoutes } from '../routes/outbox';
import { registerStaffRoutes } from '../routes/staff';
import type { EndpointGroup } from './group';

/**
 * The staff endpoints of our design (issue 5, the CLI's --api mode): a quote explained, a quote re-priced
 * and saved with who and why, a hypothetical move priced, the service-center list; and the outbox (issue
 * 14). Binds nothing of its own: the quotes group binds the quote repository and cipher, the root the
 * reference data, the notifications group the message log.
 */
export const staffGroup: EndpointGroup = {
  name: 'staff',
  bind() {},
  routes(app, container) {
    registerStaffRoutes(app, {
      explainQuote: container.get(ExplainQuote),
      recomputeQuote: container.get(RecomputeQuote),
      priceMove: container.get(PriceMove),
      stations: container.get(ServiceCenterDirectory),
    });
    registerOutboxRoutes(app, container.get(ReadOutbox));
  },
};
