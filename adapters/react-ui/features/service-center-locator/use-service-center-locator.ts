import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { roundedCoordinate } from '../../../../domain/location/service-center-locator';
import { completeZipKey, placeForTypedText } from '../../../../domain/location/typed-place';
import { normalizeZip } from '../../../../domain/location/zip';
import type { ApiFailure, CityResult } from '../../../http/client/relomove-api';
import type { ServiceCenterSummary, ServiceCentersNearResponse } from '../../../http/contract/reference';
import { useApi } from '../../app/api-context';
import { cityLabel, type LocationSearch, useLocationSearch } from '../quote-form/use-location-search';
import { LocatorText } from './locator-text';
import { useAllServiceCenters } from './use-all-service-centers';

/** How many centers the locator lists (the API's default). */
export const LOCATOR_RESULTS = 5;

/** One center of the locator's answer (the whole §3 StationDetail, and its distance). */
export type NearbyCenterDetail = ServiceCentersNearResponse['serviceCenters'][number];

/** What the visitor asked for, as the page's address keeps it (?zip= or ?latitude=&longitude=). */
export type LocatorAsk =
  | { kind: 'none' }
  | { kind: 'zip'; zip: string }
  | { kind: 'point'; latitude: number; longitude: number };

export type LocatorAnswer =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; near: ServiceCentersNearResponse; byPoint: boolean }
  /** A refusal or failure, in the page's words; `retry` when trying again may help. */
  | { kind: 'failed'; message: string; retry: boolean };

export type GeolocationState =
  /** The browser has no geolocation (or not in a secure page): the button is not shown. */
  'unsupported' | 'ready' | 'locating' | 'denied' | 'failed';

/** The page's address read as an ask: a ZIP wins over a point; anything unreadable asks nothing. */
export function askOf(params: URLSearchParams): LocatorAsk {
  const zip = params.get('zip')?.trim();
  if (zip) return { kind: 'zip', zip: zip.slice(0, 10) };
  const latitude = Number(params.get('latitude'));
  const longitude = Number(params.get('longitude'));
  const given = params.has('latitude') && params.has('longitude');
  if (given && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { kind: 'point', latitude: roundedCoordinate(latitude), longitude: roundedCoordinate(longitude) };
  }
  return { kind: 'none' };
}

function failureMessage(ask: LocatorAsk, error: ApiFailure): { message: string; retry: boolean } {
  if (error.kind === 'Refused' && error.status === 404) {
    return ask.kind === 'zip'
      ? { message: LocatorText.zipNotFound(normalizeZip(ask.zip)), retry: false }
      : {
          message: error.errors[0]?.split(' - ').slice(1).join(' - ') || LocatorText.locationFailed,
          retry: false,
        };
  }
  if (error.kind === 'Refused' && error.status === 400) {
    return { message: ask.kind === 'zip' ? LocatorText.badZip : LocatorText.locationFailed, retry: false };
  }
  return { message: LocatorText.unavailable, retry: true };
}

export interface LocatorModel {
  /** The search box: its text, the city search under way, and its message. */
  text: string;
  search: LocationSearch;
  errors: readonly string[];
  setText(text: string): void;
  select(city: CityResult): void;
  commit(): boolean;
  /**
   * The search form's submit (the button, or Enter in the box with no suggestion highlighted): finds the
   * centers near what the box says, or explains what it needs.
   */
  onSubmit(event: Pick<FormEvent, 'preventDefault'>): void;
  geolocation: GeolocationState;
  useMyLocation(): void;
  ask: LocatorAsk;
  answer: LocatorAnswer;
  retry(): void;
  /** Every center, for the map and the list of all centers (empty until loaded, or if it failed). */
  all: ServiceCenterSummary[];
  /** The center highlighted on the map and in the list (hovered or focused), or null. */
  active: string | null;
  setActive(code: string | null): void;
}

const hasGeolocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation !== undefined;

/**
 * Issue 15, §1 service-center locator: search by city (the §5 city search, a pick or a typed value that
 * stands for one place), by ZIP or postal code, or by the browser's position (asked for only when the
 * visitor presses "Use my location", and rounded to 0.01° before it is sent). The ask lives in the page's
 * address, so a search can be shared and Back returns to it.
 */
