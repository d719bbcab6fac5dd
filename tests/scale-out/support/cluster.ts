/**
 * Two real server processes on one PostgreSQL schema, behind a real haproxy (Debian's; installed by
 * scripts/ensure-proxy.sh), for the issue 9 scale-out test. Nothing in the product is switched or faked:
 * the instances run the real server (tests/support/server-process.ts serverArguments: the built bundle while it
 * is current, else the sources through tsx) with the settings a deployment uses
 * (docs/operations.md "Several instances"), and the proxy balances round-robin.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { freePort } from '../../support/free-port';
import { serverArguments } from '../../support/server-process';
import { throwawaySchema } from '../../support/test-databases';
import { TEST_NOW } from '../../support/test-today';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A running process with what it printed so far (for the failure message when it stops early). */
export interface Running {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, url: string): Running {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, url, child, output: () => printed };
}

/** Polls `url` until it answers 200; fails as soon as the process exits. No fixed sleeps. */
async function ready(process: Running, path: string): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    process.child.once('exit', (code) =>
      reject(new Error(`${process.name} exited (${code}) before it was ready:\n${process.output()}`)),
    ),
  );
  const answered = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${process.url}${path}`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.race([answered, exited]);
}

async function stop(process: Running): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  const exited = new Promise((resolve) => process.child.once('exit', resolve));
  process.child.kill('SIGTERM');
  await exited;
}

const HAPROXY_CANDIDATES = ['haproxy', '/usr/sbin/haproxy'];

function haproxyBinary(): string {
  for (const candidate of HAPROXY_CANDIDATES) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error('haproxy is not installed: run scripts/ensure-proxy.sh (scripts/test.sh does)');
}

/**
 * Round-robin over the two instances, as a load balancer in front of a deployment would be. The proxy
 * sets X-Forwarded-For to the address it saw, replacing whatever the client sent (the instances trust it
 * from 127.0.0.1; issue 26 finding 5 and docs/operations.md "Behind a proxy": a client on the proxy's own
 * address could otherwise forge the header), and names the instance that answered in X-Served-By, so a
 * test can see that consecutive requests went to different instances.
 */
function haproxyConfig(port: number, a: number, b: number): string {
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 5s
  # An idle stream (GET moves/{id}/stream, issue 28) stays open: the server sends a heartbeat every 15 s.
  timeout client 60s
  timeout server 60s
  # A request to an instance that has stopped goes to the other one (an EventSource reconnecting, issue 28).
  retries 3
  option redispatch

frontend relomove
  bind 127.0.0.1:${port}
  http-request set-header X-Forwarded-For %[src]
  default_backend instances

backend instances
  balance roundrobin
  http-response set-header X-Served-By %s
  server a 127.0.0.1:${a}
  server b 127.0.0.1:${b}
`;
}

export interface Cluster {
  /** The proxy's address. */
  proxy: string;
  /** Each instance's own address, to send a request to one of them on purpose. */
  a: string;
  b: string;
  /** Stops one instance as a deployment does (SIGTERM: it ends its streams and closes its database). */
  stopInstance(name: 'a' | 'b'): Promise<void>;
  /** The shared database (the test's schema), to count what the instances stored. */
  db: Client;
  stop(): Promise<void>;
}

/**
 * Makes a fresh schema in the PostgreSQL of `databaseUrl`, starts two instances on it at the same time
 * (both run the migrations: they take turns on Kysely's advisory lock), and haproxy in front of them.
 */
export async function startCluster(
  databaseUrl: string,
  /** Settings of both instances over the deployment's (e.g. BOT_CHECKS off for a browser test). */
  env: Record<string, string> = {},
): Promise<Cluster> {
  const { databaseUrl: schemaUrl, drop } = await throwawaySchema(databaseUrl, 'scale');
  const dataDir = mkdtempSync(join(tmpdir(), 'relomove-scale-'));
  const started: Running[] = [];
  const db = new Client({ connectionString: schemaUrl });
  const cleanUp = async () => {
    for (const process of started.reverse()) await stop(process);
    await db.end().catch(() => undefined);
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [portA, portB, portProxy] = [await freePort(), await freePort(), await freePort()];
    const shared = {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: schemaUrl,
      // Every instance must have the same quote-link secret; the captcha key comes from the database.
      QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
      BOT_CHECKS: 'on',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Issue 25: both instances start their clocks at the suite's today, never the day the suite runs.
      SANDBOX_CLOCK: TEST_NOW,
      ...env,
    };
    const instance = (name: string, port: number) =>
      run(
        name,
        process.execPath,
        serverArguments(),
        { ...shared, PORT: String(port) },
        `http://127.0.0.1:${port}`,
      );
    const a = instance('instance a', portA);
    const b = instance('instance b', portB);
    started.push(a, b);
    await Promise.all([ready(a, '/api/health'), ready(b, '/api/health')]);

    const config = join(dataDir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig(portProxy, portA, portB));
    const proxy = run(
      'haproxy',
      haproxyBinary(),
      ['-db', '-f', config],
      process.env,
      `http://127.0.0.1:${portProxy}`,
    );
    started.push(proxy);
    await ready(proxy, '/api/health');
    await db.connect();
    return {
      proxy: proxy.url,
      a: a.url,
      b: b.url,
      stopInstance: (name) => stop(name === 'a' ? a : b),
      db,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
