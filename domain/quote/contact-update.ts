import type { Quote } from './types';

/** §5 "The contact-update call succeeds only when response Status is Success". */
export const CONTACT_UPDATE_SUCCESS = 'Success';

/** §7 PUT quotes/{id}/contact: the quote with a new contact email (Details.EmailAddress and ContactEmailAddress). */
export function withContactEmail(quote: Quote, email: string): Quote {
  const address = email.trim();
  return { ...quote, Details: { ...quote.Details, EmailAddress: address, ContactEmailAddress: address } };
}
