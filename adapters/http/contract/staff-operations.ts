import { z } from 'zod';
import type { AddUserOutput } from '../../../application/accounts/add-user';
import type { ReconcileReport } from '../../../application/payments/reconcile-payments';
import type { UserSummary } from '../../../application/ports/user-repository';
import type {
  RecomputedRow,
  RecomputeOpenQuotesOutput,
} from '../../../application/staff/recompute-open-quotes';
import { ROLES, type Role } from '../../../domain/accounts/enums';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '../../../domain/payment/ledger-entry';
import { centsOf, Dollars, dollarsOf, ErrorResponse, RealDate, listValues as values } from './common';
import { RecomputeSave } from './staff';

/**
 * Issue 26 "Every staff command works while the site runs": the staff and admin calls behind the CLI's
 * whole-database commands (ours; the specification shows none, docs/api.md). Staff, agents and admins call
 * /api/staff/...; /api/admin/... answers an admin account, or the operator of the machine the server runs on
 * (the operator token of DATA_DIR's control file, docs/decisions.md). Both are refused before the body is read.
 */
export const STAFF_RECONCILE_PATH = '/api/staff/payments/reconcile';
export const STAFF_RECOMPUTE_ALL_PATH = '/api/staff/quotes/recompute-all';
export const ADMIN_USERS_PATH = '/api/admin/users';
export const ADMIN_BACKUP_PATH = '/api/admin/backup';

/**
 * The header that names the operator at the terminal (RELOMOVE_OPERATOR, else user@host), believed only
 * with the operator token: the history records them as the one who made a change, as it does in process.
 */
export const OPERATOR_HEADER = 'X-Relomove-Operator';

/** The media type of an answer streamed as JSON lines, one JSON object a line. */
export const NDJSON_MEDIA_TYPE = 'application/x-ndjson';

// ---- GET /api/staff/payments/reconcile: ReconcilePayments ----

export const WireReconcileDifference = z.object({
  Processor: z.enum(['card processor', 'PayPal']),
  Kind: z.enum(values<LedgerEntryKind>(LEDGER_ENTRY_KINDS)),
  /** The processor's reference (a PayPal void: its authorization's id). */
  Reference: z.string(),
  QuoteId: z.number().int().nullable(),
  Message: z.string(),
});

export const ReconcileResponse = z.object({
  success: z.literal(true),
  /** Ledger rows that move money (Failure rows record what did not happen and are not compared). */
  RowsChecked: z.number().int(),
  /** Processor records compared. */
  RecordsChecked: z.number().int(),
  /** Empty when the ledger and the processors agree to the cent. */
  Differences: z.array(WireReconcileDifference),
});
export type ReconcileResponse = z.infer<typeof ReconcileResponse>;

export const toWireReconcile = (report: ReconcileReport): ReconcileResponse => ({
  success: true,
  RowsChecked: report.rowsChecked,
  RecordsChecked: report.recordsChecked,
  Differences: report.differences.map((d) => ({
    Processor: d.processor,
    Kind: d.kind,
    Reference: d.reference,
    QuoteId: d.quoteId,
    Message: d.message,
  })),
});

export const reconcileFromWire = (w: ReconcileResponse): ReconcileReport => ({
  rowsChecked: w.RowsChecked,
  recordsChecked: w.RecordsChecked,
  differences: w.Differences.map((d) => ({
    processor: d.Processor,
    kind: d.Kind,
    reference: d.Reference,
    quoteId: d.QuoteId,
    message: d.Message,
  })),
});

// ---- POST /api/staff/quotes/recompute-all: RecomputeOpenQuotes ----

/**
 * Re-price every open quote (move date today or later) with the rate card in force today; `since` keeps
 * those created on or after a day; `save {reason}` stores each change (the §4 revision rules apply).
 */
export const RecomputeAllRequest = z
  .object({
    since: RealDate.optional(),
    save: RecomputeSave,
  })
  .strict();
export type RecomputeAllRequest = z.input<typeof RecomputeAllRequest>;

