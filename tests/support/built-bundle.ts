import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);

/**
 * The path of the built bundle `dist/<name>/main.js` (scripts/build-bundles.ts) while it is current, else
 * null: current means built, and none of the files it was built from (its inputs.json) changed since its
 * build started. The same rule as the CLI's launcher (bin/relomove.js), so a test never runs a stale build.
 */
export function currentBundle(name: 'server' | 'cli'): string | null {
  const bundle = new URL(`dist/${name}/main.js`, root);
  let built: { startedAt: number; inputs: string[] };
  try {
    built = JSON.parse(readFileSync(new URL(`dist/${name}/inputs.json`, root), 'utf8'));
    statSync(bundle);
    statSync(new URL('dist/reference.json', root));
  } catch {
    return null;
  }
  for (const input of built.inputs) {
    try {
      if (statSync(new URL(input, root)).mtimeMs > built.startedAt) return null;
    } catch {
      return null;
    }
  }
  return fileURLToPath(bundle);
}
