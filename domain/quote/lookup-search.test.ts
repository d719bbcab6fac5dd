import { describe, expect, it } from 'vitest';
import { placeLine, readLookupSearch } from './lookup-search';

describe('readLookupSearch (staff lookup search term)', () => {
  it('reads digits as a reference number, forgiving #, spaces and dashes', () => {
    expect(readLookupSearch('1000001')).toEqual({ kind: 'reference', quoteId: 1000001 });
    expect(readLookupSearch(' #1000-001 ')).toEqual({ kind: 'reference', quoteId: 1000001 });
  });

  it('reads an email address, lower-cased', () => {
    expect(readLookupSearch(' Pat@Example.COM ')).toEqual({ kind: 'email', email: 'pat@example.com' });
    expect(readLookupSearch('pat@@example.com')).toEqual({ kind: 'unrecognised' });
  });

  it('reads a link token (base64url, 16 to 200 characters)', () => {
    const token = 'q7Hk2LmP9xRt_-abcdEFGH';
    expect(readLookupSearch(token)).toEqual({ kind: 'token', token });
    expect(readLookupSearch('short')).toEqual({ kind: 'unrecognised' });
  });

  it('anything else is unrecognised', () => {
    for (const term of ['', '   ', '#', '-', 'New York', '1234567890123456789', 'a'.repeat(201)]) {
      expect(readLookupSearch(term), term).toEqual({ kind: 'unrecognised' });
    }
  });
});

describe('placeLine', () => {
  it("writes 'City, ST ZIP' and leaves out blank parts", () => {
    expect(placeLine({ City: 'New York', State: 'NY', ZIP: '10001' })).toBe('New York, NY 10001');
    expect(placeLine({ City: '', State: 'NY', ZIP: '10001' })).toBe('NY 10001');
    expect(placeLine({ City: 'Toronto', State: 'ON', ZIP: '' })).toBe('Toronto, ON');
  });
});
