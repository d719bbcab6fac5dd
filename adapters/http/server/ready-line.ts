/**
 * The one plain line `npm start` prints the moment the server listens (issue 9): where to open the site,
 * which database it uses (a PostgreSQL address never shows its password) and where the demo sign-ins are.
 */
export interface ReadyFacts {
  /** The port the server listens on. */
  port: number;
  /** The interface it listens on (HOST). */
  host: string;
  /** The embedded database's folder, as configured (DATA_DIR + /pglite), or null with DATABASE_URL. */
  pgliteDir: string | null;
  /** host:port/database of DATABASE_URL, without user or password. */
  postgres: string | null;
  /** Whether the demo accounts are seeded (DEMO_USERS). */
  demoUsers: boolean;
}

/** Interfaces a browser on this machine reaches as localhost. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

export function readyLine(facts: ReadyFacts): string {
  const host = LOCAL_HOSTS.has(facts.host)
    ? 'localhost'
    : facts.host.includes(':')
      ? `[${facts.host}]`
      : facts.host;
  const database =
    facts.pgliteDir !== null
      ? `embedded PostgreSQL (PGlite) in ${facts.pgliteDir}`
      : `PostgreSQL at ${facts.postgres ?? 'DATABASE_URL'}`;
  const accounts = facts.demoUsers
    ? 'demo sign-ins: README.md, "Quick start"'
    : 'staff accounts: npx relomove user add (docs/operations.md)';
  return `Relomove is ready at http://${host}:${facts.port} - ${database}; ${accounts}`;
}
