import { useSearchParams } from 'react-router';
import { NextAct } from '../../../../domain/quote/routes';
import {
  readNextAct,
  readUnserviceableReason,
  UNSERVICEABLE_REASON_PARAM,
  unserviceableExplanation,
  type WayForward,
} from '../../../../domain/quote/unserviceable-reasons';
import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/**
 * /moving-quotes/quote-unserviceable?nextAct=pd|bg (§2): we cannot move this lane. Issue 10: the page names
 * the §4 reason in words (`&reason=`, domain/quote/unserviceable-reasons.ts) and gives the ways forward for
 * it: the partner of §2 nextAct (pd: the pods brand, bg: the budget brand; their addresses are not shown,
 * so we connect the visitor by phone), other places, or a call.
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
            <Way way={way} nextAct={nextAct} />
          </li>
        ))}
      </ul>
    </InfoPage>
  );
}

function Way({ way, nextAct }: { way: WayForward; nextAct: NextAct | null }) {
  switch (way) {
    case 'partner':
      return nextAct === NextAct.pods ? (
        <>
          A portable storage container service is a good fit for this move. Call us at <PhoneLink /> and we
          will connect you with our container partner.
        </>
      ) : (
        <>
          A budget moving service is a good fit for this move. Call us at <PhoneLink /> and we will connect
          you with our budget partner.
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
