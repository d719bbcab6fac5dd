import { formatUsdShort } from '../../../../domain/money/money';
import { LIABILITY_TIERS } from '../../../../domain/pricing/liability';
import { HOUSE_SIZES } from '../../../../domain/quote/house-sizes';
import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/** /customer-service/faq (§2 Help). Answers draw their numbers from the domain, so they never drift. */
export function FaqPage() {
  const paidTiers = LIABILITY_TIERS.filter((t) => t.fee > 0);
  return (
    <InfoPage title="Frequently asked questions">
      <details>
        <summary>Do I need a credit card to get a quote?</summary>
        <p>No. Quotes are free: no credit cards, no fees, no hassles.</p>
      </details>
      <details>
        <summary>What is the difference between a trailer and a ReloCube?</summary>
        <p>
          A trailer is priced by the linear feet of space your belongings use, and is dropped off and
          collected at your door. ReloCubes are priced per cube and can be loaded at your home or at a service
          center.
        </p>
      </details>
      <details>
        <summary>How much trailer space will I need?</summary>
        <p>Our estimates by home size:</p>
        <ul>
          {HOUSE_SIZES.map((size) => (
            <li key={size.label}>
              {size.label}: about {size.LinearFeet} linear feet
            </li>
          ))}
        </ul>
      </details>
      <details>
        <summary>Is my move insured?</summary>
        <p>
          Standard coverage is included at no charge. You can add more:{' '}
          {paidTiers.map((t) => `${t.label.replace(/ \(.*\)$/, '')} for ${formatUsdShort(t.fee)}`).join(', ')}
          .
        </p>
      </details>
      <details>
        <summary>When am I charged?</summary>
        <p>Nothing is charged until we're in transit with your loaded container.</p>
      </details>
      <p>
        Still have a question? Call us at <PhoneLink />.
      </p>
      <p>
        <NewQuoteLink>Get a moving quote</NewQuoteLink>
      </p>
    </InfoPage>
  );
}
