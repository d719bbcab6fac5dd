import { describe, expect, it } from 'vitest';
import { cents } from '../../domain/money/money';
import type { LedgerEntry } from '../../domain/payment/ledger-entry';
import { aLedgerEntry } from '../../tests/fixtures/ledger';
import type { StoredLedgerEntry } from '../ports/payment-ledger';
import { reconcile } from './reconcile-payments';

let id = 0;
const row = (over: Partial<LedgerEntry>): StoredLedgerEntry => ({ ...aLedgerEntry(over), id: ++id });
const card = (kind: 'Authorization' | 'Capture' | 'Refund' | 'Void', reference: string, amount: number) => ({
  processor: 'card processor' as const,
  kind,
  reference,
  amount: cents(amount),
  quoteId: null,
});

describe('reconcile (issue 12 `relomove payments reconcile`)', () => {
  it('agrees when every money row is in the processor’s books with its amount, and every record has its row', () => {
    const rows = [
      row({ kind: 'Authorization', processorReference: 'auth_1', amount: cents(5000) }),
      row({ kind: 'Capture', processorReference: 'cap_1', relatesTo: 'auth_1', amount: cents(5000) }),
      row({
        kind: 'Failure',
        processorReference: '',
        amount: cents(5000),
        failure: { result: 'CardDeclined', message: 'no' },
      }),
    ];
    const report = reconcile(rows, [card('Authorization', 'auth_1', 5000), card('Capture', 'cap_1', 5000)]);
    expect(report).toEqual({ rowsChecked: 2, recordsChecked: 2, differences: [] });
  });

  it('reports a row the processor does not know, an amount that differs, and a record with no row', () => {
    const rows = [
      row({ kind: 'Capture', processorReference: 'cap_2', amount: cents(100) }),
      row({ kind: 'Refund', processorReference: 're_9', amount: cents(50) }),
    ];
    const report = reconcile(rows, [card('Capture', 'cap_2', 101), card('Authorization', 'auth_7', 100)]);
    expect(report.differences.map((d) => [d.kind, d.reference])).toEqual([
      ['Capture', 'cap_2'],
      ['Refund', 're_9'],
      ['Authorization', 'auth_7'],
    ]);
    expect(report.differences[0]?.message).toMatch(/says \$1\.00; the card processor says \$1\.01/);
  });

  it('does not expect the processor to record the release of a hold that had already expired', () => {
    const rows = [
      row({ kind: 'Authorization', processorReference: 'auth_3', amount: cents(900) }),
      row({
        kind: 'Void',
        processorReference: 'auth_3',
        relatesTo: 'auth_3',
        amount: cents(900),
        reason: 'Authorization expired',
      }),
    ];
    expect(reconcile(rows, [card('Authorization', 'auth_3', 900)]).differences).toEqual([]);
  });
});
