import type { Context } from 'hono';
import { errorBody } from '../../contract/common';
import { type ApiError, type HttpFailure, httpFailure } from '../../contract/error-status';
import type { AppEnv } from '../app';

/**
 * The one answer of a use case's refusal: the status, §5 lines and reason error-status.ts maps it to, with
 * the statuses the route declares (`S`); a storage outage is logged first, as `what` failed.
 */
export function refused<S extends HttpFailure['status'] = HttpFailure['status']>(
  c: Context<AppEnv>,
  error: ApiError,
  what: string,
) {
  const failure = httpFailure(error);
  if (error.kind === 'StorageUnavailable') c.get('log').error({ fault: error.message }, what);
  return c.json(errorBody(failure.lines, failure.reason), failure.status as S);
}
