import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { quoteLookupKey, zipKey } from './lookup-key';

describe('the quote lookup key (§4 Dupe: same email, lane and date)', () => {
  it('compares ZIPs without case, spaces or the +4 part', () => {
    expect(zipKey(' m5v 2t6 ')).toBe('M5V2T6');
    expect(zipKey('10001-1234')).toBe('10001');
    expect(zipKey('10001')).toBe('10001');
  });

  it('uses the lower-cased email, falling back to the contact email', () => {
    const quote = aQuote(
      {},
      { EmailAddress: '  Pat@Example.COM ', ContactEmailAddress: 'other@example.com' },
    );
    expect(quoteLookupKey(quote).email).toBe('pat@example.com');
    const contactOnly = aQuote({}, { EmailAddress: '', ContactEmailAddress: 'Other@Example.com' });
    expect(quoteLookupKey(contactOnly).email).toBe('other@example.com');
    expect(quoteLookupKey(contactOnly).moveDate).toBe(contactOnly.Details.MoveDate);
  });
});
