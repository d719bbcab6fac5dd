/**
 * Issue 27 "The ZIP the customer typed, never an invented one": the ZIP or postal code of a move's address
 * is what the customer gave, on the quote form (when they typed one there) or with the address in
 * reservation step 1. A quote made from a city ("kcmo") has none until the customer gives it: the city
 * index's representative ZIP is used to rate the lane, never stored or shown as the customer's.
 */
import { err, ok, type Result } from 'neverthrow';
import { normalizeZip } from './zip';

/** A full US ZIP (5 digits) or ZIP+4. */
const US_FULL_ZIP = /^[0-9]{5}(-[0-9]{4})?$/;
/** A full Canadian postal code, with or without its middle space. */
const CA_POSTAL_CODE = /^[A-Z][0-9][A-Z] ?[0-9][A-Z][0-9]$/;

/** The messages of the address's ZIP field (ours; docs/decisions.md). */
export const AddressZipMessage = {
  required: 'Please enter the ZIP or postal code of this address',
  us: 'Please enter a 5-digit ZIP code, or ZIP+4 (12345-6789)',
  ca: 'Please enter a postal code like A1A 1A1',
} as const;

/** The label of the field for an address in this country. */
export function zipLabel(country: string): string {
  return country === 'CA' ? 'Postal code' : 'ZIP code';
}

/**
 * A full ZIP or postal code as stored: trimmed, uppercased, a Canadian code with its middle space
 * ('k1a0b1' -> 'K1A 0B1'); the error message when it is empty or not a full code of the address's country
 * (a US address takes a US ZIP, a Canadian one a postal code; any other country either).
 */
export function addressZip(value: string, country: string): Result<string, string> {
  const zip = normalizeZip(value);
  if (zip === '') return err(AddressZipMessage.required);
  const us = US_FULL_ZIP.test(zip);
  const ca = CA_POSTAL_CODE.test(zip);
  const fits = country === 'US' ? us : country === 'CA' ? ca : us || ca;
  if (!fits) return err(country === 'CA' ? AddressZipMessage.ca : AddressZipMessage.us);
  return ok(ca ? `${zip.slice(0, 3)} ${zip.slice(-3)}` : zip);
}

/**
 * The ZIP the customer typed on the quote form (FromInput / ToInput), when what they typed is a full ZIP or
 * postal code; '' for anything else (a city, a shortcut, a 3-digit prefix): that quote has no ZIP yet.
 */
export function typedZip(input: string): string {
  return addressZip(input, '').unwrapOr('');
}

/** Issue 27: a ZIP that names no place we know. */
export const UNKNOWN_ZIP_MESSAGE = 'We could not find this ZIP or postal code. Please check it';
