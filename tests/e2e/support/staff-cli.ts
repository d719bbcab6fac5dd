import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from '../../support/test-today';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * When this file's sandbox time began (before its servers started at TEST_NOW). Each run's clock starts where
 * the suite's has got to by now, not at TEST_NOW again: two events recorded by two runs a moment apart are
 * never stamped in the wrong order (a clock a second or two ahead of the server's is harmless).
 */
const SANDBOX_ZERO_MS = Date.now();
const sandboxNow = () => new Date(Date.parse(TEST_NOW) + (Date.now() - SANDBOX_ZERO_MS)).toISOString();

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
      // Issue 25: the server's clock (support/server-process.ts), so both agree on the day and the order.
      env: {
        ...inherited,
        NO_COLOR: '1',
        SANDBOX_CLOCK: sandboxNow(),
        ...dataEnv,
        RELOMOVE_OPERATOR: operator,
      },
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
