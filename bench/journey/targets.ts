/**
 * The three targets of bench:journey: one instance on PGlite, one on PostgreSQL, two on PostgreSQL behind
 * haproxy (round robin, as tests/scale-out runs them). Every instance sends its email to the benchmark's
 * mailbox and believes X-Forwarded-For from the loopback proxy (TRUST_PROXY), where each simulated customer
 * names its own address.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, postgresSchema, startServer, stop, waitFor } from '../api/processes';

export interface Target {
  name: string;
  url: string;
  stop(): Promise<void>;
}

const instanceEnv = (smtpUrl: string, dataDir: string) => ({
  DATA_DIR: dataDir,
  SMTP_URL: smtpUrl,
  MAIL_FROM: 'Relomove <bench@example.com>',
  TRUST_PROXY: '127.0.0.1',
});

async function instance(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startServer({ ...env, PORT: String(port) }, 'pipe');
  // The server's log is read and dropped, its last lines kept for the message if it stops before answering.
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, child);
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message}\n${printed}`);
  }
  return { url, child };
}

export async function pgliteTarget(smtpUrl: string, dataDir: string): Promise<Target> {
  const one = await instance(instanceEnv(smtpUrl, dataDir));
  return { name: 'one instance, PGlite', url: one.url, stop: () => stop(one.child) };
}

/** One or two instances on a fresh PostgreSQL schema (two: behind haproxy), or why not. */
export async function postgresTarget(
  instances: 1 | 2,
  smtpUrl: string,
  dataDir: string,
): Promise<Target | { skipped: string }> {
  const schema = await postgresSchema('journey');
  if ('skipped' in schema) return schema;
  const env = {
    ...instanceEnv(smtpUrl, dataDir),
    DATABASE_URL: schema.databaseUrl,
    // Every instance must have the same quote-link secret.
    QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
  };
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of started.reverse()) await stop(child);
    await schema.drop();
  };
  try {
    // The first instance migrates the schema before the second starts.
    const a = await instance(env);
    started.push(a.child);
    if (instances === 1) return { name: 'one instance, PostgreSQL', url: a.url, stop: stopAll };
    const b = await instance({ ...env, DATA_DIR: join(dataDir, 'b') });
    started.push(b.child);
    const haproxy = haproxyBinary();
    if (!haproxy) {
      await stopAll();
      return { skipped: 'haproxy is not installed (scripts/ensure-proxy.sh installs it)' };
    }
    const port = await freePort();
    mkdirSync(dataDir, { recursive: true });
    const config = join(dataDir, 'journey-haproxy.cfg');
    writeFileSync(config, haproxyConfig(port, a.url, b.url));
    const proxy = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    started.push(proxy);
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/api/health`, proxy);
    return { name: 'two instances behind haproxy, PostgreSQL', url, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function haproxyBinary(): string | null {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy'])
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  return null;
}

/**
 * Round robin over the two instances, as tests/scale-out/support/cluster.ts has it, except that the
 * client's X-Forwarded-For is kept and the proxy's own hop added after it (`option forwardfor`): the
 * simulated customers stand for people arriving through a load balancer, each from its own address.
 */
function haproxyConfig(port: number, a: string, b: string): string {
  const hostPort = (url: string) => url.replace('http://', '');
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  option forwardfor

frontend relomove
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  server a ${hostPort(a)}
  server b ${hostPort(b)}
`;
}
