import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import type { StationDetail } from '../../domain/quote/types';
import type { CityDirectory, CityRecord } from '../ports/city-directory';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { FindServiceCentersNearPoint, NEAR_POINT_MAX_MILES } from './find-service-centers-near-point';

const place = (over: Partial<CityRecord>): CityRecord => ({
  CityName: 'Denver',
  StateCode: 'CO',
  StateName: 'Colorado',
  ZipCode: '80202',
  ZipLow: '80202',
  ZipHigh: '80202',
  CountyName: 'Denver',
  Country: 'US',
  FIPS: '08031',
  Latitude: 39.75,
  Longitude: -105,
  ...over,
});

const station = (code: string, latitude: number, longitude: number): StationDetail =>
  ({
    StationCode: code,
    Latitude: latitude,
    Longitude: longitude,
    Holidays: [isoDate('2026-12-25')],
  }) as StationDetail;

function useCase(nearest: { place: CityRecord; miles: number } | null) {
  const asked: Array<{ limit: number; country: string | undefined }> = [];
  const cities: CityDirectory = {
    search: () => [],
    byZip: () => null,
    byCity: () => null,
    nearest: () => nearest,
  };
  const stations: ServiceCenterDirectory = {
    all: () => [],
    byStationCode: () => null,
    near: (_lat, _lng, limit, country) => {
      asked.push({ limit, country });
      return [{ station: station('DEN', 39.78, -104.97), miles: 3 }];
    },
  };
  return { findNear: new FindServiceCentersNearPoint(cities, stations), asked };
}

describe('FindServiceCentersNearPoint (issue 15, the locator\'s "Use my location")', () => {
  it('answers the place nearest the point as the origin, and the centers in its country, with kilometres', async () => {
    const { findNear, asked } = useCase({ place: place({}), miles: 1.2 });
    const found = (await findNear.execute({ latitude: 39.75, longitude: -104.99, limit: 5 }))._unsafeUnwrap();
    expect(found.origin).toEqual({
      CityName: 'Denver',
      StateCode: 'CO',
      StateName: 'Colorado',
      ZipCode: '80202',
      ZipLow: '80202',
      ZipHigh: '80202',
      CountyName: 'Denver',
      Country: 'US',
    });
    expect(asked).toEqual([{ limit: 5, country: 'US' }]);
    // Kilometres are measured from the point itself (about 3.8 km to the station), not converted from miles.
    expect(found.serviceCenters[0]).toMatchObject({ miles: 3, kilometers: 4 });
  });

  it(`refuses a point farther than ${NEAR_POINT_MAX_MILES} miles from every place, and an empty directory`, async () => {
    const far = useCase({ place: place({}), miles: NEAR_POINT_MAX_MILES + 1 });
    expect(
      (await far.findNear.execute({ latitude: 30, longitude: -40, limit: 5 }))._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'NoPlaceNearPoint',
    });
    expect(far.asked).toEqual([]);
    const empty = useCase(null);
    expect((await empty.findNear.execute({ latitude: 0, longitude: 0, limit: 5 })).isErr()).toBe(true);
  });
});
