import { createRoute, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { ResultAsync } from 'neverthrow';
import type { AddUser } from '../../../../application/accounts/add-user';
import type { ListUsers } from '../../../../application/accounts/list-users';
import type { ReconcilePayments } from '../../../../application/payments/reconcile-payments';
import type { RecomputeOpenQuotes } from '../../../../application/staff/recompute-open-quotes';
import { ADMIN_ONLY_MESSAGE } from '../../../../domain/accounts/login-rules';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { RECOMPUTE_REASON_REQUIRED_MESSAGE } from '../../../../domain/quote/recompute-quote';
import { ErrorResponse, errorBody } from '../../contract/common';
import { type ApiError, httpFailure } from '../../contract/error-status';
import {
  ADMIN_BACKUP_PATH,
  ADMIN_USERS_PATH,
  AddUserRequest,
  AddUserResponse,
  AdminUsersResponse,
  BackupLine,
  EMAIL_TAKEN_REASON,
  NDJSON_MEDIA_TYPE,
  RecomputeAllLine,
  RecomputeAllRequest,
  ReconcileResponse,
  STAFF_RECOMPUTE_ALL_PATH,
  STAFF_RECONCILE_PATH,
  toWireRecomputeAll,
  toWireReconcile,
  toWireUser,
} from '../../contract/staff-operations';
import type { App, AppEnv } from '../app';
import { badInput, json, staffOnly, storageUnavailable } from './openapi';

/**
 * A backup of the whole database, its text given to `sink` as it is read from one consistent snapshot
 * (adapters/persistence/backup.ts streamBackup, wired by the composition root).
 */
export type StreamBackup = (
  sink: (chunk: string) => Promise<void>,
) => ResultAsync<unknown, { kind: string; message: string }>;

export interface StaffOperationUseCases {
  reconcilePayments: ReconcilePayments;
  recomputeOpenQuotes: RecomputeOpenQuotes;
  listUsers: ListUsers;
  addUser: AddUser;
  backup: StreamBackup;
}

const adminOnly = {
  401: staffOnly[401],
  403: json(
    ErrorResponse,
    `Signed in as someone who is not an admin, without the operator token: 'session - ${ADMIN_ONLY_MESSAGE}'`,
  ),
};
const unavailable = { 503: json(ErrorResponse, 'Storage or a payment processor unavailable') };

const ndjson = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { [NDJSON_MEDIA_TYPE]: { schema } },
  description,
});

const reconcile = createRoute({
  method: 'get',
  path: STAFF_RECONCILE_PATH,
  tags: ['Staff'],
  summary:
    "Issue 12 and 26 (`relomove payments reconcile`): every payments ledger row that moved money against the SANDBOX processors' own records, both ways",
  responses: {
    200: json(ReconcileResponse, 'What was compared, and each difference (none when they agree to the cent)'),
    ...staffOnly,
    ...unavailable,
  },
});

const recomputeAll = createRoute({
  method: 'post',
  path: STAFF_RECOMPUTE_ALL_PATH,
  tags: ['Staff'],
  summary:
    "Issue 5 and 26 (`relomove quote recompute --all`): re-price every open quote with today's rate card, 500 at a time; with save {reason}, store each change (§4 revision rules). The answer is streamed as JSON lines: {Progress: {Done, Total}} after each page, then the result or an error line",
  request: {
    body: {
      ...json(RecomputeAllRequest, 'since (YYYY-MM-DD, created on or after) and save {reason}'),
      required: true,
    },
  },
  responses: {
    200: ndjson(
      RecomputeAllLine,
      'JSON lines: progress lines, then {success: true, count, changed, saved, skipped, totalDifference, rows} or {success: false, errors} when the work stopped (storage or rate card unavailable)',
    ),
    ...badInput,
    ...staffOnly,
  },
});

const listUsers = createRoute({
  method: 'get',
  path: ADMIN_USERS_PATH,
  tags: ['Admin'],
  summary:
    'Issue 26 (`relomove user list`): every account, oldest first: email, role and when it was made, never a password or its hash. Admins, or the operator token',
  responses: {
    200: json(AdminUsersResponse, 'The accounts'),
    ...adminOnly,
    ...storageUnavailable,
  },
});

const addUser = createRoute({
  method: 'post',
  path: ADMIN_USERS_PATH,
  tags: ['Admin'],
  summary:
    'Issue 26 (`relomove user add`): create an account (§6 role) with a scrypt hash of its password, checked by the account rules. Admins, or the operator token',
  request: {
    body: {
      ...json(AddUserRequest, 'email, role (customer, agent, staff, admin) and password'),
      required: true,
    },
  },
  responses: {
    200: json(AddUserResponse, 'The account made (never its password)'),
    400: json(ErrorResponse, "Bad input: 'field - message' lines (the account rules)"),
    ...adminOnly,
    409: json(ErrorResponse, "The email is in use: 'email - …' (reason EmailTaken)"),
    ...storageUnavailable,
  },
});

