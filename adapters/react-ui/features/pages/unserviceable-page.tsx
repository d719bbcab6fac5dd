import { Link, useSearchParams } from 'react-router';
import configuredBrands from '../../../../data/partner-brands.json';
import { indirectMappingPath, PlaceMappingSource } from '../../../../domain/location/place-mapping-routes';
import type { InvalidReason } from '../../../../domain/quote/enums';
import { type PartnerBrand, partnerBrandsFrom } from '../../../../domain/quote/partner-brands';
import { NextAct } from '../../../../domain/quote/routes';
import {
  readNextAct,
  readUnserviceableReason,
  UNSERVICEABLE_REASON_PARAM,
  unserviceableExplanation,
  type WayForward,
} from '../../../../domain/quote/unserviceable-reasons';
import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';
import './unserviceable.css';

/** Issue 15: the partner brands of §2 nextAct as configured (data/partner-brands.json; defaults in the domain). */
export const PARTNER_BRANDS = partnerBrandsFrom(configuredBrands);

/** The kind of service each partner is, in the page's words (kept from issue 10, which tests read). */
const PARTNER_KIND: Readonly<Record<NextAct, string>> = {
  [NextAct.pods]: 'A portable storage container service is a good fit for this move',
  [NextAct.budget]: 'A budget moving service is a good fit for this move',
};

/**
 * /moving-quotes/quote-unserviceable?nextAct=pd|bg (§2): we cannot move this lane. Issue 10: the page names
 * the §4 reason in words (`&reason=`, domain/quote/unserviceable-reasons.ts) and gives the ways forward for
 * it. Issue 15: the partner of §2 nextAct (pd: the pods brand, bg: the budget brand) is named, with what it
 * offers and a link to its site carrying our referral tag (data/partner-brands.json), and our phone line as
 * the other way; a place we could not find can be mapped by hand (§1 the indirect mapping form).
 */
export function UnserviceablePage() {
  const [params] = useSearchParams();
  const nextAct = readNextAct(params.get('nextAct'));
  const reason = readUnserviceableReason(params.get(UNSERVICEABLE_REASON_PARAM));
  const explanation = unserviceableExplanation(reason, nextAct);
  return (
    <InfoPage title="We can't quote this move online">
      <p data-testid="unserviceable-reason">
        <strong>Why:</strong> {explanation.what}. {explanation.detail}
      </p>
      <h2>What you can do</h2>
      <ul className="steps">
        {explanation.ways.map((way) => (
          <li key={way}>
            <Way way={way} nextAct={nextAct} reason={reason} />
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}

/** The partner's way: who they are, what they offer, a link to them, or a call to us. */
export function PartnerWay({ nextAct, brand }: { nextAct: NextAct; brand: PartnerBrand }) {
  return (
    <div className="partner-way">
      <p>
        {PARTNER_KIND[nextAct]}: <strong>{brand.name}</strong> offers {brand.offer}.
      </p>
      <p>
        <a className="button button-primary" href={brand.url} rel="external">
          Continue to {brand.name}
        </a>
      </p>
      <p>
        Or call us at <PhoneLink /> and we will help you with the move.
      </p>
    </div>
  );
}

function Way({
  way,
  nextAct,
  reason,
}: {
  way: WayForward;
  nextAct: NextAct | null;
  reason: InvalidReason | null;
}) {
  switch (way) {
    case 'partner':
      return nextAct ? <PartnerWay nextAct={nextAct} brand={PARTNER_BRANDS[nextAct]} /> : null;
    case 'mapPlace':
      return (
        <>
          Is your town missing from our search?{' '}
          <Link
            to={indirectMappingPath(
              '',
              reason === PlaceMappingSource.InvalidCityOrigin ||
                reason === PlaceMappingSource.InvalidCityDestination ||
                reason === PlaceMappingSource.InvalidCityBoth
                ? reason
                : PlaceMappingSource.CitySearch,
            )}
          >
            Tell us where it is
          </Link>
        </>
      );
    case 'changePlaces':
      return (
        <>
          Moving from or to somewhere else? <NewQuoteLink>Try different locations</NewQuoteLink>
        </>
      );
    case 'call':
      return (
        <>
          Call us at <PhoneLink /> and we will help you find the right service.
        </>
      );
    default: {
      const never: never = way;
      return never;
    }
  }
}
