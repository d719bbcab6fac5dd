import type { IsoDate } from '../../domain/calendar/iso-date';
import { normalizeZip, zipCountry } from '../../domain/location/zip';
import { DEFAULT_SIZE_CONVERSION } from '../../domain/pricing/size-conversion';
import { QuoteResult } from '../../domain/quote/enums';
import type { PricingOption } from '../../domain/quote/types';
import { hhgMiles } from '../../domain/rating/distance';
import { decideLaneOutcome, type LaneEnd, type LaneOutcome } from '../../domain/rating/lane-outcome';
import type { RateCard } from '../../domain/rating/rate-card';
import { rateOptions } from '../../domain/rating/rate-options';
import type { CityDirectory, CityRecord } from '../ports/city-directory';
import type { Clock } from '../ports/clock';
import type { RateCardSource } from '../ports/rate-card-source';
import type { NearbyStation, ServiceCenterDirectory } from '../ports/service-center-directory';

/** One end of a move as asked for: a ZIP, or a city and state code (the §3 quote form's From/To fields). */
export interface PlaceRequest {
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface LaneRequest {
  origin: PlaceRequest;
  destination: PlaceRequest;
  linearFeet: number;
  moveDate: IsoDate;
  hasContactEmail: boolean;
  capacityConstrained?: (originStation: string, destinationStation: string) => boolean;
  recentDuplicate?: { result: QuoteResult } | null;
}

export interface RatedEnd {
  place: CityRecord;
  station: NearbyStation | null;
}

/** Everything the server and the staff tools show about a lane. */
export interface RatedLane {
  origin: RatedEnd | null;
  destination: RatedEnd | null;
  miles: number;
  outcome: LaneOutcome;
  /** The PricingOptions of §3, empty when the outcome is Invalid. */
  options: PricingOption[];
  rateCardVersion: string;
}

/** A ZIP (or Canadian postal code) when it has a valid shape, else the city and state. */
export function resolvePlace(cities: CityDirectory, request: PlaceRequest): CityRecord | null {
  const zip = normalizeZip(request.zip);
  if (zip && zipCountry(zip)) {
    const byZip = cities.byZip(zip);
    if (byZip) return byZip;
  }
  if (request.city.trim() && request.state.trim())
    return cities.byCity(request.city.trim(), request.state.trim());
  return null;
}

function laneEnd(request: PlaceRequest, end: RatedEnd | null): LaneEnd {
  return {
    requestedCountry: request.country.trim().toUpperCase(),
    found: end !== null,
    country: end?.place.Country ?? '',
    stateCode: end?.place.StateCode ?? '',
    stationMiles: end?.station?.miles ?? null,
  };
}

/** What rating a lane reads: the city index and the service centers. */
export interface LaneDirectories {
  cities: CityDirectory;
  stations: ServiceCenterDirectory;
}

/** What a staff tool that prices lanes with the rate card in force reads: the directories, the rate cards and the clock. */
export interface LanePricing extends LaneDirectories {
  rateCards: RateCardSource;
  clock: Clock;
}

/**
 * Resolves both ends, finds the nearest service center in each place's country, measures HHGMiles,
 * decides the §4 outcome and prices every option from the rate card (docs/pricing.md, docs/quote-rules.md).
 */
export function rateLane(deps: LaneDirectories, card: RateCard, request: LaneRequest): RatedLane {
  const endFor = (req: PlaceRequest): RatedEnd | null => {
    const place = resolvePlace(deps.cities, req);
    if (!place) return null;
    const [station] = deps.stations.near(place.Latitude, place.Longitude, 1, place.Country);
    return { place, station: station ?? null };
  };
  const origin = endFor(request.origin);
  const destination = endFor(request.destination);
  const miles = origin && destination ? hhgMiles(origin.place, destination.place, card.circuityFactor) : 0;
  const originCode = origin?.station?.station.StationCode;
  const destinationCode = destination?.station?.station.StationCode;
  const outcome = decideLaneOutcome({
    origin: laneEnd(request.origin, origin),
    destination: laneEnd(request.destination, destination),
    miles,
    linearFeet: request.linearFeet,
    hasContactEmail: request.hasContactEmail,
    capacityConstrained:
      originCode !== undefined &&
      destinationCode !== undefined &&
      (request.capacityConstrained?.(originCode, destinationCode) ?? false),
    recentDuplicate: request.recentDuplicate ?? null,
    limits: {
      minMiles: card.minMiles,
      maxMiles: card.maxMiles,
      maximumFeet: card.trailer.maximumFeet,
      maxStationMiles: card.serviceRadiusMiles,
      handRatedStates: card.handRatedStates,
    },
  });
  const priced =
    outcome.result !== QuoteResult.Invalid &&
    origin?.station &&
    destination?.station &&
    request.linearFeet > 0;
  const options = priced
    ? rateOptions(card, {
        miles,
        moveDate: request.moveDate,
        originRegion: origin.station?.station.RegionCode ?? '',
        destinationRegion: destination.station?.station.RegionCode ?? '',
        linearFeet: request.linearFeet,
        sizeConversion: DEFAULT_SIZE_CONVERSION,
      })
    : [];
  return { origin, destination, miles, outcome, options, rateCardVersion: card.version };
}
