import { useState } from 'react';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { type CardCenter, CenterCard, CenterList } from './center-card';
import type { MapCenter } from './locator-map';
import { LocatorText } from './locator-text';
import { MapSlot } from './locator-view';
import './locator.css';

/** The style guide's sample day: the holidays after it are the "coming" ones. */
const SAMPLE_TODAY = isoDate('2026-11-20');
const HOLIDAYS = ['2026-11-26', '2026-12-25', '2027-01-01', '2027-01-18'];

const sample = (
  center: Pick<CardCenter, 'StationCode' | 'CityName' | 'StateCode' | 'CountryName' | 'ZipCode'> & {
    Latitude: number;
    Longitude: number;
    miles: number;
    kilometers: number;
  },
): CardCenter & MapCenter => ({
  Address: '2750 Distribution Way',
  CustomerServicePhoneNumber: '(303) 555-0190',
  FaxNumber: '(303) 555-0140',
  ServiceDays: [1, 2, 3, 4, 5],
  Holidays: HOLIDAYS,
  ...center,
});

/** Sample centers (not the real list: the style guide calls no API). */
const SAMPLES = [
  sample({
    StationCode: 'DEN',
    CityName: 'Denver',
    StateCode: 'CO',
    CountryName: 'United States',
    ZipCode: '80216',
    Latitude: 39.78,
    Longitude: -104.97,
    miles: 3,
    kilometers: 5,
  }),
  sample({
    StationCode: 'COS',
    CityName: 'Colorado Springs',
    StateCode: 'CO',
    CountryName: 'United States',
    ZipCode: '80915',
    Latitude: 38.85,
    Longitude: -104.72,
    miles: 64,
    kilometers: 103,
  }),
  sample({
    StationCode: 'CYS',
    CityName: 'Cheyenne',
    StateCode: 'WY',
    CountryName: 'United States',
    ZipCode: '82001',
    Latitude: 41.14,
    Longitude: -104.82,
    miles: 97,
    kilometers: 156,
  }),
];
const CANADIAN = sample({
  StationCode: 'YYC',
  CityName: 'Calgary',
  StateCode: 'AB',
  CountryName: 'Canada',
  ZipCode: 'T2C 4N6',
  Latitude: 50.99,
  Longitude: -114.0,
  miles: 7,
  kilometers: 11,
});
const OVERVIEW: MapCenter[] = [
  ...SAMPLES,
  CANADIAN,
  { StationCode: 'SEA', CityName: 'Seattle', StateCode: 'WA', Latitude: 47.6, Longitude: -122.3 },
  { StationCode: 'CHI', CityName: 'Chicago', StateCode: 'IL', Latitude: 41.9, Longitude: -87.6 },
  { StationCode: 'ATL', CityName: 'Atlanta', StateCode: 'GA', Latitude: 33.7, Longitude: -84.4 },
  { StationCode: 'YYZ', CityName: 'Toronto', StateCode: 'ON', Latitude: 43.7, Longitude: -79.4 },
  { StationCode: 'HNL', CityName: 'Honolulu', StateCode: 'HI', Latitude: 21.3, Longitude: -157.9 },
  { StationCode: 'ANC', CityName: 'Anchorage', StateCode: 'AK', Latitude: 61.2, Longitude: -149.9 },
];

/**
 * Issue 15: the locator's map and list in the style guide, in their states: the overview map, the map of a
 * search's results with the searched point and one center highlighted (hover a card), result cards (miles
 * in the United States, kilometres in Canada), and the searching, failed and location-refused messages.
 */
export function LocatorStyleGuide() {
  const [active, setActive] = useState<string | null>('COS');
  return (
    <section className="sg-section" aria-labelledby="sg-locator">
      <h2 id="sg-locator">Service-center locator: map and list</h2>
      <p>
        The map is one labelled image; the list beside it is its accessible twin. Hover a card to highlight
        its marker, or a marker to highlight its card.
      </p>
      <h3>Overview map (before a search)</h3>
      <div className="sg-frame">
        <MapSlot
          centers={OVERVIEW}
          numbered={[]}
          active={null}
          label={LocatorText.mapLabelAll(OVERVIEW.length)}
        />
      </div>
      <h3>Results: map and list, one highlighted</h3>
      <div className="sg-frame locator-layout locator-sg-results">
        <CenterList centers={SAMPLES} today={SAMPLE_TODAY} active={active} onActivate={setActive} />
        <MapSlot
          centers={OVERVIEW}
          numbered={SAMPLES}
          origin={{ latitude: 39.75, longitude: -104.99 }}
          active={active}
          onActivate={setActive}
          label={LocatorText.mapLabelNear(SAMPLES.length, 'Denver, CO 80202')}
        />
      </div>
      <h3>A Canadian center (kilometres first)</h3>
      <div className="sg-frame">
        <CenterCard center={CANADIAN} number={1} today={SAMPLE_TODAY} active={false} />
      </div>
      <h3>Searching, not found, and location refused</h3>
      <div className="sg-frame">
        <p className="locator-status" role="status">
          {LocatorText.searching}
        </p>
        <div className="notice notice-error locator-status">
          <p>{LocatorText.zipNotFound('00000')}</p>
        </div>
        <p className="field-error">{LocatorText.locationDenied}</p>
      </div>
    </section>
  );
}
