import { useSearchParams } from 'react-router';
import { NextAct } from '../../../../domain/quote/routes';
import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/**
 * /moving-quotes/quote-unserviceable?nextAct=pd|bg (§2): we cannot move this lane. pd sends the visitor to
 * the pods brand, bg to the budget brand; the partners' addresses are not shown, so we name the kind of
 * service and offer our phone line.
 */
export function UnserviceablePage() {
  const [params] = useSearchParams();
  const nextAct = params.get('nextAct');
  return (
    <InfoPage title="We can't quote this move online">
      <p>Relomove does not serve one of these locations, or this distance, with containers or trailers.</p>
      {nextAct === NextAct.pods ? (
        <p>
          A portable storage container service is a good fit for this move. Call us at <PhoneLink /> and we
          will connect you with our container partner.
        </p>
      ) : nextAct === NextAct.budget ? (
        <p>
          A budget moving service is a good fit for this move. Call us at <PhoneLink /> and we will connect
          you with our budget partner.
        </p>
      ) : (
        <p>
          Call us at <PhoneLink /> and we will help you find the right service.
        </p>
      )}
      <p>
        <NewQuoteLink>Try different locations</NewQuoteLink>
      </p>
    </InfoPage>
  );
}