export function useServiceCenterLocator(): LocatorModel {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const ask = askOf(params);
  const [text, setTextState] = useState(ask.kind === 'zip' ? ask.zip : '');
  const [searching, setSearching] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [geolocation, setGeolocation] = useState<GeolocationState>(() =>
    hasGeolocation() ? 'ready' : 'unsupported',
  );
  const [active, setActive] = useState<string | null>(null);
  // The place picked from the suggestions while the box still reads as it: searching again finds it again.
  const [chosen, setChosen] = useState<CityResult | null>(null);
  const search = useLocationSearch(text, searching);

  const near = useQuery({
    queryKey: ['service-centers-locator', ask],
    enabled: ask.kind !== 'none',
    staleTime: 60 * 60 * 1000,
    retry: false,
    queryFn: async () => {
      const answer =
        ask.kind === 'zip'
          ? await api.serviceCentersNear(ask.zip, LOCATOR_RESULTS)
          : ask.kind === 'point'
            ? await api.serviceCentersNearPoint(ask.latitude, ask.longitude, LOCATOR_RESULTS)
            : null;
      if (!answer) throw new Error('nothing asked');
      return answer;
    },
  });

  const all = useAllServiceCenters();

  let answer: LocatorAnswer = { kind: 'idle' };
  if (ask.kind !== 'none') {
    if (near.isPending) answer = { kind: 'searching' };
    else if (near.isError) answer = { kind: 'failed', message: LocatorText.unavailable, retry: true };
    else if (near.data.ok) answer = { kind: 'found', near: near.data.value, byPoint: ask.kind === 'point' };
    else answer = { kind: 'failed', ...failureMessage(ask, near.data.error) };
  }

  const findZip = (zip: string) => {
    setErrors([]);
    setActive(null);
    setParams({ zip }, { replace: false });
  };

  const select = (city: CityResult) => {
    setTextState(cityLabel(city));
    setChosen(city);
    setSearching(false);
    findZip(city.ZipCode);
  };

  /**
   * Searches for what the box says: a typed ZIP or postal code, else the place the typed text stands for
   * (domain placeForTypedText), else the city search's best match ('denver' finds Denver, CO).
   */
  const find = (): 'found' | 'wait' | 'none' => {
    // Issue 27: "Find centers" after choosing "Denver, CO 80202" searches that place again; it said
    // "Type a ZIP or postal code…" beside the place's results, since the chosen name is no ZIP and no
    // search was under way.
    if (chosen && text === cityLabel(chosen)) {
      findZip(chosen.ZipCode);
      return 'found';
    }
    if (completeZipKey(text) !== null) {
      setSearching(false);
      findZip(normalizeZip(text));
      return 'found';
    }
    if (searching && search.status === 'searching') return 'wait';
    const results = search.status === 'done' && searching ? search.results : [];
    const place = placeForTypedText(text, results) ?? results[0];
    if (place) {
      select(place);
      return 'found';
    }
    return 'none';
  };

  const [waiting, setWaiting] = useState(false);
  // A search asked for while the city search was still answering runs when it answers.
  useEffect(() => {
    if (!waiting || search.status === 'searching') return;
    setWaiting(false);
    if (find() === 'none') setErrors([LocatorText.chooseAPlace]);
  });

  const onSubmit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    const found = find();
    if (found === 'wait') setWaiting(true);
    else if (found === 'none') setErrors([LocatorText.chooseAPlace]);
  };

  const useMyLocation = () => {
    if (!hasGeolocation() || geolocation === 'locating') return;
    setGeolocation('locating');
    setErrors([]);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setGeolocation('ready');
        setActive(null);
        setParams({
          latitude: String(roundedCoordinate(position.coords.latitude)),
          longitude: String(roundedCoordinate(position.coords.longitude)),
        });
      },
      (error) => setGeolocation(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60 * 1000 },
    );
  };

  return {
    text,
    search,
    errors,
    setText: (value) => {
      setTextState(value);
      setChosen(null);
      setSearching(true);
      setErrors([]);
    },
    select,
    // Leaving the box searches nothing; Enter submits the form (onSubmit), which does.
    commit: () => false,
    onSubmit,
    geolocation,
    useMyLocation,
    ask,
    answer,
    retry: () => void near.refetch(),
    all: all.data ?? [],
    active,
    setActive,
  };
}
