import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest } from '../../tests/support/test-databases';
import { backupDatabase, restoreDatabase } from './backup';
import type { Database } from './database';

/**
 * Issue 9 finding 10: a backup into a folder that does not exist once died with a stack trace (an 'error'
 * event of the partial file's write stream, emitted while the backup awaited the database, with nobody
 * listening). It did not happen every time: a race. Vitest fails a run on any unhandled error, so many
 * attempts here, each with the database busy, catch it; every one must be a BackupFailed result instead.
 */
describe.each(databasesUnderTest())('backup and restore files that cannot be used, on $name', (under) => {
  const dir = mkdtempSync(join(tmpdir(), 'relomove-backup-test-'));
  let database: Database;

  beforeAll(async () => {
    database = await under.open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const backup = (file: string) =>
    backupDatabase(database.db, { file, source: 'test', now: '2026-11-23T12:00:00.000Z', overwrite: false });

  it('answers BackupFailed, naming the file, for a folder that does not exist, every time of 40 (issue 9 finding 10)', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => backup(join(dir, `missing-${i}`, 'sub', 'x.jsonl'))),
    );
    for (const [i, attempt] of attempts.entries()) {
      expect(attempt._unsafeUnwrapErr()).toEqual({
        kind: 'BackupFailed',
        message: expect.stringContaining(join(dir, `missing-${i}`, 'sub', 'x.jsonl')),
      });
    }
  });

  it('answers BackupFailed for a path under a file, and leaves no partial file behind', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'not a folder');
    expect((await backup(join(file, 'x.jsonl')))._unsafeUnwrapErr().kind).toBe('BackupFailed');
    mkdirSync(join(dir, 'empty'));
    expect((await backup(join(dir, 'empty', 'x.jsonl'))).isOk()).toBe(true);
    expect(readdirSync(join(dir, 'empty'))).toEqual(['x.jsonl']);
  });

  it.each([
    ['a folder', () => dir],
    ['a file that cannot be read (EIO)', () => '/proc/self/mem'],
  ])('answers BackupUnreadable for %s, in one line, changing nothing', async (_what, file) => {
    const refused = (await restoreDatabase(database.db, file()))._unsafeUnwrapErr();
    expect(refused.kind).toBe('BackupUnreadable');
    expect(refused.message).toContain(file());
    expect(refused.message).not.toContain('\n');
  });
});
