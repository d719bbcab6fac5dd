import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aQuote } from '../../../tests/fixtures/quotes';
import { cliRunner } from '../../../tests/support/cli-runner';
import { TestClock } from '../../../tests/support/test-clock';
import {
  databasesUnderTest,
  openOrThrow,
  pgliteSnapshot,
  undoMigration,
} from '../../../tests/support/test-databases';
import { cliContext, storeSettingsFromEnv } from '../container';
import type { CliIo } from '../io';
import { runCli } from '../program';

const MIGRATIONS = [
  '0001-initial',
  '0002-accounts',
  '0003-quote-changes',
  '0004-quote-document-text',
  '0005-analytics-events',
  '0006-shared-captcha',
  '0007-login-attempt-ids',
  '0008-quote-creator',
  '0009-reservations',
  '0010-saved-cards',
  '0011-appointment-bookings',
  '0012-signup-codes',
  '0013-sandbox-card-charges',
  '0014-sandbox-paypal',
  '0015-sandbox-affirm',
  '0016-payments-ledger',
  '0017-affirm-booking-checkouts',
  '0018-payment-requests',
  '0019-released-capacity',
  '0020-shipment-events',
  '0021-pickup-customer-events',
  '0023-calendar-entries',
  '0027-sms-outbox',
  '0028-message-log',
  '0029-message-preferences',
  '0030-inspection-forms',
  '0031-surveys',
  '0032-place-mappings-referrals',
  '0033-move-changes',
  '0034-account-messages',
  '0035-quote-email-claims',
  '0036-plan-requests',
];
const LATEST = MIGRATIONS.at(-1) ?? '';

const clock = () => new TestClock('2026-11-21T15:00:00.000Z');

