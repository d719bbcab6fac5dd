import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { ServiceCenterDetail } from '../../../http/client/relomove-api';
import type { ServiceCenterSummary } from '../../../http/contract/reference';
import { useApi } from '../../app/api-context';
import { useAllServiceCenters } from './use-all-service-centers';

export type CenterDetailState =
  | { kind: 'loading' }
  /** No center has this code (404), or the code cannot be one (400). */
  | { kind: 'notFound'; code: string }
  | { kind: 'unavailable'; retry(): void }
  | { kind: 'found'; center: ServiceCenterDetail };

/** A way back that is one of our own locator searches (never another site). */
function backToOf(state: unknown): string | null {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && /^\/service-centers(?:\?[^#]*)?$/.test(backTo) ? backTo : null;
}

/**
 * Issue 15: one service center's detail page, /service-centers/{StationCode}, read from GET
 * /cities/service-centers/{id}/detail (§7 serviceCenterDetail), with every center for the map's dots.
 */
export function useCenterDetail(): {
  state: CenterDetailState;
  all: ServiceCenterSummary[];
  backTo: string | null;
} {
  const api = useApi();
  const { code = '' } = useParams();
  const location = useLocation();
  const detail = useQuery({
    queryKey: ['service-center-detail', code.toUpperCase()],
    staleTime: 60 * 60 * 1000,
    retry: false,
    queryFn: () => api.serviceCenterDetail(code),
  });
  const all = useAllServiceCenters();
  let state: CenterDetailState;
  if (detail.isPending) state = { kind: 'loading' };
  else if (detail.isError) state = { kind: 'unavailable', retry: () => void detail.refetch() };
  else if (detail.data.ok) state = { kind: 'found', center: detail.data.value };
  else if (detail.data.error.kind === 'Refused' && detail.data.error.status < 500)
    state = { kind: 'notFound', code };
  else state = { kind: 'unavailable', retry: () => void detail.refetch() };
  return { state, all: all.data ?? [], backTo: backToOf(location.state) };
}
