import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { currentBundle } from './built-bundle';
import { freePort } from './free-port';
import { TEST_NOW } from './test-today';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** How much of a server's output is kept for a failed test to show (the end of it). */
const KEPT_OUTPUT = 1_000_000;
const keep = (text: string): string => (text.length > KEPT_OUTPUT ? text.slice(-KEPT_OUTPUT) : text);

/** The servers started by this test process and not yet exited, for a failed test's report. */
const running = new Set<ServerProcess>();

/**
 * The end of what each running server wrote (its warnings and errors: LOG_LEVEL=warn), so that a browser
 * test that failed on CI can say what the server saw (tests/e2e/support/setup.ts).
 */
export function runningServersOutput(): string[] {
  return [...running].map(
    (server) =>
      `${server.url}\n--- stdout ---\n${server.stdout().slice(-4000)}\n--- stderr ---\n${server.stderr().slice(-4000)}`,
  );
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with how the process ended (reaped by Node), whoever ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr so far (start-up failures, fatal lines). */
  stderr(): string;
  /** The end of what the process wrote to stdout so far: its log (unless started with `{ stdout: 'ignore' }`). */
  stdout(): string;
  /** SIGTERM (a graceful stop: the server closes its database) and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Node's arguments that run the real server (`adapters/http/server/main.ts`, the production composition root):
 * the built bundle `dist/server/main.js`, as `npm start` runs it, while it is current
 * (tests/support/built-bundle.ts), else the sources through tsx. A start of the bundle took about 8 s less CPU
 * on the 2-core test machine: tsx compiles the server's module graph at every start (docs/performance.md,
 * "Suite time, 2026-11-26 (second cut)").
 */
export function serverArguments(): string[] {
  const bundle = currentBundle('server');
  return bundle === null ? ['--import', 'tsx', 'adapters/http/server/main.ts'] : [bundle];
}

/**
 * The real server (serverArguments) in a child process with the given environment, on a free loopback port.
 * Issue 25: its clock starts at the suite's TEST_NOW (SANDBOX_CLOCK), never the day the suite runs; `env` may
 * name another start.
 * Resolves once /api/health answers; rejects if the process exits first. The caller owns the data (DATA_DIR or
 * DATABASE_URL in `env`), so a second process can be started on the same data.
 */
export async function startServerProcess(
  env: Record<string, string>,
  /** Node's arguments (default serverArguments()), e.g. a bundle the test built itself. */
  args: string[] = serverArguments(),
  /** `stdout: 'ignore'`: the server's standard output goes to /dev/null instead of a pipe read here. */
  options: { stdout?: 'pipe' | 'ignore' } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SANDBOX_CLOCK: TEST_NOW,
      ...env,
    },
    stdio: ['ignore', options.stdout ?? 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = keep(stdout + chunk.toString());
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = keep(stderr + chunk.toString());
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  const failed = exited.then(({ code, signal }) => {
    gone = true;
    // With `stdout: 'pipe'` the end of its log too (a fatal start-up line goes there).
    throw new Error(
      `the server exited before it was ready (${code ?? signal}): ${stderr}${stdout ? `\n${stdout.slice(-3000)}` : ''}`,
    );
  });
  // Poll the health endpoint until it answers (no fixed sleeps); each failed attempt yields to the event loop.
  const ready = (async () => {
    while (!gone) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  const server: ServerProcess = {
    url,
    child,
    exited,
    stderr: () => stderr,
    stdout: () => stdout,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}
