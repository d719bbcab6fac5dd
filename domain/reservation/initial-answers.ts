/**
 * Issue 11: the answers step W (location) starts from when the reservation has none yet, read from the
 * quote. The §4 load rules ("Loading a quote: destination and origin rules") decide the building types and
 * the destination's delivery response; the selected option's delivery types (Door or Terminal) decide
 * whether an end needs an address or a service center. Pure: the quote in, new answers out.
 */
import { applyDestinationLoadRules, applyOriginLoadRules } from '../location/load-rules';
import { liabilityFromApiValue } from '../pricing/liability';
import { selectedOption } from '../quote/edit-quote';
import { BuildingType, DeliveryResponse, DeliveryType, WILL_ADVISE } from '../quote/enums';
import type { Quote } from '../quote/types';
import { digitsOnly } from '../validation/digits';
import type { ContactAnswers, DestinationAnswers, LocationAnswers, OriginAnswers } from './draft';
import { MilitaryBranch } from './enums';

/** Door service needs a building the container goes to: 'service' (a service center) becomes home. */
function doorBuilding(building: BuildingType): BuildingType {
  return building === BuildingType.service ? BuildingType.home : building;
}

function originAnswers(quote: Quote, terminal: boolean): OriginAnswers {
  const origin = applyOriginLoadRules(quote.Details.Origin);
  if (terminal) {
    return {
      buildingType: BuildingType.service,
      FromAddress1: '',
      FromAddress2: '',
      FromZip: '',
      StationCode: origin.StationDetail?.StationCode ?? null,
    };
  }
  return {
    buildingType: doorBuilding(origin.buildingType),
    FromAddress1: origin.AddressLine1.trim(),
    FromAddress2: origin.AddressLine2.trim(),
    // Issue 27: only a ZIP the customer gave (the quote's is empty unless it was made from one).
    FromZip: origin.ZIP.trim(),
    StationCode: null,
  };
}

/**
 * The destination: terminal service is the quote's service center; door service keeps the load rules'
 * response, except 'service center' (no door delivery goes there), which becomes known. A 'Will Advise'
 * address line is a marker, never an address line the customer typed, so it is left out.
 */
function destinationAnswers(quote: Quote, terminal: boolean): DestinationAnswers {
  const destination = applyDestinationLoadRules(quote.Details.Destination);
  if (terminal) {
    return {
      buildingType: BuildingType.service,
      ToAddress1: '',
      ToAddress2: '',
      ToZip: '',
      selectedDeliveryResponse: DeliveryResponse.serviceCenter,
      IsWillAdvise: false,
      StationCode: destination.StationDetail?.StationCode ?? null,
    };
  }
  const response =
    destination.selectedDeliveryResponse === DeliveryResponse.serviceCenter
      ? DeliveryResponse.known
      : destination.selectedDeliveryResponse;
  const line2 = destination.AddressLine2.trim();
  return {
    buildingType:
      response === DeliveryResponse.storage ? BuildingType.storage : doorBuilding(destination.buildingType),
    ToAddress1: destination.AddressLine1.trim(),
    ToAddress2: line2 === WILL_ADVISE ? '' : line2,
    ToZip: destination.ZIP.trim(),
    selectedDeliveryResponse: response,
    IsWillAdvise: response === DeliveryResponse.unknown,
    StationCode: null,
  };
}

/** §3 Contact: the names from the quote's Origin (else the reservation's contact), the phone as digits. */
function contactAnswers(quote: Quote): ContactAnswers {
  const d = quote.Details;
  const phone = digitsOnly(d.PhoneNumber);
  const sms = digitsOnly(d.Reservation?.SMSPhoneNumber) || phone;
  return {
    FirstName: (d.Origin.FirstName || d.Reservation?.Contact.FirstName || '').trim(),
    LastName: (d.Origin.LastName || d.Reservation?.Contact.LastName || '').trim(),
    PhoneNumber: phone,
    SmsOptIn: d.SmsOptIn,
    SmsNumber: d.SmsOptIn ? sms : '',
    laborRequested: d.Reservation?.laborRequested ?? false,
  };
}

/**
 * Step W's default answers for a quote: origin and destination by the §4 load rules and the selected
 * option's delivery types, the contact from the quote, weight tickets as the quote's reservation holds
 * them (none by default), and the quote's liability coverage (standard when unreadable).
 */
export function initialLocationAnswers(quote: Quote): LocationAnswers {
  const option = selectedOption(quote.Details.PricingOptions);
  const reservation = quote.Details.Reservation;
  const weightTickets = reservation?.WeightTickets ?? false;
  const branch = weightTickets ? (reservation?.MilitaryBranch ?? null) : null;
  return {
    Origin: originAnswers(quote, option?.OriginDelivery === DeliveryType.Terminal),
    Destination: destinationAnswers(quote, option?.DestinationDelivery === DeliveryType.Terminal),
    Contact: contactAnswers(quote),
    Military: {
      WeightTickets: weightTickets,
      MilitaryBranch: branch,
      MilitaryBranchOther: branch === MilitaryBranch.Other ? (reservation?.MilitaryBranchOther ?? '') : '',
    },
    Liability: liabilityFromApiValue(quote.Details.Accessorials.Liability).unwrapOr(0),
  };
}
