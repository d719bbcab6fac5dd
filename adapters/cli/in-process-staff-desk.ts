import { randomUUID } from 'node:crypto';
import { okAsync, ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { type ApiError, type HttpFailure, httpFailure } from '../http/contract/error-status';
import {
  MovePaymentsResponse,
  TransitChargeResponse,
  toWireMovePayments,
  toWireTransitAnswer,
} from '../http/contract/move-payments';
import { outboxRowOf } from '../http/contract/outbox';
import { staffRowOf } from '../http/contract/place-mappings';
import { DashboardTypeResponse, toWireDashboardTypeSet } from '../http/contract/reservations';
import {
  RecordShipmentEventResponse,
  ShipmentResponse,
  SimulateShipmentResponse,
  shipmentEventInput,
  toWireRecordedEvent,
  toWireShipment,
  toWireSimulated,
} from '../http/contract/shipments';
import { sinceInstant } from '../http/contract/surveys';
import type { DatabaseAdmin, ReferenceTools, StaffDesk, StoreTools } from './context';

/**
 * The staff desk in process (the default, issue 5): the application's use cases on the database named by
 * DATA_DIR or DATABASE_URL, as the terminal's operator. The database is opened on first use, so `price`
 * and `centers` never touch it. A booked move's calls (issue 26) answer what the server's staff routes
 * answer, through the same contract functions (toWire..., httpFailure), read back through the answer's
 * schema as the HTTP client reads it, so both print field for field (and key for key) the same.
 */
export function inProcessStaffDesk(
  label: string,
  reference: () => Promise<ReferenceTools>,
  store: () => Promise<StoreTools>,
  admin: () => Promise<DatabaseAdmin>,
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
    shipment: (quoteId) =>
      withStore().andThen((tools) =>
        asRouteAnswers(
          tools.viewShipment.execute({ viewer: tools.operator, quoteId }),
          (view) => toWireShipment(view, true),
          ShipmentResponse,
        ),
      ),
    recordShipmentEvent: (quoteId, event) =>
      withStore().andThen((tools) =>
        asRouteAnswers(
          tools.recordShipmentEvent.execute({
            viewer: tools.operator,
            quoteId,
            idempotencyKey: randomUUID(),
            ...shipmentEventInput(event),
          }),
          toWireRecordedEvent,
          RecordShipmentEventResponse,
        ),
      ),
    simulateShipment: (quoteId) =>
      withStore().andThen((tools) =>
        asRouteAnswers(
          tools.simulateShipment.execute({ viewer: tools.operator, quoteId }),
          toWireSimulated,
          SimulateShipmentResponse,
        ),
      ),
    setDashboardType: (quoteId, type) =>
      withStore().andThen((tools) =>
        asRouteAnswers(
          tools.setDashboardType.execute({ viewer: tools.operator, quoteId, type }),
          toWireDashboardTypeSet,
          DashboardTypeResponse,
        ),
      ),
    movePayments: (quoteId) =>
      withStore().andThen((tools) =>
        asRouteAnswers(
          tools.viewMovePayments.execute({ viewer: tools.operator, quoteId }),
          toWireMovePayments,
          MovePaymentsResponse,
        ),
      ),
    chargeAtTransit: (quoteId) =>
      withStore().andThen((tools) =>
        tools.chargeMove
          .execute({ viewer: tools.operator, quoteId, actor: 'staff' })
          .andThen((outcome) =>
            tools.viewMovePayments
              .execute({ viewer: tools.operator, quoteId })
              .map((payments) => TransitChargeResponse.parse(toWireTransitAnswer(outcome, payments))),
          )
          .mapErr(httpFailure),
      ),
    reconcile: () => withStore().andThen((tools) => tools.reconcilePayments.execute().mapErr(httpFailure)),
    recomputeAll: ({ since, save }, onProgress) =>
      withStore().andThen((tools) =>
        tools.recomputeOpenQuotes.execute({
          ...(since ? { since } : {}),
          save,
          viewer: tools.operator,
          onProgress,
        }),
      ),
    users: () => withStore().andThen((tools) => tools.listUsers.execute()),
    addUser: (input) =>
      withStore().andThen((tools) =>
        tools.addUser
          .execute(input)
          .mapErr((e) =>
            e.kind === 'ValidationFailed'
              ? { kind: 'InvalidAccount' as const, lines: httpFailure(e).lines }
              : e,
          ),
      ),
    backup: (file, options) =>
      ResultAsync.fromSafePromise(admin()).andThen((database) => database.backup(file, options)),
  };
}

/**
 * A use case's answer as the server's staff route answers it: through the route's contract function, read
 * back by the answer's schema (as the HTTP client reads it); a refusal as the route's status and lines.
 */
function asRouteAnswers<T, E extends ApiError, W>(
  result: ResultAsync<T, E>,
  toWire: (value: T) => unknown,
  schema: z.ZodType<W>,
): ResultAsync<W, HttpFailure> {
  return result.map((value) => schema.parse(toWire(value))).mapErr(httpFailure);
}
