import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

/**
 * The built customer app's files as the server sends them (issue 28 "Compression" and "Caching"): each text
 * file is stored beside itself compressed at build time (`<name>.br`, `<name>.gz`; adapters/react-ui/precompress.ts),
 * and an answer sends the encoding the browser accepts, brotli before gzip, with `Content-Encoding` and
 * `Vary: Accept-Encoding`; nothing is compressed per request. Hashed assets are cached for a year as
 * immutable, every other file is revalidated (`no-cache` with a strong ETag per encoding, answered 304 when
 * it has not changed).
 */

/** A stored encoding and the suffix of its file, in the order the server prefers them. */
export const STORED_ENCODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type StoredEncoding = (typeof STORED_ENCODINGS)[number]['coding'];

/** Vite's hashed files never change under one name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Files whose name stays across releases (index.html, favicon.svg) are kept but revalidated every time. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Where Vite writes the hashed files. */
const HASHED_PREFIX = '/assets/';

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3), among those stored for a file:
 * the one with the highest weight above 0 (a coding's own weight, else `*`'s), brotli first on a tie;
 * null for the file as it is (no header, nothing acceptable stored).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  stored: readonly StoredEncoding[],
): StoredEncoding | null {
  if (!acceptEncoding || stored.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        weight = Number.isFinite(parsed) && parsed >= 0 && parsed <= 1 ? parsed : 0;
      }
    }
    weights.set(coding, Math.max(weight, weights.get(coding) ?? 0));
  }
  let best: StoredEncoding | null = null;
  let bestWeight = 0;
  for (const { coding } of STORED_ENCODINGS) {
    if (!stored.includes(coding)) continue;
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** One file of the build, by the path a browser asks for. */
export interface BuiltFile {
  /** '/assets/index-abc.js', '/index.html'. */
  readonly urlPath: string;
  readonly diskPath: string;
  readonly contentType: string;
  /** The compressed copies stored beside it, in preference order. */
  readonly encodings: readonly StoredEncoding[];
  readonly cacheControl: string;
}

/** The bytes of one encoding of a file and its strong ETag. */
export interface Representation {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
  readonly encoding: StoredEncoding | null;
}

/** What one request is answered with: status, headers and (for GET) the body. */
export interface StaticAnswer {
  readonly status: 200 | 304;
  readonly headers: Record<string, string>;
  readonly body: Uint8Array<ArrayBuffer> | null;
}

/** How a variant's text is compressed for each stored encoding (the build's files are compressed at build time). */
const COMPRESS = { br: brotliCompressSync, gzip: gzipSync } as const;

const isStoredCopy = (name: string) => STORED_ENCODINGS.some(({ suffix }) => name.endsWith(suffix));

/**
 * The files of a build folder, read once per process (the build of this release does not change while it
 * runs): their list at once, each encoding's bytes on its first request.
 */
export class BuiltFiles {
  private readonly files = new Map<string, BuiltFile>();
  private readonly representations = new Map<string, Representation>();
  /** The text of each variant (variant()), by its diskPath. */
  private readonly texts = new Map<string, Buffer<ArrayBuffer>>();

  constructor(dir: string) {
    const names = new Set(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    for (const diskPath of names) {
      if (isStoredCopy(diskPath)) continue;
      const urlPath = `/${relative(dir, diskPath).split(sep).join('/')}`;
      // Build notes such as .vite/manifest.json are not the site's.
      if (urlPath.split('/').some((part) => part.startsWith('.'))) continue;
      this.files.set(urlPath, {
        urlPath,
        diskPath,
        contentType: getMimeType(diskPath) ?? 'application/octet-stream',
        encodings: STORED_ENCODINGS.filter(({ suffix }) => names.has(diskPath + suffix)).map(
          ({ coding }) => coding,
        ),
        cacheControl: urlPath.startsWith(HASHED_PREFIX) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL,
      });
    }
  }

  /** The file a browser path names, or undefined. */
  find(urlPath: string): BuiltFile | undefined {
    return this.files.get(urlPath);
  }

  /**
   * Another version of a built file, made by the server from its text (index.html with a screen's preload
   * links, composition/screen-preloads.ts): kept in memory and answered like the file, each encoding
   * compressed on its first request (nothing is added to the start).
   */
  variant(file: BuiltFile, name: string, text: string): BuiltFile {
    const variant: BuiltFile = {
      ...file,
      diskPath: `${file.diskPath}#${name}`,
      encodings: STORED_ENCODINGS.map(({ coding }) => coding),
    };
    this.texts.set(variant.diskPath, Buffer.from(text, 'utf8'));
    return variant;
  }

  /** The file's text as it is (for a variant made from it). */
  text(file: BuiltFile): string {
    return Buffer.from(this.representation(file, null).body).toString('utf8');
  }

  /** One encoding of a file: its bytes (read or compressed on first use, then kept) and a strong ETag of those bytes. */
  representation(file: BuiltFile, encoding: StoredEncoding | null): Representation {
    const suffix = STORED_ENCODINGS.find(({ coding }) => coding === encoding)?.suffix ?? '';
    const key = file.diskPath + suffix;
    const kept = this.representations.get(key);
    if (kept) return kept;
    const text = this.texts.get(file.diskPath);
    const body = text === undefined ? readFileSync(key) : encoding ? COMPRESS[encoding](text) : text;
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const made = { body, etag: `"${digest}${encoding ? `-${encoding}` : ''}"`, encoding };
    this.representations.set(key, made);
    return made;
  }

  /**
   * The answer to a GET or HEAD of `file`: the encoding the request accepts, its Content-* headers, Vary when
   * the file has compressed copies, its Cache-Control and ETag; 304 without a body when If-None-Match names
   * that ETag.
   */
  answer(
    file: BuiltFile,
    request: { method: string; acceptEncoding?: string; ifNoneMatch?: string },
  ): StaticAnswer {
    const chosen = this.representation(file, chooseEncoding(request.acceptEncoding, file.encodings));
    const headers: Record<string, string> = {
      'Cache-Control': file.cacheControl,
      ETag: chosen.etag,
    };
    if (file.encodings.length > 0) headers.Vary = 'Accept-Encoding';
    if (matchesEtag(request.ifNoneMatch, chosen.etag)) return { status: 304, headers, body: null };
    headers['Content-Type'] = file.contentType;
    headers['Content-Length'] = String(chosen.body.byteLength);
    if (chosen.encoding) headers['Content-Encoding'] = chosen.encoding;
    return { status: 200, headers, body: request.method === 'HEAD' ? null : chosen.body };
  }
}

/** If-None-Match (RFC 9110 §13.1.2, weak comparison): `*` or any listed tag equal to `etag`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
