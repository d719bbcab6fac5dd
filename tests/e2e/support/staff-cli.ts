import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from '../../support/test-today';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** How a `relomove` run ended and what it wrote. */
export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the real staff CLI as staff run it from a terminal: `bin/relomove.js <args>` (the built bundle while it
 * is current, else from the sources: bin/relomove.js says which) in a child process, on the data of `dataEnv`
 * (the server's DATABASE_URL and QUOTE_LINK_SECRET: BookingProduct.dataEnv), signed as `operator`.
 * Never throws for a refusal: the caller reads `code` and the output.
 */
export function runCli(
  dataEnv: Readonly<Record<string, string>>,
  args: readonly string[],
  operator = 'e2e-desk@example.com',
): Promise<CliResult> {
  // In process on the server's data: never a remote server or a data folder from the developer's own shell.
  const { RELOMOVE_API: _api, RELOMOVE_TOKEN: _token, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/relomove.js', ...args], {
      cwd: root,
      // Issue 25: the server's clock (support/server-process.ts), so both agree on the day.
      env: { ...inherited, NO_COLOR: '1', SANDBOX_CLOCK: TEST_NOW, ...dataEnv, RELOMOVE_OPERATOR: operator },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