/** Every table's rows (as the database renders them, so microseconds count) and every sequence. */
async function everything(db: Kysely<unknown>): Promise<Record<string, string[]>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely%'
    order by table_name`.execute(db);
  const all: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await sql<{
      j: string;
    }>`select row_to_json(t)::text as j from ${sql.table(name)} as t`.execute(db);
    all[name] = rows.rows.map((r) => r.j).sort();
  }
  const sequences = await sql<{ s: string }>`
    select sequencename || '=' || coalesce(last_value::text, 'unused') as s from pg_sequences
    where schemaname = current_schema() order by sequencename`.execute(db);
  all['(sequences)'] = sequences.rows.map((r) => r.s);
  return all;
}

describe.each(databasesUnderTest())(
  'relomove db (issue 5 "db migrate|seed|backup|restore") on $name',
  (under) => {
    const dir = mkdtempSync(join(tmpdir(), 'relomove-db-test-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    describe('migrate, and the schema check of the other commands ("the migrations it needs and no more")', () => {
      let made: Awaited<ReturnType<typeof under.fresh>>;
      let database: Awaited<ReturnType<typeof made.open>>;
      let run: ReturnType<typeof cliRunner>['run'];

      beforeAll(async () => {
        made = await under.fresh();
        database = await made.open({ migrate: false });
        run = cliRunner({ clock: clock(), database }).run;
      }, 60_000);
      afterAll(async () => {
        await database?.close();
        await made?.dispose();
      });

      it('runs nothing before it is asked: the schema is read, not changed, by opening (db migrate is explicit)', async () => {
        const tables = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables where table_schema = current_schema()`.execute(
          database.db,
        );
        expect(tables.rows[0]?.n).toBe(0);
      });

      it('runs every pending migration and lists them', async () => {
        const { code, out } = await run('db', 'migrate');
        expect(code).toBe(0);
        expect(out).toBe(
          [
            `Ran ${MIGRATIONS.length} migrations on test ${database.kind}:`,
            ...MIGRATIONS.map((m) => `  ${m}`),
            `The schema is now at ${LATEST}.`,
          ].join('\n'),
        );
      });

      it('runs nothing when the schema is up to date, and says so (--json: applied [])', async () => {
        const { code, out } = await run('db', 'migrate');
        expect(code).toBe(0);
        expect(out).toContain(`is up to date (${LATEST}); no migration ran.`);
        const json = await run('db', 'migrate', '--json');
        expect(JSON.parse(json.out)).toEqual({ applied: [], schema: LATEST });
      });

      it('lets store commands run once migrated', async () => {
        const { code, out } = await cliRunner({ clock: clock(), database }).run('user', 'list');
        expect(code).toBe(0);
        expect(out).toBe('No accounts.');
      });

      it('a store command on an older schema applies the missing migrations it needs, and says so on stderr (issue 5)', async () => {
        await sql`delete from kysely_migration where name = ${LATEST}`.execute(database.db);
        // Undo what the latest migration did.
        await undoMigration(database, LATEST);
        const fresh = cliRunner({ clock: clock(), database });
        const { code, out, err } = await fresh.run('user', 'list');
        expect(code).toBe(0);
        expect(out).toBe('No accounts.');
        expect(err).toBe(`Applied 1 migration(s) this relomove needs to test ${database.kind}: ${LATEST}`);
        const again = await cliRunner({ clock: clock(), database }).run('user', 'list');
        expect(again.err).toBe('');
      });

      it('accepts a newer schema for store commands but refuses to migrate it', async () => {
        await sql`insert into kysely_migration (name, timestamp) values ('0099-from-the-future', '2026-11-21T15:00:00.000Z')`.execute(
          database.db,
        );
        const fresh = cliRunner({ clock: clock(), database });
        expect((await fresh.run('user', 'list')).code).toBe(0);
        const { code, err } = await fresh.run('db', 'migrate');
        expect(code).toBe(1);
        expect(err).toBe(
          'The database schema is newer than this relomove (it has 0099-from-the-future); use a newer relomove.',
        );
        await sql`delete from kysely_migration where name = '0099-from-the-future'`.execute(database.db);
      });
    });

    describe('seed, backup and restore', () => {
      let database: Awaited<ReturnType<typeof under.open>>;
      let runner: ReturnType<typeof cliRunner>;
      let run: ReturnType<typeof cliRunner>['run'];
      let db: Kysely<unknown>;
      const force = under.name === 'PostgreSQL' ? ['--force'] : [];
      const file = join(dir, 'backup.jsonl');

      beforeAll(async () => {
        database = await under.open();
        db = database.db as unknown as Kysely<unknown>;
        runner = cliRunner({ clock: clock(), database });
        run = runner.run;
      }, 60_000);
      afterAll(() => database?.close());

      if (under.name === 'PostgreSQL') {
        it('refuses to seed demo accounts with published passwords on PostgreSQL without --force', async () => {
          const { code, err } = await run('db', 'seed');
          expect(code).toBe(1);
          expect(err).toMatch(
            /^Refusing to add demo accounts with published passwords to test postgres; add --force/,
          );
          expect(JSON.parse((await run('user', 'list', '--json')).out)).toEqual([]);
        });
      }

      it('seeds the demo accounts and demo quotes, reporting what it added', async () => {
        const { code, out } = await run('db', 'seed', ...force);
        expect(code).toBe(0);
        expect(out).toMatch(/^Added\s+What$/m);
        expect(out).toMatch(/account\s+demo@relomove\.test/);
        expect(out).toMatch(/account\s+staff@relomove\.test/);
        expect(out).toMatch(/quote\s+1000001 10001 -> 90001 \(Auto\)/);
        expect(out).toMatch(/quote\s+1000003 60601 -> 33101 \(\w+\)/);
        const demo = await (await runner.ctx.store()).quotes.findByEmail('demo@relomove.test', 10);
        expect(demo._unsafeUnwrap()).toHaveLength(3);
      });

      it('seeds idempotently: a second run adds nothing (--json shape)', async () => {
        const { code, out } = await run('db', 'seed', '--json', ...force);
        expect(code).toBe(0);
        expect(JSON.parse(out)).toEqual({ users: [], quotes: [] });
        const table = await run('db', 'seed', ...force);
        expect(table.out).toBe('The demo data is already there; nothing was added.');
      });

      it('backs up every table to a private file and lists the rows per table', async () => {
        // A row in every table, with microsecond timestamps, quotes, newlines and non-ASCII text.
        const at = '2026-11-21 15:00:00.123456+00';
        await sql`insert into sessions (id, public_id, user_id, created_at, expires_at)
        select 'hash-of-a-token', 'public-1', id, ${at}::timestamptz, ${at}::timestamptz + interval '14 days'
        from users where email = 'staff@relomove.test'`.execute(db);
        await sql`insert into login_attempts (key, attempted_at) values ('email:pat@example.com', ${at}::timestamptz)`.execute(
          db,
        );
        await sql`insert into quote_changes (quote_id, from_revision, to_revision, changed_at, changed_by, reason)
        values (1000001, 1, 2, ${at}::timestamptz, 'staff@relomove.test', ${'priced "again"\nafter a call — ok'})`.execute(
          db,
        );
        await sql`insert into outbox_emails (quote_id, to_address, subject, text_body, html_body, transport, sent_at)
        values (1000002, 'demo@relomove.test', 'Your quote', 'text', '<p>html</p>', 'sandbox', ${at}::timestamptz)`.execute(
          db,
        );
        await sql`insert into quote_queue (quote_id, phone_number, preferred_time, note, requested_at, updated_at)
        values (1000003, '3125550100', 'morning', 'après 9h', ${at}::timestamptz, ${at}::timestamptz)`.execute(
          db,
        );
        await sql`insert into analytics_events (event_id, name, quote_reference, page, detail, visitor_id, received_at)
        values (41, 'quote success', '1000001', '/moving-quotes/quoteview', '{"a":"b"}', 'visitor-1', ${at}::timestamptz)`.execute(
          db,
        );
        const { code, out } = await run('db', 'backup', file);
        expect(code).toBe(0);
        expect(out).toMatch(/^Table\s+Rows$/m);
        expect(out).toMatch(/^quotes\s+3$/m);
        expect(out).toMatch(/^users\s+2$/m);
        expect(out).toMatch(/^sessions\s+1$/m);
        expect(out).toContain(`to ${file} (schema ${LATEST}).`);
        expect(out).not.toContain('hash-of-a-token');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
        expect(JSON.parse(lines[0] ?? '')).toMatchObject({
          format: 'relomove-backup',
          version: 1,
          createdAt: '2026-11-21T15:00:00.000Z',
          migrations: MIGRATIONS,
        });
        expect(JSON.parse(lines.at(-1) ?? '')).toMatchObject({
          end: true,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
      });

      it('refuses to overwrite an existing file without --force (exit code 1), and answers --json with --force', async () => {
        const refused = await run('db', 'backup', file);
        expect(refused.code).toBe(1);
        expect(refused.err).toBe(`${file} already exists; choose another file or add --force to replace it.`);
        const { code, out } = await run('db', 'backup', file, '--force', '--json');
        expect(code).toBe(0);
        expect(JSON.parse(out)).toEqual({
          file,
          schema: LATEST,
          tables: {
            analytics_events: 1,
            captcha_spent: 0,
            login_attempts: 1,
            quotes: 3,
            outbox_emails: 1,
            outbox_sms: 0,
            quote_changes: 1,
            quote_queue: 1,
            users: 2,
            sessions: 1,
            shared_secrets: 0,
            sandbox_card_requests: 0,
            sandbox_card_tokens: 0,
            sandbox_card_authorizations: 0,
            sandbox_card_captures: 0,
            sandbox_card_refunds: 0,
            sandbox_card_voids: 0,
            sandbox_card_charge_requests: 0,
            reservation_drafts: 0,
            reservations: 0,
            reserve_requests: 0,
            reservation_progress: 0,
            appointment_bookings: 0,
            signup_codes: 0,
            sandbox_affirm_checkouts: 0,
            sandbox_paypal_orders: 0,
            sandbox_paypal_authorizations: 0,
            sandbox_paypal_captures: 0,
            sandbox_paypal_voids: 0,
            sandbox_paypal_refunds: 0,
            sandbox_paypal_requests: 0,
            payment_ledger: 0,
            affirm_booking_checkouts: 0,
            payment_requests: 0,
            shipment_events: 0,
            calendar_entries: 0,
            message_log: 0,
            message_preferences: 0,
            post_delivery_surveys: 0,
            covid_acknowledgements: 0,
            inspection_forms: 0,
            place_mappings: 0,
            referrer_arrivals: 0,
            move_changes: 0,
            quote_email_claims: 0,
            plan_requests: 0,
          },
        });
      });

      it('restores exactly: after changes, every table row and sequence is as at the backup moment, and ids continue from there', async () => {
        const atBackup = await everything(db);
        const store = await runner.ctx.store();
        // Changes after the backup: new rows, an edited row, deleted rows.
        const added = (await store.quotes.insert(aQuote(), '2026-11-21T16:00:00.000Z'))._unsafeUnwrap();
        expect(added.QuoteId).toBe(1000004);
        await sql`update quotes set status = 'Changed' where id = 1000001`.execute(db);
        await sql`delete from sessions`.execute(db);
        await sql`delete from users where email = 'demo@relomove.test'`.execute(db);
        await run('user', 'add', 'late@relomove.test', '--role', 'staff', '--password', 'counter-shift-2027');
        expect(await everything(db)).not.toEqual(atBackup);

        const { code, out } = await run('db', 'restore', file, '--yes');
        expect(code).toBe(0);
        expect(out).toMatch(/^quotes\s+3$/m);
        expect(out).toContain(`from ${file} (schema ${LATEST}); the rows there before were replaced.`);
        expect(out).not.toContain('scrypt');
        expect(await everything(db)).toEqual(atBackup);
        const next = (await store.quotes.insert(aQuote(), '2026-11-21T17:00:00.000Z'))._unsafeUnwrap();
        expect(next.QuoteId).toBe(1000004);
        await sql`delete from quotes where id = 1000004`.execute(db);
      });

      describe('refusals leave every row as it was', () => {
        let before: Record<string, string[]>;
        const variant = (name: string, change: (lines: string[]) => string[]) => {
          const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
          const path = join(dir, name);
          writeFileSync(path, `${change(lines).join('\n')}\n`);
          return path;
        };
        beforeAll(async () => {
          before = await everything(db);
        });

        it.each([
          [
            'a changed value (checksum)',
            (l: string[]) =>
              l.map((x) => (x.startsWith('{"id":1000001,') ? x.replace('"revision":1', '"revision":2') : x)),
          ],
          ['a truncated file (no end line)', (l: string[]) => l.slice(0, -3)],
          ['a row that is not JSON', (l: string[]) => l.map((x, i) => (i === l.length - 3 ? '{"broken' : x))],
          ['lines after the end line', (l: string[]) => [...l, '{}']],
        ])('refuses a damaged backup: %s, with exit code 1', async (name, change) => {
          const path = variant(`damaged-${name.replace(/\W+/g, '-')}.jsonl`, change);
          const { code, err } = await run('db', 'restore', path, '--yes');
          expect(code).toBe(1);
          expect(err).toMatch(
            new RegExp(
              `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged \\(line \\d+: .+\\); nothing was restored\\.$`,
            ),
          );
          expect(await everything(db)).toEqual(before);
        });

        it('refuses a backup from a newer schema version, naming it', async () => {
          const path = variant('newer.jsonl', (l) => {
            const header = JSON.parse(l[0] ?? '');
            header.migrations.push('0099-from-the-future');
            return [JSON.stringify(header), ...l.slice(1)];
          });
          const { code, err } = await run('db', 'restore', path, '--yes');
          expect(code).toBe(1);
          expect(err).toMatch(
            new RegExp(
              `^The backup is from a newer schema version \\(0099-from-the-future\\) than this database \\(${LATEST}\\)`,
            ),
          );
          expect(await everything(db)).toEqual(before);
        });

        it('refuses a backup from an older schema version', async () => {
          const path = variant('older.jsonl', (l) => {
            const header = JSON.parse(l[0] ?? '');
            header.migrations.pop();
            return [JSON.stringify(header), ...l.slice(1)];
          });
          const { code, err } = await run('db', 'restore', path, '--yes');
          expect(code).toBe(1);
          expect(err).toMatch(
            new RegExp(`^The backup is from an older schema version \\(${MIGRATIONS.at(-2)}\\)`),
          );
        });

        it('refuses a file that is not a backup, and a missing file', async () => {
          const path = join(dir, 'notes.txt');
          writeFileSync(path, 'hello\n');
          const notOurs = await run('db', 'restore', path, '--yes');
          expect(notOurs.code).toBe(1);
          expect(notOurs.err).toBe(`${path} is not a relomove backup; nothing was restored.`);
          const missing = await run('db', 'restore', join(dir, 'nothing-here.jsonl'), '--yes');
          expect(missing.code).toBe(1);
          expect(missing.err).toBe(`${join(dir, 'nothing-here.jsonl')} does not exist.`);
          expect(await everything(db)).toEqual(before);
        });

        it('needs --yes to replace the data (usage error, exit code 2)', async () => {
          const { code, err } = await run('db', 'restore', file);
          expect(code).toBe(2);
          expect(err).toBe(
            `yes - Restoring replaces every row of the database with those in ${file}; add --yes to confirm`,
          );
        });
      });

      it('round-trips tables larger than a page, with or without a primary key (duplicate rows too)', async () => {
        await sql`insert into login_attempts (key, attempted_at)
        select 'address:10.0.0.' || (n % 7), timestamptz '2026-11-21 15:00:00.5+00' + (n % 3) * interval '1 microsecond'
        from generate_series(1, 1234) as n`.execute(db);
        await sql`insert into analytics_events (event_id, name, received_at)
        select 1110, 'quote submit ' || n, timestamptz '2026-11-21 15:00:00+00' from generate_series(1, 1234) as n`.execute(
          db,
        );
        const big = join(dir, 'big.jsonl');
        expect((await run('db', 'backup', big)).code).toBe(0);
        const atBackup = await everything(db);
        await sql`delete from login_attempts`.execute(db);
        await sql`delete from analytics_events where id > 1`.execute(db);
        const { code, out } = await run('db', 'restore', big, '--yes', '--json');
        expect(code).toBe(0);
        expect(JSON.parse(out).tables).toMatchObject({ login_attempts: 1235, analytics_events: 1235 });
        expect(await everything(db)).toEqual(atBackup);
      });

      it('answers restore --json with the rows per table', async () => {
        const { code, out } = await run('db', 'restore', file, '--yes', '--json');
        expect(code).toBe(0);
        expect(JSON.parse(out)).toMatchObject({
          file,
          schema: LATEST,
          tables: { quotes: 3, users: 2 },
        });
      });
    });
  },
);

