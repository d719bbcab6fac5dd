import { describe, expect, it } from 'vitest';
import { readyLine } from './ready-line';

describe('the ready line (issue 9: the first thing npm start prints)', () => {
  it('names the address, the embedded database folder and where the demo sign-ins are', () => {
    expect(
      readyLine({ port: 3000, host: '0.0.0.0', pgliteDir: './data/pglite', postgres: null, demoUsers: true }),
    ).toBe(
      'Relomove is ready at http://localhost:3000 - embedded PostgreSQL (PGlite) in ./data/pglite; demo sign-ins: README.md, "Quick start"',
    );
  });

  it('names a PostgreSQL server by host, port and database only, and how to add staff when there are no demo accounts', () => {
    const line = readyLine({
      port: 8080,
      host: '127.0.0.1',
      pgliteDir: null,
      postgres: 'db.internal:5432/relomove',
      demoUsers: false,
    });
    expect(line).toBe(
      'Relomove is ready at http://localhost:8080 - PostgreSQL at db.internal:5432/relomove; staff accounts: npx relomove user add (docs/operations.md)',
    );
  });

  it('uses the interface it listens on when that is not this machine', () => {
    expect(
      readyLine({ port: 3000, host: '10.0.0.5', pgliteDir: 'd', postgres: null, demoUsers: true }),
    ).toMatch(/^Relomove is ready at http:\/\/10\.0\.0\.5:3000 - /);
    expect(
      readyLine({ port: 3000, host: 'fd00::5', pgliteDir: 'd', postgres: null, demoUsers: true }),
    ).toMatch(/^Relomove is ready at http:\/\/\[fd00::5\]:3000 - /);
  });
});
