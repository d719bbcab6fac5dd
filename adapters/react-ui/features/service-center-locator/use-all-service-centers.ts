import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api-context';

/**
 * Every service center, for the map's dots (GET /cities/service-centers): read once per page load and
 * shared by the locator and a center's detail page (one query key).
 */
export function useAllServiceCenters() {
  const api = useApi();
  return useQuery({
    queryKey: ['service-centers-all'],
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: async () => {
      const answer = await api.serviceCenters();
      if (!answer.ok) throw new Error('service centers unavailable');
      return answer.value;
    },
  });
}
