import { useQuery } from '@tanstack/react-query';
import type { IsoWeekday, StationDetail } from '../../../../../domain/quote/types';
import type { ServiceCentersNearResponse } from '../../../../http/contract/reference';
import { useApi } from '../../../app/api-context';

/** How many service centers step W offers at a terminal end (issue 11: "the nearest ones"). */
export const NEAREST_CENTERS = 5;

type WireCenter = ServiceCentersNearResponse['serviceCenters'][number];

/**
 * A service center the customer may choose: the locator's answer (distance, address, phone) and its
 * ServiceDays (the locator's answer carries them, and so does the quote's own station).
 */
export type NearbyCenter = Pick<
  WireCenter,
  'StationCode' | 'CityName' | 'StateCode' | 'Address' | 'ZipCode' | 'CustomerServicePhoneNumber' | 'miles'
> & {
  ServiceDays?: readonly IsoWeekday[];
};

/** Where a center is and how to call it, as the locator and the quote's station both name them. */
type CenterPlace = Omit<NearbyCenter, 'miles' | 'ServiceDays'>;

/** Only the place's fields (the wire types carry more). */
function placeOf(center: CenterPlace): CenterPlace {
  const { StationCode, CityName, StateCode, Address, ZipCode, CustomerServicePhoneNumber } = center;
  return { StationCode, CityName, StateCode, Address, ZipCode, CustomerServicePhoneNumber };
}

function fromWire(center: WireCenter): NearbyCenter {
  return { ...placeOf(center), miles: center.miles, ServiceDays: center.ServiceDays as IsoWeekday[] };
}

export interface NearbyCenters {
  loading: boolean;
  /** True when the locator did not answer: only the quote's own station is offered. */
  failed: boolean;
  centers: NearbyCenter[];
}

/** The quote's own station as a choice (distance unknown: 0 miles is not claimed, so it is omitted). */
function fromStation(station: StationDetail): NearbyCenter {
  return { ...placeOf(station), miles: Number.NaN, ServiceDays: station.ServiceDays };
}

/**
 * The service centers nearest one end of the move (GET service centers near a ZIP, §7 reference data),
 * with the quote's own station's ServiceDays filled in, and that station kept as a choice when the locator
 * fails or leaves it out.
 */
export function useNearbyCenters(
  zip: string,
  station: StationDetail | null,
  enabled: boolean,
): NearbyCenters {
  const api = useApi();
  const active = enabled && zip !== '';
  const query = useQuery({
    queryKey: ['service-centers-near', zip, NEAREST_CENTERS],
    enabled: active,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: async () => {
      const answer = await api.serviceCentersNear(zip, NEAREST_CENTERS);
      if (!answer.ok) throw new Error('service centers unavailable');
      return answer.value.serviceCenters.map(fromWire);
    },
  });
  const found: NearbyCenter[] = query.data ?? [];
  const centers = found.map((c) =>
    station && c.StationCode === station.StationCode && !c.ServiceDays
      ? { ...c, ServiceDays: station.ServiceDays }
      : c,
  );
  const loading = active && query.isPending;
  if (station && !loading && !centers.some((c) => c.StationCode === station.StationCode)) {
    centers.push(fromStation(station));
  }
  return { loading, failed: query.isError || (enabled && zip === ''), centers };
}
