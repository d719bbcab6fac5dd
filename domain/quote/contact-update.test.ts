import { describe, expect, it } from 'vitest';
import { aQuote } from '../../tests/fixtures/quotes';
import { CONTACT_UPDATE_SUCCESS, withContactEmail } from './contact-update';

describe('the contact update (§5, §7 PUT quotes/{id}/contact)', () => {
  it('sets both EmailAddress and ContactEmailAddress, trimmed (§3 Details)', () => {
    const quote = { ...aQuote(), QuoteId: 1, Revision: 2 };
    const changed = withContactEmail(quote, '  sam@example.com ');
    expect(changed.Details.EmailAddress).toBe('sam@example.com');
    expect(changed.Details.ContactEmailAddress).toBe('sam@example.com');
    expect(changed.Details.Origin).toEqual(quote.Details.Origin);
  });

  it("answers Status 'Success' as §5 requires", () => {
    expect(CONTACT_UPDATE_SUCCESS).toBe('Success');
  });
});
