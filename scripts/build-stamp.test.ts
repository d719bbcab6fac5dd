import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, buildIfChanged, buildNeeded, inputFiles, STAMP_FILE } from './build-stamp';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

/** A checkout with a few sources, reference data, a database in the default DATA_DIR and a finished build. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'relomove-stamp-'));
  write('adapters/http/server/main.ts', 'export const a = 1;\n');
  write('adapters/http/server/main.test.ts', 'test\n');
  write('adapters/react-ui/vite.config.ts', 'export default {};\n');
  write('domain/money.ts', 'export const cents = 1;\n');
  write('data/service-centers.json', '[]\n');
  write('data/pglite/base/1', 'pages');
  write('data/secrets/quote-link.key', 'k');
  write('data/relomove-server.json', '{}');
  write('package.json', '{}\n');
  write('package-lock.json', '{}\n');
  write('tsconfig.json', '{}\n');
  for (const output of BUILD_OUTPUTS) write(output, 'built\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs npm start's build step with a build that only counts itself (and answers `code`). */
function start(code = 0): number {
  let builds = 0;
  const exit = buildIfChanged(root, () => {
    builds++;
    return code;
  });
  expect(exit).toBe(code);
  return builds;
}

describe("npm start's build stamp (issue 26, a restart as quick as the server)", () => {
  it('builds on the first start, then skips the build while nothing it reads changed', () => {
    expect(buildNeeded(root)).toBe('no build stamp');
    expect(start()).toBe(1);
    expect(buildNeeded(root)).toBeNull();
    expect(start()).toBe(0);
    expect(start()).toBe(0);
  });

  it.each([
    'adapters/http/server/main.ts',
    'domain/money.ts',
    'data/service-centers.json',
    'package-lock.json',
    'package.json',
    'tsconfig.json',
    'adapters/react-ui/vite.config.ts',
  ])(
    'builds again after %s changed (a source, the reference data, the lockfile or the build configuration)',
    (file) => {
      start();
      write(file, 'changed\n');
      expect(buildNeeded(root)).toBe('the sources, the lockfile or the build configuration changed');
      expect(start()).toBe(1);
      expect(start()).toBe(0);
    },
  );

  it("builds with `always` even when current, and leaves the stamp, so the next start does not build (scripts/test.sh's build)", () => {
    start();
    let builds = 0;
    const always = () =>
      buildIfChanged(
        root,
        () => {
          builds++;
          return 0;
        },
        true,
      );
    expect(always()).toBe(0);
    expect(builds).toBe(1);
    write('domain/money.ts', 'changed\n');
    expect(always()).toBe(0);
    expect(builds).toBe(2);
    expect(buildNeeded(root)).toBeNull();
    expect(start()).toBe(0);
  });

  it('builds again after a new source file appears', () => {
    start();
    write('application/new-use-case.ts', 'export {};\n');
    expect(start()).toBe(1);
  });

  it.each([
    'adapters/http/server/main.test.ts',
    'data/pglite/base/1',
    'data/secrets/quote-link.key',
    'data/relomove-server.json',
    'dist/server/main.js',
  ])(
    'does not build for %s, which no build reads (a test, the database and secrets of ./data, the output)',
    (file) => {
      start();
      write(file, 'changed\n');
      expect(start()).toBe(0);
    },
  );

  it('builds when an output is missing, whatever the stamp says', () => {
    start();
    rmSync(join(root, 'dist/ui/index.html'));
    expect(buildNeeded(root)).toBe('dist/ui/index.html is missing');
    expect(start()).toBe(1);
  });

  it('keeps no stamp after a failed build, so the next start builds again', () => {
    expect(start(1)).toBe(1);
    expect(buildNeeded(root)).toBe('no build stamp');
    expect(start()).toBe(1);
  });

  it('the inputs are the sources, the reference data and the build files; never tests, ./data state or the stamp', () => {
    start();
    expect(inputFiles(root)).toEqual([
      'adapters/http/server/main.ts',
      'adapters/react-ui/vite.config.ts',
      'data/service-centers.json',
      'domain/money.ts',
      'package-lock.json',
      'package.json',
      'tsconfig.json',
    ]);
    expect(inputFiles(root)).not.toContain(STAMP_FILE);
  });
});
