import { okAsync, ResultAsync } from 'neverthrow';
import { outboxRowOf } from '../http/contract/outbox';
import { staffRowOf } from '../http/contract/place-mappings';
import { sinceInstant } from '../http/contract/surveys';
import type { ReferenceTools, StaffDesk, StoreTools } from './context';

/**
 * The staff desk in process (the default, issue 5): the application's use cases on the database named by
 * DATA_DIR or DATABASE_URL, as the terminal's operator. The database is opened on first use, so `price`
 * and `centers` never touch it.
 */
export function inProcessStaffDesk(
  label: string,
  reference: () => Promise<ReferenceTools>,
  store: () => Promise<StoreTools>,
): StaffDesk {
  const withStore = () => ResultAsync.fromSafePromise(store());
  const withReference = () => ResultAsync.fromSafePromise(reference());
  return {
    label,
    lookup: (search) =>
      withStore().andThen((tools) => tools.lookupQuotes.execute({ search, viewer: tools.operator })),
    explain: (reference) =>
      withStore().andThen((tools) => tools.explainQuote.execute({ reference, viewer: tools.operator })),
    recompute: (input) =>
      withStore().andThen((tools) => tools.recomputeQuote.execute({ ...input, viewer: tools.operator })),
    price: (input) => withReference().andThen((tools) => tools.priceMove.execute(input)),
    centersNear: (query) => withReference().andThen((tools) => tools.findCentersNear.execute(query)),
    centersList: () => withReference().andThen((tools) => okAsync(tools.stations.all())),
    outbox: ({ to, quoteId, limit }) =>
      withStore().andThen((tools) =>
        tools.readOutbox
          .execute({
            viewer: tools.operator,
            ...(to !== undefined ? { recipient: to } : {}),
            ...(quoteId !== undefined ? { quoteId } : {}),
            ...(limit !== undefined ? { limit } : {}),
          })
          .map((page) => ({ rows: page.messages.map(outboxRowOf), limit: page.limit })),
      ),
    surveys: ({ since }) =>
      withStore().andThen((tools) => {
        const from = since === undefined ? null : sinceInstant(since);
        return tools.readSurveys.execute({
          viewer: tools.operator,
          ...(from !== null ? { since: from } : {}),
        });
      }),
    placeMappings: ({ status, limit }) =>
      withStore().andThen((tools) =>
        tools.listPlaceMappings
          .execute({ viewer: tools.operator, status, ...(limit !== undefined ? { limit } : {}) })
          .map((page) => ({ rows: page.mappings.map(staffRowOf), limit: page.limit })),
      ),
    decidePlaceMapping: (input) =>
      withStore().andThen((tools) =>
        tools.decidePlaceMapping.execute({ ...input, viewer: tools.operator }).map(staffRowOf),
      ),
    referrals: (since) =>
      withStore().andThen((tools) => tools.countReferrerArrivals.execute({ viewer: tools.operator, since })),
  };
}
