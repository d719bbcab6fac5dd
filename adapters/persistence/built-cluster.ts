import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Issue 26, memory at the first start: the build leaves a freshly initialised PGlite cluster
 * (`dumpDataDir()` tarball, scripts/build-bundles.ts) beside the bundles. A data folder that holds no
 * database yet is made from it instead of by PGlite's initdb, which runs a second PostgreSQL and the initdb
 * program in WebAssembly beside the first and peaked above 1 GB of resident memory (about 360 MB this way).
 *
 * Set by the build (esbuild `define`) to the tarball's path relative to the project root; undeclared when
 * running from source, where initdb runs as before.
 */
declare const RELOMOVE_PGLITE_CLUSTER: string | undefined;

/** The tarball of this build, or null when running from source. */
export function builtClusterFile(): string | null {
  return typeof RELOMOVE_PGLITE_CLUSTER === 'string'
    ? fileURLToPath(new URL(`../../${RELOMOVE_PGLITE_CLUSTER}`, import.meta.url))
    : null;
}

/** The cluster tarball in `file` as PGlite's `loadDataDir` takes it; undefined when there is none to read. */
export function clusterSnapshot(file: string | null): Blob | undefined {
  if (file === null) return undefined;
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}
