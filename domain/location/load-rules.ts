/**
 * §4 "Loading a quote: destination and origin rules". When a saved quote is loaded into the
 * reservation form, the building type (and, for the destination, the delivery response) is derived
 * from the saved location. Pure: each function returns a new object and never mutates its input.
 *
 * The rules are read literally; the first matching branch wins, in the order the spec lists them.
 */
import { BuildingType, DeliveryResponse, LocationKind, WILL_ADVISE } from '../quote/enums';
import type { Destination, Location, Origin } from '../quote/types';

function hasAddressLine1(location: Location): boolean {
  return location.AddressLine1.trim() !== '';
}

/** "apartment unless already apartment or storage": a home or service building becomes apartment. */
function apartmentUnlessKept(current: BuildingType): BuildingType {
  return current === BuildingType.apartment || current === BuildingType.storage
    ? current
    : BuildingType.apartment;
}

/** §3 'Will Advise' means the destination address is unknown. */
export function isWillAdvise(destination: Destination): boolean {
  return destination.IsWillAdvise || destination.AddressLine2 === WILL_ADVISE;
}

/**
 * §4 Destination load rule, first match wins:
 * 1. service-center destination: building type service and response 'service center', unless storage
 *    is already chosen (building type or response storage), which is kept unchanged;
 * 2. 'Will Advise' (AddressLine2 is 'Will Advise' or IsWillAdvise): response unknown;
 * 3. non-empty address line 1 (after trimming): building type apartment unless already apartment or
 *    storage (so a saved 'home' becomes 'apartment'), and response known;
 * 4. otherwise building type home (response unchanged).
 */
export function applyDestinationLoadRules(destination: Destination): Destination {
  if (destination.type === LocationKind.serviceCenter) {
    const storageChosen =
      destination.buildingType === BuildingType.storage ||
      destination.selectedDeliveryResponse === DeliveryResponse.storage;
    if (storageChosen) return { ...destination };
    return {
      ...destination,
      buildingType: BuildingType.service,
      selectedDeliveryResponse: DeliveryResponse.serviceCenter,
    };
  }
  if (isWillAdvise(destination)) {
    return { ...destination, selectedDeliveryResponse: DeliveryResponse.unknown };
  }
  if (hasAddressLine1(destination)) {
    return {
      ...destination,
      buildingType: apartmentUnlessKept(destination.buildingType),
      selectedDeliveryResponse: DeliveryResponse.known,
    };
  }
  return { ...destination, buildingType: BuildingType.home };
}

/**
 * §4 Origin load rule, first match wins:
 * 1. service-center origin: building type service;
 * 2. non-empty address line 1 (after trimming): apartment unless already apartment or storage;
 * 3. otherwise home.
 */
export function applyOriginLoadRules(origin: Origin): Origin {
  if (origin.type === LocationKind.serviceCenter) {
    return { ...origin, buildingType: BuildingType.service };
  }
  if (hasAddressLine1(origin)) {
    return { ...origin, buildingType: apartmentUnlessKept(origin.buildingType) };
  }
  return { ...origin, buildingType: BuildingType.home };
}