/** A line of the answer while the work goes on: how many open quotes were re-priced of how many. */
export const RecomputeAllProgress = z.object({
  Progress: z.object({ Done: z.number().int(), Total: z.number().int() }),
});

export const WireRecomputedRow = z.object({
  QuoteId: z.number().int(),
  email: z.string(),
  MoveDate: z.string(),
  option: z.string(),
  before: Dollars.nullable(),
  after: Dollars.nullable(),
  difference: Dollars,
  saved: z.boolean(),
});

/** The last line of the answer when the work is done: the counts and each changed quote. */
export const RecomputeAllResult = z.object({
  success: z.literal(true),
  rateCardVersion: z.string(),
  count: z.number().int(),
  changed: z.number().int(),
  saved: z.number().int(),
  skipped: z.number().int(),
  totalDifference: Dollars,
  rows: z.array(WireRecomputedRow),
});
export type RecomputeAllResult = z.infer<typeof RecomputeAllResult>;

/**
 * One line of the streamed answer (JSON lines, `application/x-ndjson`): progress lines, then either the
 * result or, when the work stopped (storage or rate card unavailable), an error line `{success: false,
 * errors}` with nothing more saved.
 */
export const RecomputeAllLine = z.union([RecomputeAllProgress, RecomputeAllResult, ErrorResponse]);

const rowToWire = (r: RecomputedRow) => ({
  ...r,
  before: r.before === null ? null : dollarsOf(r.before),
  after: r.after === null ? null : dollarsOf(r.after),
  difference: dollarsOf(r.difference),
});

export const toWireRecomputeAll = (out: RecomputeOpenQuotesOutput): RecomputeAllResult => ({
  success: true,
  rateCardVersion: out.rateCardVersion,
  count: out.count,
  changed: out.changed,
  saved: out.saved,
  skipped: out.skipped,
  totalDifference: dollarsOf(out.totalDifference),
  rows: out.rows.map(rowToWire),
});

export const recomputeAllFromWire = (w: RecomputeAllResult): RecomputeOpenQuotesOutput => ({
  rateCardVersion: w.rateCardVersion,
  count: w.count,
  changed: w.changed,
  saved: w.saved,
  skipped: w.skipped,
  totalDifference: centsOf(w.totalDifference),
  rows: w.rows.map((r) => ({
    ...r,
    MoveDate: r.MoveDate as IsoDate,
    before: r.before === null ? null : centsOf(r.before),
    after: r.after === null ? null : centsOf(r.after),
    difference: centsOf(r.difference),
  })),
});

// ---- GET and POST /api/admin/users: the accounts (ListUsers, AddUser) ----

/** An account as an admin sees it in a list: never a password or its hash. */
export const WireUser = z.object({
  email: z.string(),
  role: z.enum(values<Role>(ROLES)),
  /** ISO-8601. */
  createdAt: z.string(),
});

export const AdminUsersResponse = z.object({ success: z.literal(true), users: z.array(WireUser) });
export type AdminUsersResponse = z.infer<typeof AdminUsersResponse>;

/**
 * A new account. The values are checked by the account rules (domain/accounts/new-account-rules), the same
 * as `relomove user add` in process, so the 'field - message' lines are the same.
 */
export const AddUserRequest = z
  .object({
    email: z.string().max(320),
    role: z.string().max(32),
    password: z.string().max(1024),
  })
  .strict();
export type AddUserRequest = z.infer<typeof AddUserRequest>;

export const AddUserResponse = z.object({ success: z.literal(true), user: WireUser });
export type AddUserResponse = z.infer<typeof AddUserResponse>;

export const toWireUser = (u: UserSummary | AddUserOutput) => ({
  email: u.email,
  role: u.role,
  createdAt: u.createdAt,
});

/** The reason of a refused new account whose email is in use. */
export const EMAIL_TAKEN_REASON = 'EmailTaken';

// ---- GET /api/admin/backup: a backup of the whole database, streamed ----

/**
 * One line of a backup (docs/cli.md "Backup and restore": the header, each table's section and rows, the
 * sequences, the end line with the row counts and checksum). The CLI keeps the file only when it is whole.
 */
export const BackupLine = z.record(z.string(), z.unknown());
