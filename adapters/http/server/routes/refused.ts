import type { Context } from 'hono';
import { errorBody } from '../../contract/common';
import { type ApiError, type HttpFailure, httpFailure, linesAbout } from '../../contract/error-status';
import type { AppEnv } from '../app';

type Status = HttpFailure['status'];

/**
 * The one answer of a use case's refusal: the status, §5 lines and reason error-status.ts maps it to, with
 * the statuses the route declares (`S`), its lines about the move said of `idField` (error-status.ts
 * linesAbout).
 */
export function refusal<S extends Status = Status>(c: Context<AppEnv>, error: ApiError, idField = 'id') {
  const failure = httpFailure(error);
  return c.json(errorBody(linesAbout(failure.lines, idField), failure.reason), failure.status as S);
}

/** A refusal's answer (refusal), with a storage outage logged first, as `what` failed. */
export function refused<S extends Status = Status>(
  c: Context<AppEnv>,
  error: ApiError,
  what: string,
  idField = 'id',
) {
  if (error.kind === 'StorageUnavailable') c.get('log').error({ fault: error.message }, what);
  return refusal<S>(c, error, idField);
}
