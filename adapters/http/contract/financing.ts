import { z } from 'zod';
import type { FinancingTerms } from '../../../domain/payment/financing-promo';
import { centsOf, Dollars, dollarsOf } from './common';

/**
 * Issue 12, §1 financing promo (our design, docs/decisions.md): GET /api/financing/terms answers the
 * published APR and term table (data/financing-terms.json, an EXAMPLE table, not an offer) that the quote
 * view and the payment step compute "as low as $X/month" from, with the domain's `asLowAs`. Public reference
 * data: no session, the same answer for everyone, cacheable. Amounts are dollars on the wire (convention 6);
 * the APR is whole basis points (1500 = 15% APR), never a float.
 */
export const FINANCING_TERMS_PATH = '/api/financing/terms';

export const WireFinancingTerm = z.object({
  /** Number of monthly payments. */
  Months: z.number().int().min(1),
  /** Annual percentage rate in basis points: 1500 = 15.00% APR, 0 = interest-free. */
  AprBasisPoints: z.number().int().min(0),
});

export const FinancingTermsResponse = z.object({
  success: z.literal(true),
  /** What the table is: the example table says it is an EXAMPLE, not an offer. */
  Note: z.string(),
  /** No line is shown below this total (the lender's minimum loan). */
  MinimumAmount: Dollars,
  /** No line is shown above this total (the lender's maximum loan). */
  MaximumAmount: Dollars,
  Terms: z.array(WireFinancingTerm).min(1),
});
export type FinancingTermsResponse = z.infer<typeof FinancingTermsResponse>;

export function toWireFinancingTerms(table: FinancingTerms): FinancingTermsResponse {
  return {
    success: true,
    Note: table.note,
    MinimumAmount: dollarsOf(table.minimumAmount),
    MaximumAmount: dollarsOf(table.maximumAmount),
    Terms: table.terms.map((t) => ({ Months: t.months, AprBasisPoints: t.aprBasisPoints })),
  };
}

/** The answer, read back into the domain's table (cents), exactly. */
export function fromWireFinancingTerms(wire: FinancingTermsResponse): FinancingTerms {
  return {
    note: wire.Note,
    minimumAmount: centsOf(wire.MinimumAmount),
    maximumAmount: centsOf(wire.MaximumAmount),
    terms: wire.Terms.map((t) => ({ months: t.Months, aprBasisPoints: t.AprBasisPoints })),
  };
}
