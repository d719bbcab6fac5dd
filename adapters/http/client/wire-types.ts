import type { z } from 'zod';
import type { Cents } from '../../../domain/money/money';

/**
 * Issue 29: the client's answer types are the contract's (`z.output` of its schemas, type-only imports, so zod
 * stays off the landing page's bundle) with the few changes the client makes as it reads an answer.
 */

/** A successful answer as a call returns it: the contract's schema output without its `success` flag. */
export type WireAnswer<S extends z.ZodType> = Omit<z.output<S>, 'success'>;

/** Wire dollars read as cents (architecture.md convention 6): the named fields become Cents, null kept. */
export type InCents<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Cents | null : Cents;
};
