import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../tests/support/server-process';
import { until } from '../../../tests/support/until';

/**
 * Issue 26, "Logs arrive as they happen": the real server (`npm start`'s bundle, else the sources) with its
 * standard output a pipe, as under systemd, in a container or `| tee`. The test waits for a condition, never
 * for a time: the line must come without any further request to the server.
 */
describe('the server log on a pipe (issue 26, logs arrive as they happen)', () => {
  let dataDir: string;
  let server: ServerProcess;
  /** The log's JSON lines so far. */
  const lines = () =>
    server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'relomove-log-pipe-'));
    server = await startServerProcess(
      { DATA_DIR: dataDir, LOG_LEVEL: 'info', BOT_CHECKS: 'off', DEMO_USERS: 'off' },
      undefined,
      { stdout: 'pipe' },
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the SANDBOX mailer's sign-up code line on an idle server, with no further traffic (issue 26)", async () => {
    const answer = await fetch(`${server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        EmailAddress: 'pipe-reader@relomove.test',
        FirstName: 'Dana',
        LastName: 'Mover',
        PhoneNumber: '(816) 555-0100',
        Password: 'boxes-and-tape-2026',
      }),
    });
    expect(answer.status).toBe(202);
    // Nothing else is sent to the server from here on: the line has to leave its buffer by itself.
    const found = await until(
      () => lines().find((line) => line.includes('sign-up code')),
      (line) => line !== undefined,
      'the sign-up code line on the server’s stdout pipe',
      { ms: 30_000, show: () => server.stdout().slice(-1500) },
    );
    expect(JSON.parse(found ?? '{}')).toMatchObject({ note: expect.stringMatching(/^sign-up code \d{6}$/) });
  });

  it('names the SANDBOX mailer once in its line: "mailer":"sandbox" is not repeated (issue 26, small things)', async () => {
    const line = await until(
      () => lines().find((l) => l.includes('sign-up code')),
      (l) => l !== undefined,
      'the sign-up code line (the test above asks for it)',
      { ms: 30_000 },
    );
    // JSON.parse keeps the last of two equal keys, so the count is taken on the text of the line.
    expect(line?.match(/"mailer":/g)).toEqual(['"mailer":']);
    expect(JSON.parse(line ?? '{}')).toMatchObject({ mailer: 'sandbox', service: 'relomove' });
  });
});
