import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * The key of QuoteIdEncrypted links. With DATABASE_URL it must come from QUOTE_LINK_SECRET (config.ts);
 * the embedded default keeps one in the data folder, made on first start, so links survive restarts.
 */
export function quoteLinkKey(configured: string | null, keyFile: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  if (existsSync(keyFile)) {
    const stored = readFileSync(keyFile, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex');
  }
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return key;
}
