import { z } from 'zod';
import { REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { Text } from './common';

/** The proof-of-work bot check on the wire (§5 Bot checks, §7 POST /ajax/recaptcha/verify). */

/** A signed challenge for the browser's solver (altcha); its fields belong to the solver library. */
export const CaptchaChallengeResponse = z.object({
  success: z.literal(true),
  challenge: z.record(z.string(), z.unknown()),
});

/**
 * GET captcha/challenge's query (issue 9 finding 3): with `email`, the challenge a sign-in to that email
 * needs (its work rises after repeated failed sign-ins); without, the everyday bot check's.
 */
export const CaptchaChallengeQuery = z
  .object({
    // Issue 26 finding 2: no control characters (a NUL reached the database, and the answer was 503).
    email: Text(254)
      .refine((s) => s !== '', REQUIRED_MESSAGE)
      .optional(),
  })
  .strict();

/** §7 {token, action}: the solved challenge and what the visitor is doing (e.g. 'quote_submit'). */
export const VerifyCaptchaRequest = z
  .object({
    token: z
      .string()
      .max(4000)
      .refine((s) => s.trim() !== '', REQUIRED_MESSAGE),
    action: z
      .string()
      .max(100)
      .refine((s) => s.trim() !== '', REQUIRED_MESSAGE)
      .refine((s) => /^[A-Za-z0-9_/-]*$/.test(s), 'Value must be letters, digits, _, / or -'),
  })
  .strict();

/** §7 "reads success": true when the token verified; otherwise false with the §8 message. */
export const VerifyCaptchaResponse = z.object({
  success: z.boolean(),
  errors: z.array(z.string()).optional(),
});
export type VerifyCaptchaResponse = z.infer<typeof VerifyCaptchaResponse>;
