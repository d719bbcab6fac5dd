import type { Cents } from '../../../domain/money/money';
/**
 * What every call of the /api client answers (RelomoveApi and the CLI's StaffApi): a Result-like value, never
 * a thrown error.
 */
export type ApiFailure =
  /** The server answered with `success: false` (4xx lines in §5 'field - message' form, or a business refusal). */
  | {
      kind: 'Refused';
      status: number;
      errors: string[];
      reason?: string;
      /** §8 Messages and ModelErrors, when the answer carries them (reserve, moves/edit): the dashboard's error. */
      messages?: string[];
      modelErrors?: Array<{ type: string; message: string }>;
      /** Issue 27: the total before and after, when step 1's addresses change the price (AddressPriceChanged). */
      priceChange?: { was: Cents; now: Cents };
    }
  /** The network failed, the request was cancelled, or the answer did not match the contract. */
  | { kind: 'Unavailable'; message: string }
  | { kind: 'Cancelled' };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiFailure };

/** An Unavailable failure with its message. */
export const unavailable = (message: string): { ok: false; error: ApiFailure } => ({
  ok: false,
  error: { kind: 'Unavailable', message },
});

/** An error's message, whatever was thrown. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
