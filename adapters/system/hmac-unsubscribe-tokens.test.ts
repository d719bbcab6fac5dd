import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UnsubscribeGrant } from '../../application/ports/unsubscribe-tokens';
import { HmacUnsubscribeTokens } from './hmac-unsubscribe-tokens';

const GRANT: UnsubscribeGrant = { email: 'pat@example.com', topic: 'tips' };

describe('HmacUnsubscribeTokens (issue 14 one-click unsubscribe links)', () => {
  it('reads back the address and topic it signed, for every topic, with the address lower-cased', () => {
    const tokens = new HmacUnsubscribeTokens(randomBytes(32));
    for (const topic of ['booking', 'schedule', 'problems', 'money', 'survey', 'tips', 'sms'] as const) {
      expect(tokens.verify(tokens.sign({ email: ' Pat@Example.COM ', topic }))).toEqual({
        email: 'pat@example.com',
        topic,
      });
    }
  });

  it('makes URL-safe tokens (base64url payload and signature, no padding)', () => {
    const token = new HmacUnsubscribeTokens(randomBytes(32)).sign(GRANT);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('is the same for every instance sharing the secret, and refused under another secret', () => {
    const secret = randomBytes(32);
    const token = new HmacUnsubscribeTokens(secret).sign(GRANT);
    expect(new HmacUnsubscribeTokens(Buffer.from(secret)).verify(token)).toEqual(GRANT);
    expect(new HmacUnsubscribeTokens(randomBytes(32)).verify(token)).toBeNull();
  });

  it('signs under a derived key, not the secret itself', () => {
    const secret = randomBytes(32);
    const token = new HmacUnsubscribeTokens(secret).sign(GRANT);
    const [payload = ''] = token.split('.');
    const underSecret = createHmac('sha256', secret).update(payload).digest('base64url');
    expect(token).not.toBe(`${payload}.${underSecret}`);
  });

  it('refuses a tampered payload (another address or topic), a tampered signature, or a cut token', () => {
    const tokens = new HmacUnsubscribeTokens(randomBytes(32));
    const token = tokens.sign(GRANT);
    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ e: 'someone@example.com', t: 'tips' })).toString('base64url');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      token.slice(0, -1),
      `${payload}.`,
      payload,
      `${token}.x`,
      `${payload}=.${signature}`,
      '',
      '.',
      'not a token',
      `${token}${'A'.repeat(600)}`,
    ]) {
      expect(tokens.verify(bad), bad).toBeNull();
    }
  });

  it('refuses a correctly signed payload that is not a grant (defence in depth)', () => {
    const secret = randomBytes(32);
    const key = createHmac('sha256', secret).update('relomove unsubscribe tokens v1').digest();
    const signed = (text: string) => {
      const payload = Buffer.from(text).toString('base64url');
      return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
    };
    const tokens = new HmacUnsubscribeTokens(secret);
    expect(tokens.verify(signed(JSON.stringify({ e: 'pat@example.com', t: 'tips' })))).toEqual(GRANT);
    for (const text of [
      'not json',
      'null',
      '[]',
      '{"e":"pat@example.com","t":"everything"}',
      '{"e":"","t":"tips"}',
    ]) {
      expect(tokens.verify(signed(text)), text).toBeNull();
    }
  });
});
