import './financing-promo.css';
import { useId } from 'react';
import { formatUsd } from '../../../../domain/money/money';
import { aprText, percentText } from '../../../../domain/payment/financing-promo';
import { TableHead } from '../../app/table-head';
import type { FinancingPromoModel } from './use-financing-promo';

/** The words of the §1 financing promo (ours; §1 names the widgets only). */
export const FinancingPromoText = {
  label: 'Financing example',
  asLowAs: (monthly: string) => `As low as ${monthly}/month`,
  example: 'Example',
  /** What the best term is, and that it is an example and no offer. */
  exampleTerm: (months: number, aprBasisPoints: number) =>
    `Example: ${months} monthly payments at ${aprText(aprBasisPoints)}, financing through the Affirm SANDBOX. Not an offer; subject to approval.`,
  terms: 'See the example terms (APR and months)',
  caption: (total: string) => `Example terms for ${total}`,
  months: 'Months',
  apr: 'APR',
  monthly: 'Monthly payment',
  note: 'These terms are an EXAMPLE table for the SANDBOX financing promo, not an offer: no lender has published them for Relomove.',
} as const;

/**
 * §1 financing-promo widget: "As low as $X/month", marked as an example, with the term that gives it (APR,
 * months) and, behind a disclosure, every term of the example table for this total. A pure view: the
 * figures come from the domain through `useFinancingPromo`.
 */
export function FinancingPromoView({ promo }: { promo: FinancingPromoModel }) {
  const id = useId();
  const { best } = promo;
  return (
    <section className="financing-promo" aria-labelledby={`${id}-line`} data-testid="financing-promo">
      <p className="financing-promo-line" id={`${id}-line`}>
        <span data-testid="financing-promo-line">
          {FinancingPromoText.asLowAs(formatUsd(best.monthlyPayment))}
        </span>{' '}
        <span className="financing-promo-tag">{FinancingPromoText.example}</span>
      </p>
      <p className="financing-promo-term">
        {FinancingPromoText.exampleTerm(best.months, best.aprBasisPoints)}
      </p>
      <details className="financing-promo-terms">
        <summary>{FinancingPromoText.terms}</summary>
        <table>
          <caption>{FinancingPromoText.caption(formatUsd(promo.total))}</caption>
          <TableHead
            columns={[FinancingPromoText.months, FinancingPromoText.apr, FinancingPromoText.monthly]}
          />
          <tbody>
            {promo.terms.map((t) => (
              <tr key={t.months}>
                <td>{t.months}</td>
                <td>{percentText(t.aprBasisPoints)}</td>
                <td>{formatUsd(t.monthlyPayment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{FinancingPromoText.note}</p>
      </details>
    </section>
  );
}
