import type { MoveDates } from '../calendar/move-dates';
import { liabilityAccessorials } from '../pricing/liability';
import { DEFAULT_SIZE_CONVERSION } from '../pricing/size-conversion';
import type { LaneOutcome } from '../rating/lane-outcome';
import {
  BuildingType,
  type Country,
  DeliveryResponse,
  LocationKind,
  QuoteResult,
  QuoteStatus,
  WebReservationFlag,
} from './enums';
import type { Destination, Origin, PricingOption, Quote, StationDetail } from './types';

/** A place a quote was asked for, as the city index found it. */
export interface QuotePlace {
  CityName: string;
  StateCode: string;
  ZipCode: string;
  Country: string;
  FIPS: string;
  station: StationDetail | null;
}

export interface NewQuoteFacts {
  outcome: LaneOutcome;
  origin: QuotePlace;
  destination: QuotePlace;
  dates: MoveDates;
  miles: number;
  /** The §9 house size label chosen (MovingOutOf). */
  houseSize: string;
  email: string;
  options: PricingOption[];
}

const country = (c: string): Country => (c === 'CA' || c === 'MX' ? c : 'US');

/** A quote's end at a rated place (no street yet). */
export function location(place: QuotePlace) {
  return {
    AddressLine1: '',
    AddressLine2: '',
    City: place.CityName,
    State: place.StateCode,
    ZIP: place.ZipCode,
    Country: country(place.Country),
    FIPS: place.FIPS,
    type: LocationKind.addressUnknown,
    buildingType: BuildingType.home,
    StationDetail: place.station,
  };
}

/**
 * A new quote for an outcome that keeps one (§4): Auto is valid, completed and priced; the manual
 * results (Manual, MANUAL_RESUBMIT, InfoRequired) are valid but not completed, under review, with no
 * prices shown until staff rate them. Invalid outcomes keep no quote, so they never reach here.
 */
export function newQuote(facts: NewQuoteFacts): Omit<Quote, 'QuoteId' | 'Revision'> {
  const auto = facts.outcome.result === QuoteResult.Auto;
  const origin: Origin = { ...location(facts.origin), FirstName: '', LastName: '', LiveLoad: false };
  const destination: Destination = {
    ...location(facts.destination),
    selectedDeliveryResponse: DeliveryResponse.unknown,
    IsWillAdvise: false,
  };
  return {
    QuoteIdEncrypted: '',
    Details: {
      MoveDate: facts.dates.SpotDate,
      PickupDate: facts.dates.PickupDate,
      SpotDate: facts.dates.SpotDate,
      HouseSize: facts.houseSize,
      HHGMiles: facts.miles,
      ContactEmailAddress: facts.email,
      Origin: origin,
      Destination: destination,
      Accessorials: {
        BrokerFee: null,
        CustomsFee: null,
        AddTrailerStorage: false,
        AddReloCubeStorage: false,
        StorageNoChargeDays: 0,
        ...liabilityAccessorials(0),
      },
      PricingOptions: auto ? facts.options : [],
      ExpeditedOptions: [],
      Reserved: false,
      Reservation: null,
      QuoteCompleted: auto,
      WebReservationFlag: WebReservationFlag.Unspecified,
      EmailAddress: facts.email,
      PhoneNumber: '',
      SmsOptIn: false,
    },
    PlusLaborOptions: false,
    StandardLabor: false,
    IsUpdated: false,
    IsValidQuote: true,
    IsDeleted: false,
    IsCompleted: auto,
    IsValidRelomoveQuote: true,
    Result: facts.outcome.result,
    QuoteStatus: auto ? QuoteStatus.Open : QuoteStatus.UnderReview,
    ReasonNotAuto: facts.outcome.reasonNotAuto,
    Notifications: [],
    SizeConversion: DEFAULT_SIZE_CONVERSION,
    LoadedExternalQuote: false,
  };
}
