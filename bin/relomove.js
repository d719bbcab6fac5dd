#!/usr/bin/env node
/**
 * `npx relomove`: the staff CLI. Runs the bundle dist/cli/main.js (scripts/build-bundles.ts; `npm ci`,
 * `npm install`, `npm run build` and `npm start` make it), which starts in a fraction of a second.
 *
 * The bundle is used only while it is current: none of the files it was built from (listed in
 * dist/cli/inputs.json, installed packages included through node_modules/.package-lock.json) changed
 * since its build started. Otherwise (a checkout with edits or a pull since the last build, or no build
 * at all) the CLI runs from its TypeScript sources through tsx, slower but never stale, and says so once
 * on stderr.
 */
import { readFileSync, statSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const bundle = new URL('dist/cli/main.js', root);

/** Why the bundle cannot be used, or null when it is current. */
function staleness() {
  let built;
  try {
    built = JSON.parse(readFileSync(new URL('dist/cli/inputs.json', root), 'utf8'));
    statSync(bundle);
    statSync(new URL('dist/reference.json', root));
  } catch {
    return 'it has not been built';
  }
  for (const input of built.inputs) {
    try {
      if (statSync(new URL(input, root)).mtimeMs > built.startedAt) return `${input} changed since`;
    } catch {
      return `${input} is gone`;
    }
  }
  return null;
}

const reason = staleness();
if (reason === null) {
  await import(bundle.href);
} else {
  process.stderr.write(
    `relomove: running from source (the built CLI is not current: ${reason}; npm run build makes it fast again)\n`,
  );
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('adapters/cli/main.ts', root).href);
}
