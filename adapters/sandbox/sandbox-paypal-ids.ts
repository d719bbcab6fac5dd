import { randomInt } from 'node:crypto';

/** PayPal's ids: 17 upper-case letters and digits; a PayerID has 13. */
export const PAYPAL_ID_LENGTH = 17;
export const PAYER_ID_LENGTH = 13;
/** PayPal-Request-Id: 1 to 108 characters. */
export const MAX_REQUEST_ID_LENGTH = 108;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A random id of upper-case letters and digits, like PayPal's (never derived from anything). */
export function randomPayPalId(length: number = PAYPAL_ID_LENGTH): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
