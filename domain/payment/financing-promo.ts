/**
 * §1 financing-promo widgets: the "as low as $X/month" line on the quote view and the payment step. The
 * figure comes from a published APR and term table kept as data (data/financing-terms.json, an EXAMPLE
 * table, not an offer) and standard amortization, computed exactly with integers and rounded up to the
 * cent, so the stated monthly payment is never below the real one.
 */
import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents, formatUsd } from '../money/money';
import { isRecord } from '../shared/is-record';
import { formatFieldErrors } from '../validation/field-messages';
import { formatJsonPath, type JsonPath } from '../validation/json-path';

export interface FinancingTerm {
  /** Number of monthly payments. */
  readonly months: number;
  /** Annual percentage rate in basis points: 1500 = 15.00% APR, 0 = interest-free. */
  readonly aprBasisPoints: number;
}

/** The published table (data/financing-terms.json). */
export interface FinancingTerms {
  /** Says what the table is; the example table says it is an EXAMPLE, not an offer. */
  readonly note: string;
  /** Below this total no line is shown (the lender's minimum loan). */
  readonly minimumAmount: Cents;
  /** Above this total no line is shown (the lender's maximum loan). */
  readonly maximumAmount: Cents;
  readonly terms: readonly FinancingTerm[];
}

/** The lowest monthly payment the table offers for a total, with the term that gives it. */
export interface AsLowAs {
  readonly monthlyPayment: Cents;
  readonly months: number;
  readonly aprBasisPoints: number;
}

export type FinancingTermsError = { readonly kind: 'InvalidFinancingTerms'; readonly lines: string[] };

/** Basis points of APR per month: the monthly rate is aprBasisPoints / 120000. */
const MONTHLY_RATE_DENOMINATOR = 120_000n;

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * The monthly payment that repays `principal` over `months` equal payments at the APR (standard
 * amortization, monthly rate APR / 12): P * r * (1 + r)^n / ((1 + r)^n - 1), rounded UP to the cent. With
 * APR 0 it is principal / months rounded up. Computed with integers (bigint), never floats.
 */
export function monthlyPayment(principal: Cents, aprBasisPoints: number, months: number): Cents {
  if (!Number.isSafeInteger(principal) || principal < 0) {
    throw new RangeError(`principal must be whole cents, 0 or more, got ${principal}`);
  }
  if (!Number.isSafeInteger(aprBasisPoints) || aprBasisPoints < 0) {
    throw new RangeError(`aprBasisPoints must be a whole number, 0 or more, got ${aprBasisPoints}`);
  }
  if (!Number.isSafeInteger(months) || months < 1) {
    throw new RangeError(`months must be a whole number, 1 or more, got ${months}`);
  }
  const p = BigInt(principal);
  const n = BigInt(months);
  if (aprBasisPoints === 0) return cents(Number(ceilDiv(p, n)));
  // r = a / b; (1 + r)^n = (b + a)^n / b^n; payment = P * a * (b + a)^n / (b * ((b + a)^n - b^n)).
  const a = BigInt(aprBasisPoints);
  const b = MONTHLY_RATE_DENOMINATOR;
  const grown = (b + a) ** n;
  const base = b ** n;
  return cents(Number(ceilDiv(p * a * grown, b * (grown - base))));
}

/**
 * The "as low as $X/month" figure: the lowest monthly payment over the table's terms (a tie goes to the
 * lower APR, then the shorter term), or null when the total is outside the table's amounts.
 */
export function asLowAs(total: Cents, table: FinancingTerms): AsLowAs | null {
  if (total < table.minimumAmount || total > table.maximumAmount) return null;
  let best: AsLowAs | null = null;
  for (const term of table.terms) {
    const candidate = {
      monthlyPayment: monthlyPayment(total, term.aprBasisPoints, term.months),
      months: term.months,
      aprBasisPoints: term.aprBasisPoints,
    };
    if (
      best === null ||
      candidate.monthlyPayment < best.monthlyPayment ||
      (candidate.monthlyPayment === best.monthlyPayment &&
        (candidate.aprBasisPoints < best.aprBasisPoints ||
          (candidate.aprBasisPoints === best.aprBasisPoints && candidate.months < best.months)))
    ) {
      best = candidate;
    }
  }
  return best;
}

/** A rate in basis points as a percentage: 1500 is '15%', 1075 is '10.75%', 1050 is '10.5%'. */
export function percentText(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const hundredths = basisPoints % 100;
  const fraction = hundredths === 0 ? '' : `.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${fraction}%`;
}

