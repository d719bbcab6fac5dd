import type { RelomoveApi } from '../../../http/client/relomove-api';

/** §7 POST /api/ajax/recaptcha/verify {token, action} (reads success), as the captcha page sees it. */

export type CaptchaVerification =
  | { kind: 'Verified' }
  /** The server looked at the token and refused it (success: false). */
  | { kind: 'Refused' }
  /** The check could not be made: network failure, 4xx/5xx, or an answer we cannot read. */
  | { kind: 'Unavailable' };

export type VerifyCaptchaToken = (token: string, action: string) => Promise<CaptchaVerification>;

/** What the captcha page tells the server the visitor is doing. */
export const CAPTCHA_PAGE_ACTION = 'captcha_verify';

/** The captcha page's verification through the RelomoveApi (§7 POST /ajax/recaptcha/verify). */
export function apiCaptchaVerifier(api: Pick<RelomoveApi, 'verifyCaptcha'>): VerifyCaptchaToken {
  return async (token, action) => {
    const answer = await api.verifyCaptcha(token, action);
    if (answer.ok) return { kind: 'Verified' };
    // The server looked at the token and said no (200, success: false); anything else is a failed check.
    return answer.error.kind === 'Refused' && answer.error.status === 200
      ? { kind: 'Refused' }
      : { kind: 'Unavailable' };
  };
}
