import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Issue 28 "Compression": every text file of the built customer app is compressed once, at build time,
 * into `<name>.br` (brotli) and `<name>.gz` (gzip) beside it; the server sends the one the browser accepts
 * (adapters/http/server/static-files.ts) and compresses nothing per request. A copy is written only when
 * it is smaller than the file. Source maps, read only by developer tools, are compressed at a faster
 * brotli level, which keeps the build quick.
 */

/** Text files: scripts, styles, pages, SVG, JSON and source maps, plain text and XML. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|map|txt|xml|webmanifest|ico)$/i;

/** The suffixes of the compressed copies (the server's STORED_ENCODINGS name the same). */
export const COMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli's best level for what a browser loads; a fast one for source maps. */
const BROTLI_QUALITY = { page: constants.BROTLI_MAX_QUALITY, sourceMap: 5 } as const;

export interface CompressedFile {
  /** Relative to the folder. */
  file: string;
  bytes: number;
  /** Bytes of each copy written (absent when it would not have been smaller). */
  br?: number;
  gzip?: number;
}

/** The compressed copies of one file, written beside it when smaller. */
async function compressFile(dir: string, file: string): Promise<CompressedFile> {
  const path = join(dir, file);
  const content = readFileSync(path);
  const quality = file.endsWith('.map') ? BROTLI_QUALITY.sourceMap : BROTLI_QUALITY.page;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const result: CompressedFile = { file, bytes: content.length };
  for (const [suffix, copy, key] of [
    ['.br', br, 'br'],
    ['.gz', gz, 'gzip'],
  ] as const) {
    rmSync(`${path}${suffix}`, { force: true });
    if (copy.length < content.length) {
      writeFileSync(`${path}${suffix}`, copy);
      result[key] = copy.length;
    }
  }
  return result;
}

/** Compresses every text file under `dir` (its earlier copies are replaced). */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => COMPRESSIBLE_FILE.test(file) && statSync(join(dir, file)).isFile(),
  );
  return Promise.all(files.map((file) => compressFile(dir, file)));
}

/** The Vite plugin: once the build (public files included) is written, compresses the output folder. */
export function precompress(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: 'relomove-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      await precompressDirectory(resolve(config.root, config.build.outDir));
    },
  };
}
