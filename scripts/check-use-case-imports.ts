/**
 * `tsx scripts/check-use-case-imports.ts` — issue 29 "One use case never imports another's file": a use case
 * (a class with an execute() method in application/, convention 3) depends on the pieces it shares with
 * others through their own modules (application/shared/, a port, or an interface such as MoveCharge),
 * never on another use case's file. Prints each such import and exits 1; run by scripts/depcheck.sh.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const APPLICATION = join(ROOT, 'application');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.module.ts') ? [path] : [];
  });
}

/**
 * A use case's file: it exports a class with an `execute(` method (convention 3), outside
 * application/shared/, where the pieces several use cases run (such as EmailQuote) live.
 */
const USE_CASE = /export class \w+[^{]*\{[\s\S]*?\n {2}execute\(/;
const SHARED = join(APPLICATION, 'shared');

export function importsOfOtherUseCases(files: ReadonlyMap<string, string>): string[] {
  const useCases = new Set(
    [...files]
      .filter(([path, text]) => !path.startsWith(SHARED) && USE_CASE.test(text))
      .map(([path]) => path),
  );
  const found: string[] = [];
  for (const file of useCases) {
    for (const [, spec] of (files.get(file) ?? '').matchAll(/from '(\.[^']+)'/g)) {
      const target = normalize(join(dirname(file), `${spec}.ts`));
      if (target !== file && useCases.has(target))
        found.push(`${relative(ROOT, file)} imports the use case ${relative(ROOT, target)}`);
    }
  }
  return found;
}

if (process.argv[1] && normalize(process.argv[1]) === normalize(fileURLToPath(import.meta.url))) {
  const files = new Map(sources(APPLICATION).map((path) => [path, readFileSync(path, 'utf8')] as const));
  const found = importsOfOtherUseCases(files);
  for (const line of found) console.error(`✖ ${line}`);
  if (found.length > 0) process.exit(1);
  console.log(`use cases import no other use case's file: ok (${files.size} application modules)`);
}
