/** `relomove quote recompute --all --out file.csv`: the re-priced quotes as CSV, one row a quote. */

import type { RecomputedRow } from '../../../application/staff/recompute-open-quotes';
import { toDollars } from '../../../domain/money/money';
import { dollars } from './quote-output';

const CSV_HEADER = [
  'QuoteId',
  'email',
  'MoveDate',
  'option',
  'old_total',
  'new_total',
  'difference',
  'saved',
];
const csvCell = (v: string | number | boolean | null) => {
  const text = v === null ? '' : String(v);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function csv(rows: readonly RecomputedRow[]): string {
  const lines = rows.map((r) =>
    [
      r.QuoteId,
      r.email,
      r.MoveDate,
      r.option,
      dollars(r.before),
      dollars(r.after),
      toDollars(r.difference),
      r.saved,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[CSV_HEADER.join(','), ...lines].join('\n')}\n`;
}
