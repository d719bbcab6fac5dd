/**
 * Phone numbers and bodies of text messages (issue 14 SMS transport). Pure rules, shared by every SmsSender.
 */

/** The longest body a text message may have, in characters (the provider's limit; it is sent as segments). */
export const SMS_MAX_CHARACTERS = 1600;

/**
 * A phone number in E.164 form (+ country code and number, at most 15 digits), or null when it cannot be
 * one. The app stores US numbers as 10 digits (§3 SMSPhoneNumber, PhoneNumber "sent as digits only"):
 * those, and 11 digits starting with 1, become +1 numbers. Spaces, dots, dashes and parentheses are
 * ignored. A +1 (North American) number must have 10 digits whose area code and exchange do not start
 * with 0 or 1.
 */
export function toE164(raw: string): string | null {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  let e164: string;
  if (/^\d{10}$/.test(compact)) e164 = `+1${compact}`;
  else if (/^1\d{10}$/.test(compact)) e164 = `+${compact}`;
  else if (/^\+[1-9]\d{1,14}$/.test(compact)) e164 = compact;
  else return null;
  if (e164.startsWith('+1') && !/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164)) return null;
  return e164;
}

/** The GSM 03.38 basic characters (one septet each) and its extension table (two septets each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/**
 * How many segments a body is sent as: GSM-7 text takes 160 septets in one segment, 153 per segment when
 * split; anything else is UCS-2, 70 code units in one segment, 67 when split.
 */
export function smsSegments(body: string): number {
  let septets = 0;
  for (const ch of body) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENSION.includes(ch)) septets += 2;
    else {
      const units = body.length;
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

/** A body's length in characters (code points, so an emoji counts once). */
export function smsCharacters(body: string): number {
  return [...body].length;
}
