import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

const dirs: string[] = [];
function buildFolder(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'relomove-precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const script = `export function price(lines){return lines.reduce((sum,line)=>sum+line.cents,0)}\n`.repeat(
  200,
);

describe('compressing the built app at build time (issue 28 "Compression")', () => {
  it('writes a brotli and a gzip copy beside every text file, each decompressing to the file', async () => {
    const dir = buildFolder({
      'index.html': `<!doctype html><html><head><title>Relomove</title></head><body>${'<p>moving</p>'.repeat(50)}</body></html>`,
      'assets/index-abc123.js': script,
      'assets/index-abc123.css': '.price{font-variant-numeric:tabular-nums}\n'.repeat(50),
      'assets/index-abc123.js.map': JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(500) }),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(20)}</svg>`,
    });
    const written = await precompressDirectory(dir);
    expect(written.map((f) => f.file).sort()).toEqual([
      'assets/index-abc123.css',
      'assets/index-abc123.js',
      'assets/index-abc123.js.map',
      'favicon.svg',
      'index.html',
    ]);
    for (const { file, bytes, br, gzip } of written) {
      const original = readFileSync(join(dir, file));
      expect(bytes, file).toBe(original.length);
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(original), file).toBe(true);
      expect(br, file).toBeLessThan(bytes);
      expect(gzip, file).toBeLessThan(bytes);
    }
  });

  it('writes no copy that would not be smaller than the file, and leaves binary files alone', async () => {
    const dir = buildFolder({ 'assets/tiny-abc.js': 'a', 'photo.png': Buffer.from([137, 80, 78, 71]) });
    expect(await precompressDirectory(dir)).toEqual([{ file: 'assets/tiny-abc.js', bytes: 1 }]);
    for (const copy of ['assets/tiny-abc.js.br', 'assets/tiny-abc.js.gz', 'photo.png.br', 'photo.png.gz']) {
      expect(existsSync(join(dir, copy)), copy).toBe(false);
    }
  });

  it('replaces the copies of an earlier run, so a copy never outlives its file', async () => {
    const dir = buildFolder({ 'index.html': `<p>${'first '.repeat(100)}</p>` });
    await precompressDirectory(dir);
    writeFileSync(join(dir, 'index.html'), `<p>${'second '.repeat(100)}</p>`);
    await precompressDirectory(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toContain('second');
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toContain('second');
  });
});