const backup = createRoute({
  method: 'get',
  path: ADMIN_BACKUP_PATH,
  tags: ['Admin'],
  summary:
    'Issue 26 (`relomove db backup` while the server runs): every table, streamed from one consistent snapshot as `relomove db backup` writes it (docs/cli.md, JSON lines ending with the row counts and a SHA-256). It holds every password hash. A failure midway ends the stream without its end line, so the copy is refused. Admins, or the operator token',
  responses: {
    200: ndjson(BackupLine, 'The backup, one JSON object a line'),
    ...adminOnly,
  },
});

type Failure = { status: 400 | 401 | 403 | 404 | 409 | 429 | 503; body: ErrorResponse };

function fail(c: Context<AppEnv>, error: ApiError, what: string): Failure {
  const failure = httpFailure(error);
  if (error.kind === 'StorageUnavailable' || error.kind === 'PaymentGatewayUnavailable')
    c.get('log').error({ fault: error.message }, what);
  return { status: failure.status, body: errorBody(failure.lines, failure.reason) };
}

/** A JSON line of a streamed answer. */
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/**
 * Issue 26: GET staff/payments/reconcile, POST staff/quotes/recompute-all (staff: requireStaff), GET and POST
 * admin/users and GET admin/backup (admins or the operator: requireAdmin), each refused before its body is
 * read (staff-access.ts).
 */
export function registerStaffOperationRoutes(app: App, useCases: StaffOperationUseCases): void {
  app.openapi(reconcile, async (c) => {
    const report = await useCases.reconcilePayments.execute();
    if (report.isErr()) {
      const failure = fail(c, report.error, 'the reconcile failed');
      return c.json(failure.body, 503);
    }
    return c.json(toWireReconcile(report.value), 200);
  });

  app.openapi(recomputeAll, async (c) => {
    const { since, save } = c.req.valid('json');
    const viewer = c.get('viewer');
    const log = c.get('log');
    c.header('Content-Type', `${NDJSON_MEDIA_TYPE}; charset=utf-8`);
    return stream(c, async (out) => {
      let writes = Promise.resolve();
      const result = await useCases.recomputeOpenQuotes.execute({
        ...(since !== undefined ? { since: since as IsoDate } : {}),
        save: save ?? null,
        viewer,
        // The use case reports after each page; the lines go out in order, each awaited before the result.
        onProgress: (done, total) => {
          writes = writes.then(() => out.write(line({ Progress: { Done: done, Total: total } }))).then();
        },
      });
      await writes;
      if (result.isOk()) {
        await out.write(line(toWireRecomputeAll(result.value)));
        return;
      }
      const e = result.error;
      if (e.kind === 'StorageUnavailable' || e.kind === 'RateCardUnavailable')
        log.error({ fault: e.message }, 'recompute --all stopped');
      const failure =
        e.kind === 'ReasonRequired'
          ? { lines: [`save.reason - ${RECOMPUTE_REASON_REQUIRED_MESSAGE}`], reason: undefined }
          : httpFailure(e);
      await out.write(line(errorBody(failure.lines, failure.reason)));
    }) as never;
  });

  app.openapi(listUsers, async (c) => {
    const users = await useCases.listUsers.execute();
    if (users.isErr()) return c.json(fail(c, users.error, 'the accounts could not be read').body, 503);
    return c.json({ success: true as const, users: users.value.map(toWireUser) }, 200);
  });

  app.openapi(addUser, async (c) => {
    const added = await useCases.addUser.execute(c.req.valid('json'));
    if (added.isOk()) return c.json({ success: true as const, user: toWireUser(added.value) }, 200);
    const e = added.error;
    switch (e.kind) {
      case 'EmailTaken':
        return c.json(
          errorBody([`email - An account with the email ${e.email} already exists`], EMAIL_TAKEN_REASON),
          409,
        );
      case 'ValidationFailed':
      case 'StorageUnavailable': {
        const failure = fail(c, e, 'an account could not be added');
        return c.json(failure.body, failure.status as 400 | 503);
      }
      default: {
        const unhandled: never = e;
        return unhandled;
      }
    }
  });

  app.openapi(backup, async (c) => {
    const log = c.get('log');
    c.header('Content-Type', `${NDJSON_MEDIA_TYPE}; charset=utf-8`);
    c.header('Content-Disposition', 'attachment; filename="relomove-backup.jsonl"');
    return stream(c, async (out) => {
      const done = await useCases.backup(async (chunk) => {
        // A client that went away stops the snapshot instead of reading the rest for nobody.
        if (out.aborted) throw new Error('the client closed the connection');
        await out.write(chunk);
      });
      // The stream ends without its end line, so the copy is refused as incomplete.
      if (done.isErr()) log.error({ fault: done.error.message }, 'a streamed backup failed');
    }) as never;
  });
}
