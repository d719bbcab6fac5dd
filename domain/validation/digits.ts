/**
 * §3 Contact PhoneNumber "sent as digits only"; §5 "Phone stripped of non-digits before sending"
 * and "Reference numbers are shown digits only".
 */

/** Keeps only the ASCII digits 0-9 of a phone or reference number; null and undefined give ''. */
export function digitsOnly(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[^0-9]/g, '');
}
