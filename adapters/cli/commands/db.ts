import { Command } from 'commander';
import type { CliContext, DatabaseAdminError, DataSetSummary } from '../context';
import { examples } from '../help-text';
import { bold, CliFailure, type CliIo, ExitCode } from '../io';
import { checkReadableFile, checkWritableFile } from '../paths';
import { renderTable } from '../table';

interface JsonOption {
  json?: boolean;
}

/**
 * `relomove db migrate|seed|backup|restore`: the database operations staff need (issue 5). Issue 26: `db
 * backup` is on the staff desk (in process, or streamed from the running server: GET /api/admin/backup);
 * `db restore` needs a stopped server and says so.
 */
export function dbCommand(ctx: CliContext): Command {
  const db = new Command('db')
    .description('Database operations: migrate the schema, load demo data, back up and restore.')
    .addHelpText(
      'after',
      examples(
        'relomove db migrate',
        'relomove db backup backups/relomove-2026-11-21.jsonl',
        'relomove db restore backups/relomove-2026-11-21.jsonl --yes',
      ),
    );
  db.addCommand(migrateCommand(ctx));
  db.addCommand(seedCommand(ctx));
  db.addCommand(backupCommand(ctx));
  db.addCommand(restoreCommand(ctx));
  return db;
}

function migrateCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('migrate')
    .description('Run the pending schema migrations and list those that ran (none when up to date).')
    .option('--json', 'machine-readable output')
    .addHelpText(
      'after',
      examples('relomove db migrate', 'DATABASE_URL=postgres://... relomove db migrate --json'),
    )
    .action(async (opts: JsonOption) => {
      const admin = await ctx.admin();
      const done = await admin.migrate();
      if (done.isErr()) throw refused(done.error);
      const { applied, schema } = done.value;
      if (opts.json) {
        io.out(JSON.stringify({ applied, schema }, null, 2));
        return;
      }
      if (applied.length === 0) {
        io.out(`The schema of ${admin.databaseLabel} is up to date (${schema}); no migration ran.`);
        return;
      }
      io.out(`Ran ${applied.length} migration${applied.length === 1 ? '' : 's'} on ${admin.databaseLabel}:`);
      for (const name of applied) io.out(`  ${name}`);
      io.out(`The schema is now at ${bold(io, schema)}.`);
    });
}

/** The options of `db seed` and `db backup`: --force to go ahead where it would be refused. */
interface ForceOptions extends JsonOption {
  force?: boolean;
}

function seedCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('seed')
    .description(
      'Add the demo accounts and a few demo quotes that are missing (running it again adds nothing). Refused on PostgreSQL without --force: the demo passwords are published.',
    )
    .option('--force', 'seed a PostgreSQL database (DATABASE_URL) too')
    .option('--json', 'machine-readable output')
    .addHelpText('after', examples('relomove db seed', 'relomove db seed --json'))
    .action(async (opts: ForceOptions) => {
      const admin = await ctx.admin();
      if (admin.databaseKind === 'postgres' && !opts.force) {
        throw new CliFailure(
          `Refusing to add demo accounts with published passwords to ${admin.databaseLabel}; add --force if this is a test database.`,
          ExitCode.Refused,
        );
      }
      const { seedDemoUsers, seedDemoQuotes } = await ctx.store();
      const users = await seedDemoUsers.execute();
      if (users.isErr())
        throw new CliFailure(`The database did not answer: ${users.error.message}`, ExitCode.Refused);
      const quotes = await seedDemoQuotes.execute();
      if (quotes.isErr()) {
        const e = quotes.error;
        throw new CliFailure(
          e.kind === 'StorageUnavailable'
            ? `The database did not answer: ${e.message}`
            : 'A demo quote went missing.',
          ExitCode.Refused,
        );
      }
      const added = { users: users.value.created, quotes: quotes.value.created };
      if (opts.json) {
        io.out(JSON.stringify(added, null, 2));
        return;
      }
      if (added.users.length === 0 && added.quotes.length === 0) {
        io.out('The demo data is already there; nothing was added.');
        return;
      }
      io.out(
        renderTable(
          ['Added', 'What'],
          [
            ...added.users.map((email) => ['account', email]),
            ...added.quotes.map((q) => ['quote', `${q.QuoteId} ${q.from} -> ${q.to} (${q.result})`]),
          ],
        ),
      );
    });
}

function backupCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('backup')
    .description(
      'Write every table to a file (JSON lines with the schema version and a checksum), from one consistent snapshot.',
    )
    .argument('<file>', 'where to write the backup (refused if it exists, unless --force)')
    .option('--force', 'replace the file if it exists')
    .option('--json', 'machine-readable output')
    .addHelpText('after', examples('relomove db backup backups/relomove-2026-11-21.jsonl'))
    .action(async (file: string, opts: ForceOptions) => {
      // Before the database is opened: a path that cannot take the file fails at once, in one line.
      checkWritableFile(file, {
        replace: Boolean(opts.force),
        replaceHint: 'choose another file or add --force to replace it',
      });
      const desk = await ctx.desk();
      const done = await desk.backup(file, { overwrite: Boolean(opts.force) });
      if (done.isErr()) throw refused(done.error);
      printDataSet(
        io,
        opts,
        done.value,
        `Backed up ${totalRows(done.value)} rows of ${desk.label} to ${file} (schema ${done.value.schema}).`,
        'The file holds password and session hashes: keep it private (it is written readable by you only).',
      );
    });
}

interface RestoreOptions extends JsonOption {
  yes?: boolean;
}

function restoreCommand(ctx: CliContext): Command {
  const { io } = ctx;
  return new Command('restore')
    .description(
      'Replace every row of every table with a backup, in one transaction: a refused, corrupt or incomplete file changes nothing.',
    )
    .argument('<file>', 'a file written by `relomove db backup`')
    .option('--yes', 'confirm that every current row is replaced')
    .option('--json', 'machine-readable output')
    .addHelpText('after', examples('relomove db restore backups/relomove-2026-11-21.jsonl --yes'))
    .action(async (file: string, opts: RestoreOptions) => {
      if (!opts.yes) {
        throw new CliFailure(
          `yes - Restoring replaces every row of the database with those in ${file}; add --yes to confirm`,
          ExitCode.Usage,
        );
      }
      // Issue 26: the server that holds the data folder must be stopped first; nothing is touched.
      const running = ctx.localServer();
      if (running !== null)
        throw new CliFailure(
          `relomove db restore needs the server stopped: the server at ${running.api} holds the data folder; stop it, then run the restore again.`,
          ExitCode.Usage,
        );
      // Before the database is opened (and migrated): a file that is not there fails at once.
      checkReadableFile(file);
      const admin = await ctx.admin();
      const done = await admin.restore(file);
      if (done.isErr()) throw refused(done.error);
      printDataSet(
        io,
        opts,
        done.value,
        `Restored ${totalRows(done.value)} rows to ${admin.databaseLabel} from ${file} (schema ${done.value.schema}); the rows there before were replaced.`,
      );
    });
}

/** What `db backup` and `db restore` print: the data set as JSON, or its table of rows and then `lines`. */
function printDataSet(io: CliIo, opts: JsonOption, summary: DataSetSummary, ...lines: string[]): void {
  if (opts.json) {
    io.out(JSON.stringify(summary, null, 2));
    return;
  }
  io.out(summaryTable(summary));
  for (const line of lines) io.out(line);
}

function summaryTable(summary: DataSetSummary): string {
  return renderTable(
    ['Table', 'Rows'],
    Object.entries(summary.tables).map(([table, rows]) => [table, String(rows)]),
    [1],
  );
}

function totalRows(summary: DataSetSummary): number {
  return Object.values(summary.tables).reduce((a, b) => a + b, 0);
}

function refused(error: DatabaseAdminError): CliFailure {
  return new CliFailure(error.message, ExitCode.Refused);
}
