import { err, ok, type Result, ResultAsync } from 'neverthrow';
import type { DecidePlaceMappingError } from '../../application/place-mappings/decide-place-mapping';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import type { LookupError, LookupOutput } from '../../application/staff/lookup-quotes';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { StationDetail } from '../../domain/quote/types';
import type { ApiFailure, ApiResult } from '../http/client/relomove-api';
import type { StaffApi } from '../http/client/staff-api';
import type { StaffRecomputeRequest } from '../http/contract/staff';
import type { StaffDesk } from './context';
import { CliFailure, ExitCode } from './io';

/** The command that mints a token, for messages. */
export const loginHint = (api: string) => `relomove login --api ${api} --email you@example.com`;

/**
 * What no use case answers, in one sentence each (issue 5): the server cannot be reached or does not
 * speak the contract, the token is not (or no longer) a session, the account is not staff, or the
 * server refused the input ('field - message' lines, a usage error).
 */
export function remoteFailure(api: string, failure: ApiFailure): CliFailure {
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
export function remoteStaffDesk(api: string, client: StaffApi): StaffDesk {
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
        throw remoteFailure(api, answer.error);
      }),
    );
  const status = (failure: ApiFailure) => (failure.kind === 'Refused' ? failure.status : 0);

  return {
    label: api,
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
  };
}