/** An APR in basis points as people read it: 1500 is '15% APR', 1075 is '10.75% APR'. */
export function aprText(aprBasisPoints: number): string {
  return `${percentText(aprBasisPoints)} APR`;
}

/**
 * Issue 27 "Financing promo and Affirm agree": the example plan a total is offered, in one sentence, from the
 * same table and the same choice as the promo's "as low as" line (asLowAs): '12 monthly payments of $87.90 at
 * 15% APR'. The Affirm SANDBOX window shows this, so the promo and the application never name different
 * terms. Null when the total is outside the table's amounts (no line is shown, and no plan either).
 */
export function examplePlanText(total: Cents, table: FinancingTerms): string | null {
  const best = asLowAs(total, table);
  if (best === null) return null;
  return `${best.months} monthly payments of ${formatUsd(best.monthlyPayment)} at ${aprText(best.aprBasisPoints)}`;
}

const MAX_MONTHS = 120;
const MAX_APR_BASIS_POINTS = 10_000;

const isWhole = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

/**
 * Checks parsed JSON as a financing terms table. Every problem is a §5 'json.path - message' line (the
 * rate card's format); an unknown field is reported at its own name. Pure: the adapter reads the file.
 */
export function parseFinancingTerms(json: unknown): Result<FinancingTerms, FinancingTermsError> {
  const problems: { path: JsonPath; message: string }[] = [];
  const problem = (path: JsonPath, message: string) => problems.push({ path, message });
  const unknownFields = (value: Record<string, unknown>, known: readonly string[], at: JsonPath) => {
    for (const key of Object.keys(value)) if (!known.includes(key)) problem([...at, key], 'Unknown field');
  };
  if (!isRecord(json)) {
    return err({ kind: 'InvalidFinancingTerms', lines: ['- The table must be a JSON object'] });
  }
  unknownFields(json, ['note', 'minimumAmount', 'maximumAmount', 'terms'], []);
  const { note, minimumAmount, maximumAmount, terms } = json;
  if (typeof note !== 'string' || note.trim() === '') {
    problem(['note'], 'Value must say what the table is (an EXAMPLE table, or the offer it publishes)');
  }
  if (!isWhole(minimumAmount, 1)) problem(['minimumAmount'], 'Value must be whole cents, 1 or more');
  if (!isWhole(maximumAmount, 1)) problem(['maximumAmount'], 'Value must be whole cents, 1 or more');
  else if (isWhole(minimumAmount, 1) && maximumAmount < minimumAmount) {
    problem(['maximumAmount'], 'maximumAmount must not be below minimumAmount');
  }
  const checked: FinancingTerm[] = [];
  if (!Array.isArray(terms) || terms.length === 0) {
    problem(['terms'], 'Value must be a list of at least one term');
  } else {
    const seen = new Set<number>();
    terms.forEach((term: unknown, i) => {
      if (!isRecord(term)) {
        problem(['terms', i], 'Value must be an object with months and aprBasisPoints');
        return;
      }
      unknownFields(term, ['months', 'aprBasisPoints'], ['terms', i]);
      const { months, aprBasisPoints } = term;
      const monthsOk = isWhole(months, 1, MAX_MONTHS);
      const aprOk = isWhole(aprBasisPoints, 0, MAX_APR_BASIS_POINTS);
      if (!monthsOk) problem(['terms', i, 'months'], `Value must be a whole number from 1 to ${MAX_MONTHS}`);
      else if (seen.has(months))
        problem(['terms', i, 'months'], 'Each term must have its own number of months');
      if (!aprOk) {
        problem(
          ['terms', i, 'aprBasisPoints'],
          `Value must be whole basis points from 0 to ${MAX_APR_BASIS_POINTS} (1500 = 15% APR)`,
        );
      }
      if (monthsOk) seen.add(months);
      if (monthsOk && aprOk) checked.push({ months, aprBasisPoints });
    });
  }
  if (problems.length > 0) {
    return err({
      kind: 'InvalidFinancingTerms',
      lines: formatFieldErrors(problems.map((p) => ({ field: formatJsonPath(p.path), message: p.message }))),
    });
  }
  return ok({
    note: note as string,
    minimumAmount: cents(minimumAmount as number),
    maximumAmount: cents(maximumAmount as number),
    terms: checked,
  });
}
