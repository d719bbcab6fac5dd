import { readFileSync } from 'node:fs';
import { err, ok, type Result } from 'neverthrow';
import type { FinancingTermsSource } from '../../application/ports/financing-terms-source';
import { type FinancingTerms, parseFinancingTerms } from '../../domain/payment/financing-promo';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';

export const FINANCING_TERMS_FILE = new URL('../../data/financing-terms.json', import.meta.url).pathname;

/**
 * Issue 12, §1 financing promo: the APR and term table of data/financing-terms.json (an EXAMPLE table, not
 * an offer), read once and checked with the domain's `parseFinancingTerms`. A missing or malformed file is
 * a deployment fault, reported at startup with every 'json.path - message' line.
 */
export class JsonFinancingTerms implements FinancingTermsSource {
  private readonly table: FinancingTerms;

  private constructor(table: FinancingTerms) {
    this.table = table;
  }

  static load(file = FINANCING_TERMS_FILE): Result<JsonFinancingTerms, ReferenceDataError> {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      return err(referenceDataUnavailable(file, e));
    }
    const parsed = parseFinancingTerms(json);
    if (parsed.isErr()) {
      return err({ kind: 'ReferenceDataUnavailable', source: file, message: parsed.error.lines.join('; ') });
    }
    return ok(new JsonFinancingTerms(parsed.value));
  }

  terms(): FinancingTerms {
    return this.table;
  }
}
