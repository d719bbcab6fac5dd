import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PlaceMappingView } from '../../../../application/place-mappings/place-mapping-views';
import { DEFAULT_MOVE_TIMING } from '../../../../domain/calendar/move-timing-choices';
import { placeLabel } from '../../../../domain/location/typed-place';
import { DEFAULT_HOUSE_SIZE } from '../../../../domain/quote/house-sizes';
import { Route } from '../../../../domain/quote/routes';
import type { CityResult } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';

export type MappingStatusModel =
  | { kind: 'loading' }
  /** No request has this link (or the link is not one of ours). */
  | { kind: 'broken' }
  | { kind: 'unavailable'; retry(): void }
  | {
      kind: 'ready';
      mapping: PlaceMappingView;
      /** Just sent from the form (not a later visit). */
      justSent: boolean;
      /** Starts a quote from a place: the quote form opens with it as Moving From. */
      quoteFrom(place: CityResult): void;
    };

/**
 * The status page of one request (issue 15), by its link alone: what we were told, where it stands, and what
 * happens next. "Get a quote from …" fills the quote form's Moving From with the place (the confirmed place,
 * or meanwhile the nearby town it is priced from) the way a returning visitor's form is filled (§3 form
 * persistence), and opens it.
 */
export function useMappingStatus(): MappingStatusModel {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useParams().token ?? '';
  const query = useQuery({
    queryKey: ['place-mapping', token],
    queryFn: () => api.placeMapping(token),
    retry: false,
  });
  const answer = query.data;
  if (answer === undefined) return { kind: 'loading' };
  if (!answer.ok) {
    return answer.error.kind === 'Refused' && (answer.error.status === 404 || answer.error.status === 400)
      ? { kind: 'broken' }
      : { kind: 'unavailable', retry: () => void query.refetch() };
  }
  return {
    kind: 'ready',
    mapping: answer.value,
    justSent: (location.state as { sent?: boolean } | null)?.sent === true,
    quoteFrom: (place) => {
      void import('../../app/form-storage').then(({ readStoredQuoteForm, storeQuoteForm }) => {
        const stored = readStoredQuoteForm();
        storeQuoteForm({
          from: { text: placeLabel(place), chosen: place },
          to: stored?.to ?? { text: '', chosen: null },
          timing: stored?.timing ?? DEFAULT_MOVE_TIMING,
          sizeLabel: stored?.sizeLabel ?? DEFAULT_HOUSE_SIZE.label,
          email: stored?.email ?? '',
        });
        navigate(Route.movingQuote);
      });
    },
  };
}
