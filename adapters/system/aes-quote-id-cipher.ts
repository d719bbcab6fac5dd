import { createCipheriv, createDecipheriv, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { err, ok, type Result } from 'neverthrow';
import type { InvalidQuoteToken, QuoteIdCipher } from '../../application/ports/quote-id-cipher';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ID_BYTES = 8;

/**
 * QuoteIdEncrypted: AES-256-GCM over the quote id, as base64url(iv | ciphertext | tag). The random IV
 * makes every token different; the tag makes a tampered or foreign token fail to decrypt.
 */
export class AesQuoteIdCipher implements QuoteIdCipher {
  /**
   * Made once: handing Node the raw Buffer makes it build a key object on every call, which measured as
   * much as the cipher work itself (docs/performance.md, issue 9).
   */
  private readonly key: KeyObject;

  /**
   * Tokens opened lately and the ids they name: a token always opens to the same id under one key, and a
   * returning customer's page asks with the same token again and again (GET quotes/view, issue 28).
   * Only tokens that decrypted are kept.
   */
  private readonly opened = new LRUCache<string, number>({ max: 10_000 });

  constructor(key: Buffer) {
    if (key.length !== 32) throw new RangeError('the quote link key must be 32 bytes');
    this.key = createSecretKey(key);
  }

  encrypt(quoteId: number): string {
    const iv = randomBytes(IV_BYTES);
    const plain = Buffer.alloc(ID_BYTES);
    plain.writeBigUInt64BE(BigInt(quoteId));
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  decrypt(token: string): Result<number, InvalidQuoteToken> {
    const known = this.opened.get(token);
    if (known !== undefined) return ok(known);
    const opened = this.open(token);
    if (opened.isOk()) this.opened.set(token, opened.value);
    return opened;
  }

  private open(token: string): Result<number, InvalidQuoteToken> {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return err({ kind: 'InvalidQuoteToken' });
    const raw = Buffer.from(token, 'base64url');
    // base64url decoding ignores a trailing partial character: only the exact encoding is ours.
    if (raw.length !== IV_BYTES + ID_BYTES + TAG_BYTES || raw.toString('base64url') !== token) {
      return err({ kind: 'InvalidQuoteToken' });
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES + ID_BYTES));
      const plain = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, IV_BYTES + ID_BYTES)),
        decipher.final(),
      ]);
      const id = plain.readBigUInt64BE();
      return id <= BigInt(Number.MAX_SAFE_INTEGER) ? ok(Number(id)) : err({ kind: 'InvalidQuoteToken' });
    } catch {
      return err({ kind: 'InvalidQuoteToken' });
    }
  }
}
