import type { IsoDate } from '../../domain/calendar/iso-date';
import type { Token } from './token';

/** Station capacity data: the dates a service center has no equipment left to spot. */
export interface StationCapacity {
  isFull(stationCode: string, date: IsoDate): boolean;
}
export const StationCapacity: Token<StationCapacity> = Symbol('StationCapacity');
