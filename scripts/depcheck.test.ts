import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/dependency-rule', import.meta.url));

function violatedRules(): string[] {
  let out: string;
  try {
    out = execFileSync(
      `${root}node_modules/.bin/depcruise`,
      [
        '--config',
        `${root}.dependency-cruiser.cjs`,
        '--output-type',
        'json',
        'domain',
        'application',
        'adapters',
      ],
      { cwd: fixture, encoding: 'utf8' },
    );
  } catch (e) {
    // depcruise exits non-zero when it finds violations; its report is still on stdout.
    out = (e as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } };
  return [...new Set(report.summary.violations.map((v) => v.rule.name))].sort();
}

describe('the dependency rule (architecture.md) fails CI when broken', () => {
  it('flags a domain that imports node builtins or a framework, a use case that imports an adapter, and adapters importing each other', () => {
    expect(violatedRules()).toEqual(
      expect.arrayContaining([
        'adapters-do-not-import-each-other',
        'application-not-to-adapters',
        'domain-is-pure',
        'domain-no-node-builtins',
      ]),
    );
  });
});
