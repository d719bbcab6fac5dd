import type { StationDetail } from '../../domain/quote/types';
import type { Token } from './token';

export interface NearbyStation {
  station: StationDetail;
  /** Great-circle distance from the point asked about, whole miles. */
  miles: number;
}

/** The terminals (service centers) that serve each end of a move (§3 StationDetail). */
export interface ServiceCenterDirectory {
  /** Every station, in a stable order. */
  all(): StationDetail[];
  byStationCode(code: string): StationDetail | null;
  /** The stations nearest a point, nearest first, optionally within one country ('US' or 'CA'). */
  near(latitude: number, longitude: number, limit: number, country?: string): NearbyStation[];
}
export const ServiceCenterDirectory: Token<ServiceCenterDirectory> = Symbol('ServiceCenterDirectory');
