import { randomUUID } from 'node:crypto';
import { err, ok, type Result, ResultAsync } from 'neverthrow';
import type { DecidePlaceMappingError } from '../../application/place-mappings/decide-place-mapping';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import type { LookupError, LookupOutput } from '../../application/staff/lookup-quotes';
import { ADMIN_ONLY_MESSAGE, STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { StationDetail } from '../../domain/quote/types';
import type { ApiFailure, ApiResult } from '../http/client/relomove-api';
import type { StaffApi } from '../http/client/staff-api';
import type { StaffRecomputeRequest } from '../http/contract/staff';
import { EMAIL_TAKEN_REASON } from '../http/contract/staff-operations';
import type { AddAccountError, DatabaseAdminError, DataSetSummary, DeskRefusal, StaffDesk } from './context';
import { CliFailure, ExitCode } from './io';

/** The command that mints a token, for messages. */
export const loginHint = (api: string) => `relomove login --api ${api} --email you@example.com`;

/**
 * What no use case answers, in one sentence each (issue 5): the server cannot be reached or does not
 * speak the contract, the token is not (or no longer) a session, the account is not staff, or the
 * server refused the input ('field - message' lines, a usage error).
 */
export function remoteFailure(api: string, failure: ApiFailure, operator?: OperatorReach): CliFailure {
  if (operator && failure.kind === 'Refused' && failure.status === 401)
    return new CliFailure(
      `The server at ${api} did not accept the operator token of ${operator.controlFile}; restart the server, or use --api URL --token T.`,
      ExitCode.Refused,
    );
  if (
    failure.kind === 'Refused' &&
    failure.status === 403 &&
    failure.errors.join('').includes(ADMIN_ONLY_MESSAGE)
  )
    return new CliFailure(
      `${ADMIN_ONLY_MESSAGE}: the token's account is not an admin account.`,
      ExitCode.Refused,
    );
  switch (failure.kind) {
    case 'Cancelled':
    case 'Unavailable':
      return new CliFailure(
        `The server at ${api} could not be used: ${failure.kind === 'Cancelled' ? 'the request was cancelled' : failure.message}.`,
        ExitCode.Refused,
      );
    case 'Refused':
      if (failure.status === 401)
        return new CliFailure(
          `The server at ${api} did not accept the token (unknown, signed out or expired); get a new one with \`${loginHint(api)}\`.`,
          ExitCode.Refused,
        );
      if (failure.status === 403)
        return new CliFailure(
          `${STAFF_ONLY_MESSAGE}: the token's account is not a staff, agent or admin account.`,
          ExitCode.Refused,
        );
      if (failure.status === 400) return new CliFailure(failure.errors.join('\n'), ExitCode.Usage);
      return new CliFailure(
        `The server at ${api} refused (status ${failure.status}): ${failure.errors.join('; ') || 'no reason given'}`,
        ExitCode.Refused,
      );
  }
}

/** Issue 26: the server was found through DATA_DIR's control file, with its operator token. */
export interface OperatorReach {
  controlFile: string;
}

/** A refusal of a move's staff call as the server answered it (the CLI reads status, lines and reason). */
const refusal = (f: ApiFailure): DeskRefusal | null => {
  if (f.kind !== 'Refused') return null;
  if (f.status !== 400 && f.status !== 404 && f.status !== 409 && f.status !== 503) return null;
  return f.reason === undefined
    ? { status: f.status, lines: f.errors }
    : { status: f.status, lines: f.errors, reason: f.reason };
};

/** A storage or rate-card outage on the server, as the use cases name it. */
const outage = (failure: ApiFailure): StorageUnavailable | null =>
  failure.kind === 'Refused' && failure.status === 503
    ? { kind: 'StorageUnavailable', message: failure.errors.join('; ') }
    : null;

/**
 * The staff desk through the HTTP client (`--api URL --token T`, issue 5): the same calls as in process,
 * answered by a running server's use cases as the token's staff member. Answers come back as the use
 * cases' own values (the contract converts wire dollars back to cents), so the commands print the same.
 */
export function remoteStaffDesk(
  api: string,
  client: StaffApi,
  options: {
    /** Saves a streamed backup to a file, kept only when whole (adapters/persistence saveBackupStream). */
    saveBackup: (
      chunks: AsyncIterable<Uint8Array>,
      target: { file: string; overwrite: boolean },
    ) => ResultAsync<DataSetSummary, DatabaseAdminError>;
    /** Set when the server was found through DATA_DIR's control file. */
    operator?: OperatorReach;
    /** What the desk says it works on (default: the server's address). */
    label?: string;
  },
): StaffDesk {
  /**
   * One call: its value, the use-case error `expected` reads from a refusal (404, 503, ...), or a
   * rejected CliFailure for everything else.
   */
  const call = <T, E>(
    request: () => Promise<ApiResult<T>>,
    expected: (failure: ApiFailure) => E | null,
  ): ResultAsync<T, E> =>
    new ResultAsync(
      request().then((answer): Result<T, E> => {
        if (answer.ok) return ok(answer.value);
        const known = expected(answer.error);
        if (known !== null) return err(known);
        throw remoteFailure(api, answer.error, options.operator);
      }),
    );
  const status = (failure: ApiFailure) => (failure.kind === 'Refused' ? failure.status : 0);

  return {
    label: options.label ?? api,
    lookup: (search) =>
      call<LookupOutput, LookupError>(
        () => client.lookup(search),
        () => null,
      ),
    explain: (reference) =>
      call(
        () => client.explain(reference),
        (f) => (status(f) === 404 ? { kind: 'QuoteNotFound' as const } : outage(f)),
      ),
    recompute: ({ reference, changes, save }) =>
      call(
        () =>
          client.recompute(reference, {
            ...changes,
            // The command offers only the delivery codes; the server checks them again.
            Delivery: changes.Delivery as StaffRecomputeRequest['Delivery'],
            ...(save ? { save } : {}),
          }),
        (f) => {
          if (status(f) === 404) return { kind: 'QuoteNotFound' as const };
          if (f.kind === 'Refused' && f.status === 400)
            return { kind: 'InvalidRecompute' as const, lines: f.errors };
          return outage(f);
        },
      ).andThen((answer) =>
        answer.ok
          ? ok(answer.value)
          : err({ kind: 'RecomputeRefused' as const, failReason: answer.failReason, quote: answer.quote }),
      ),
    price: (input) =>
      call(
        () => client.price(input),
        (f) => {
          if (f.kind === 'Refused' && f.reason === 'PlaceNotFound') {
            const field = f.errors[0]?.startsWith('to ') ? ('to' as const) : ('from' as const);
            return { kind: 'PlaceNotFound' as const, field, text: field === 'to' ? input.to : input.from };
          }
          return f.kind === 'Refused' && f.status === 503
            ? { kind: 'RateCardUnavailable' as const, message: f.errors.join('; ') }
            : null;
        },
      ),
    centersNear: ({ zip, limit }) =>
      call(
        () => client.serviceCentersNear(zip, limit),
        (f) => (status(f) === 404 ? { kind: 'ZipNotFound' as const, zip } : null),
      ).map((answer) => ({
        origin: answer.origin,
        serviceCenters: answer.serviceCenters.map(({ miles, kilometers, ...station }) => ({
          station: {
            ...station,
            Holidays: station.Holidays as IsoDate[],
            ServiceDays: station.ServiceDays as StationDetail['ServiceDays'],
          },
          miles,
          kilometers,
        })),
      })),
    centersList: () =>
      call(
        () => client.serviceCenters(),
        () => null as never,
      ),
    outbox: ({ to, quoteId, limit }) =>
      call(
        () =>
          client.outbox({
            ...(to !== undefined ? { to } : {}),
            ...(quoteId !== undefined ? { ref: String(quoteId) } : {}),
            ...(limit !== undefined ? { limit } : {}),
          }),
        outage,
      ),
    surveys: ({ since }) => call(() => client.surveys(since), outage),
    placeMappings: ({ status, limit }) =>
      call(
        () => client.placeMappings({ status: status ?? 'all', ...(limit !== undefined ? { limit } : {}) }),
        outage,
      ),
    decidePlaceMapping: ({ id, decision, note }) =>
      call(
        () => client.decidePlaceMapping(id, { Decision: decision, ...(note ? { Note: note } : {}) }),
        (f): DecidePlaceMappingError | null => {
          if (f.kind !== 'Refused') return null;
          if (f.status === 404) return { kind: 'PlaceMappingNotFound', by: 'id' };
          if (f.status === 409)
            return { kind: 'PlaceMappingRefused', message: (f.errors[0] ?? '').replace(/^Decision - /, '') };
          return outage(f);
        },
      ),
    referrals: (since) => call(() => client.referrals(since), outage),
    shipment: (quoteId) => call(() => client.shipment(quoteId), refusal),
    recordShipmentEvent: (quoteId, event) =>
      call(() => client.recordShipmentEvent(quoteId, event, randomUUID()), refusal),
    simulateShipment: (quoteId) => call(() => client.simulateShipment(quoteId), refusal),
    setDashboardType: (quoteId, type) => call(() => client.setDashboardType(quoteId, type), refusal),
    movePayments: (quoteId) => call(() => client.movePayments(quoteId), refusal),
    chargeAtTransit: (quoteId) => call(() => client.chargeAtTransit(quoteId), refusal),
    reconcile: () => call(() => client.reconcile(), refusal),
    recomputeAll: ({ since, save }, onProgress) =>
      call(
        () => client.recomputeAll({ ...(since ? { since } : {}), save }, onProgress),
        (f) => {
          if (f.kind === 'Refused' && f.status === 400 && f.errors.some((l) => l.startsWith('save.reason')))
            return { kind: 'ReasonRequired' as const };
          return f.kind === 'Refused' && f.status === 503
            ? { kind: 'StorageUnavailable' as const, message: f.errors.join('; ') }
            : null;
        },
      ),
    users: () => call(() => client.users(), outage),
    addUser: (input) =>
      call(
        () => client.addUser(input),
        (f): AddAccountError | null => {
          if (f.kind !== 'Refused') return null;
          if (f.status === 400) return { kind: 'InvalidAccount', lines: f.errors };
          if (f.status === 409 && f.reason === EMAIL_TAKEN_REASON)
            return { kind: 'EmailTaken', email: input.email.trim().toLowerCase() };
          return outage(f);
        },
      ),
    backup: (file, target) =>
      call<AsyncIterable<Uint8Array>, DatabaseAdminError>(
        () => client.backup(),
        () => null,
      ).andThen((chunks) => options.saveBackup(chunks, { file, overwrite: target.overwrite })),
  };
}
