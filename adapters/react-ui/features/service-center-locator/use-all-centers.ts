import { useQuery } from '@tanstack/react-query';
import type { ServiceCenterSummary } from '../../../http/contract/reference';
import { useApi } from '../../app/api-context';

/**
 * Every service center, for the map and the list of all centers: read once a visit (they change seldom),
 * asked again once on failure; empty until loaded, or if it failed.
 */
export function useAllServiceCenters(): ServiceCenterSummary[] {
  const api = useApi();
  const all = useQuery({
    queryKey: ['service-centers-all'],
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: async () => {
      const answer = await api.serviceCenters();
      if (!answer.ok) throw new Error('service centers unavailable');
      return answer.value;
    },
  });
  return all.data ?? [];
}
