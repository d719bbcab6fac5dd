import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const UI_ROOT = join(__dirname, '..');

/** Every source file of the customer UI (tests and test support left out). */
function uiSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : uiSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the pages read one clock (issue 25)', () => {
  it('no screen reads the machine\'s "now" with new Date() or Date.now(): it asks the page clock, which a test fixes', () => {
    // Elapsed-time measures (a bot-check solve, a stored form's freshness) are not "today" and may stay.
    const allowed = new Set([
      'app/page-clock.tsx',
      'app/form-storage.ts',
      'features/bot-check/use-proof-of-work.ts',
    ]);
    const offenders = uiSources(UI_ROOT).flatMap((file) => {
      const name = relative(UI_ROOT, file);
      if (allowed.has(name)) return [];
      const text = readFileSync(file, 'utf8');
      return /new Date\(\s*\)|Date\.now\(\)/.test(text) ? [name] : [];
    });
    expect(offenders).toEqual([]);
  });
});
