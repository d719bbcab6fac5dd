import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UnsubscribeGrant, UnsubscribeTokens } from '../../application/ports/unsubscribe-tokens';
import { MAX_UNSUBSCRIBE_TOKEN_LENGTH } from '../../domain/notifications/unsubscribe-headers';
import { UNSUBSCRIBE_TOPICS } from '../../domain/notifications/unsubscribe-rules';
import { jsonObjectOf } from '../json-object';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const TOPICS: readonly string[] = UNSUBSCRIBE_TOPICS;

/**
 * The one-click unsubscribe token of issue 14 (RFC 8058 links): `<payload>.<signature>`, both base64url,
 * the payload the JSON `{"e": email, "t": topic}` and the signature HMAC-SHA-256 of the payload's text under
 * a key of its own, derived from the server secret with a fixed label (like HmacSignUpCodes), so every
 * instance signs and checks alike and a leaked token says nothing about any other key. Tokens do not
 * expire: an old email's link keeps working (docs/decisions.md). Anything not signed here, or not in the
 * one canonical form, is refused.
 */
export class HmacUnsubscribeTokens implements UnsubscribeTokens {
  private readonly key: Buffer;

  /** `secret`: a server secret shared by every instance (the quote-link key); only a derived key is used. */
  constructor(secret: Buffer) {
    this.key = createHmac('sha256', secret).update('relomove unsubscribe tokens v1').digest();
  }

  sign(grant: UnsubscribeGrant): string {
    const payload = Buffer.from(
      JSON.stringify({ e: grant.email.trim().toLowerCase(), t: grant.topic }),
      'utf8',
    ).toString('base64url');
    return `${payload}.${this.signatureOf(payload).toString('base64url')}`;
  }

  verify(token: string): UnsubscribeGrant | null {
    if (typeof token !== 'string' || token.length > MAX_UNSUBSCRIBE_TOKEN_LENGTH) return null;
    const parts = token.split('.');
    if (parts.length !== 2) return null;
    const [payload = '', signature = ''] = parts;
    if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
    const given = Buffer.from(signature, 'base64url');
    // Only the canonical encoding counts: no second spelling of the same bytes.
    if (given.toString('base64url') !== signature) return null;
    const expected = this.signatureOf(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return grantOf(Buffer.from(payload, 'base64url').toString('utf8'));
  }

  private signatureOf(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}

/** The signed payload read back (it was written by `sign`, so anything else is refused, not repaired). */
function grantOf(text: string): UnsubscribeGrant | null {
  const value = jsonObjectOf(text);
  if (value === null) return null;
  const { e, t } = value;
  if (typeof e !== 'string' || e === '' || e.length > 254 || typeof t !== 'string' || !TOPICS.includes(t))
    return null;
  return { email: e, topic: t as UnsubscribeGrant['topic'] };
}
