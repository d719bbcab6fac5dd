/** The refusals of signing up (RegisterCustomer, VerifySignUp): shared, so neither use case imports the other. */
/** Too many sign-up requests (or code tries) from this address or for this email: wait `minutes`. */
export type TooManySignUps = { kind: 'TooManySignUps'; minutes: number };
/**
 * The email service would not take the message. It depends only on the address (a malformed one, a bounce,
 * or the service being down for now), never on whether the address has an account.
 */
export type SignUpMailRefused = { kind: 'SignUpMailRefused'; message: string; temporary: boolean };