describe('relomove db --help (issue 5: a short description and an example on every command)', () => {
  const { run } = cliRunner({ clock: clock() });
  it.each([
    [['db', '--help'], 'relomove db backup backups/relomove-2026-11-21.jsonl'],
    [['db', 'migrate', '--help'], 'relomove db migrate'],
    [['db', 'seed', '--help'], 'relomove db seed --json'],
    [['db', 'backup', '--help'], 'relomove db backup backups/relomove-2026-11-21.jsonl'],
    [['db', 'restore', '--help'], 'relomove db restore backups/relomove-2026-11-21.jsonl --yes'],
  ])('%j', async (argv, example) => {
    const { code, out } = await run(...argv);
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: relomove db/);
    expect(out).toContain(example);
  });

  it('answers an unknown db subcommand with exit code 2', async () => {
    const { code, err } = await run('db', 'vacuum');
    expect(code).toBe(2);
    expect(err).toMatch(/unknown command 'vacuum'/);
  });
});

describe('PGlite data folder held by another process (issue 5: a clear message, never a corrupted store)', () => {
  it('refuses a store command with exit code 1 and the lock message; the data still opens afterwards', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'relomove-lock-test-'));
    try {
      const config = {
        kind: 'pglite' as const,
        dataDir: join(dataDir, 'pglite'),
        snapshot: await pgliteSnapshot(),
      };
      const server = await openOrThrow(config);
      const out: string[] = [];
      const err: string[] = [];
      const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), color: false };
      let code: number;
      try {
        code = await runCli(
          ['user', 'list'],
          cliContext(io, storeSettingsFromEnv({ DATA_DIR: dataDir }), clock()),
        );
      } finally {
        await server.close();
      }
      expect(code).toBe(1);
      expect(out).toEqual([]);
      expect(err.join('\n')).toMatch(
        new RegExp(
          `^The database cannot be opened: The data folder .*pglite is in use by process ${process.pid} on .+; only one process can open it\\..* While a server runs on PGlite, it owns the data: the staff commands go through it when it wrote DATA_DIR/relomove-server\\.json; otherwise use --api URL --token T, or stop it first\\.$`,
        ),
      );
      const again = await openOrThrow(config);
      try {
        const users = await sql<{ n: number }>`select count(*)::int as n from users`.execute(again.db);
        expect(users.rows[0]?.n).toBe(0);
      } finally {
        await again.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
