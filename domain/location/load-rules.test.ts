import { describe, expect, it } from 'vitest';
import { BuildingType, DeliveryResponse, LocationKind, WILL_ADVISE } from '../quote/enums';
import type { Destination, Origin } from '../quote/types';
import { applyDestinationLoadRules, applyOriginLoadRules, isWillAdvise } from './load-rules';

const base = {
  AddressLine1: '',
  AddressLine2: '',
  City: 'Kansas City',
  State: 'MO',
  ZIP: '64105',
  Country: 'US',
  FIPS: '29095',
  type: LocationKind.addressKnown,
  buildingType: BuildingType.home,
  StationDetail: null,
} as const;

function destination(overrides: Partial<Destination> = {}): Destination {
  return { ...base, selectedDeliveryResponse: DeliveryResponse.known, IsWillAdvise: false, ...overrides };
}

function origin(overrides: Partial<Origin> = {}): Origin {
  return { ...base, FirstName: 'Ada', LastName: 'Lovelace', LiveLoad: false, ...overrides };
}

describe('destination load rules (§4 "Loading a quote")', () => {
  it('a service-center destination gets building type service and response service center (§4)', () => {
    const result = applyDestinationLoadRules(
      destination({
        type: LocationKind.serviceCenter,
        AddressLine1: '1 Terminal Rd',
        buildingType: BuildingType.home,
      }),
    );
    expect(result.buildingType).toBe(BuildingType.service);
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.serviceCenter);
  });

  it('a service-center destination keeps a storage building type already chosen (§4 "unless storage")', () => {
    const input = destination({
      type: LocationKind.serviceCenter,
      buildingType: BuildingType.storage,
      selectedDeliveryResponse: DeliveryResponse.storage,
    });
    const result = applyDestinationLoadRules(input);
    expect(result).toEqual(input);
    expect(result).not.toBe(input);
  });

  it('a service-center destination keeps a storage response already chosen (§4 "unless storage")', () => {
    const result = applyDestinationLoadRules(
      destination({
        type: LocationKind.serviceCenter,
        buildingType: BuildingType.home,
        selectedDeliveryResponse: DeliveryResponse.storage,
      }),
    );
    expect(result.buildingType).toBe(BuildingType.home);
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.storage);
  });

  it("AddressLine2 'Will Advise' sets response unknown and nothing else (§3, §4)", () => {
    const result = applyDestinationLoadRules(
      destination({ AddressLine1: '12 Main St', AddressLine2: WILL_ADVISE, buildingType: BuildingType.home }),
    );
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.unknown);
    expect(result.buildingType).toBe(BuildingType.home);
  });

  it('IsWillAdvise also sets response unknown (§3, §4)', () => {
    const result = applyDestinationLoadRules(destination({ IsWillAdvise: true, AddressLine1: '' }));
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.unknown);
    expect(result.buildingType).toBe(BuildingType.home);
  });

  it('an address line 1 turns a home into an apartment with response known (§4, literal reading)', () => {
    const result = applyDestinationLoadRules(
      destination({
        AddressLine1: '12 Main St',
        buildingType: BuildingType.home,
        selectedDeliveryResponse: DeliveryResponse.unknown,
      }),
    );
    expect(result.buildingType).toBe(BuildingType.apartment);
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.known);
  });

  it('an address line 1 keeps an apartment already chosen, response known (§4 "unless already apartment")', () => {
    const result = applyDestinationLoadRules(
      destination({ AddressLine1: '12 Main St', buildingType: BuildingType.apartment }),
    );
    expect(result.buildingType).toBe(BuildingType.apartment);
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.known);
  });

  it('an address line 1 keeps storage already chosen, response known (§4 "unless already storage")', () => {
    const result = applyDestinationLoadRules(
      destination({
        AddressLine1: '12 Main St',
        buildingType: BuildingType.storage,
        selectedDeliveryResponse: DeliveryResponse.storage,
      }),
    );
    expect(result.buildingType).toBe(BuildingType.storage);
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.known);
  });

  it('otherwise the destination is a home, response unchanged (§4)', () => {
    const result = applyDestinationLoadRules(
      destination({
        AddressLine1: '   ',
        buildingType: BuildingType.apartment,
        selectedDeliveryResponse: DeliveryResponse.storage,
      }),
    );
    expect(result.buildingType).toBe(BuildingType.home);
    expect(result.selectedDeliveryResponse).toBe(DeliveryResponse.storage);
  });

  it('never mutates the loaded destination (§4)', () => {
    const input = destination({ AddressLine1: '12 Main St' });
    const copy = structuredClone(input);
    const result = applyDestinationLoadRules(input);
    expect(input).toEqual(copy);
    expect(result).not.toBe(input);
  });

  it("isWillAdvise reads AddressLine2 'Will Advise' or the IsWillAdvise flag (§3)", () => {
    expect(isWillAdvise(destination({ AddressLine2: 'Will Advise' }))).toBe(true);
    expect(isWillAdvise(destination({ IsWillAdvise: true }))).toBe(true);
    expect(isWillAdvise(destination({ AddressLine2: 'Apt 4' }))).toBe(false);
  });
});

describe('origin load rules (§4 "Loading a quote")', () => {
  it('a service-center origin gets building type service (§4)', () => {
    const result = applyOriginLoadRules(
      origin({
        type: LocationKind.serviceCenter,
        AddressLine1: '1 Terminal Rd',
        buildingType: BuildingType.storage,
      }),
    );
    expect(result.buildingType).toBe(BuildingType.service);
  });

  it('an address line 1 turns a home into an apartment (§4, literal reading)', () => {
    expect(applyOriginLoadRules(origin({ AddressLine1: '12 Main St' })).buildingType).toBe(
      BuildingType.apartment,
    );
  });

  it('an address line 1 keeps an apartment already chosen (§4 "unless already apartment")', () => {
    const result = applyOriginLoadRules(
      origin({ AddressLine1: '12 Main St', buildingType: BuildingType.apartment }),
    );
    expect(result.buildingType).toBe(BuildingType.apartment);
  });

  it('an address line 1 keeps storage already chosen (§4 "unless already storage")', () => {
    const result = applyOriginLoadRules(
      origin({ AddressLine1: '12 Main St', buildingType: BuildingType.storage }),
    );
    expect(result.buildingType).toBe(BuildingType.storage);
  });

  it('otherwise the origin is a home (§4)', () => {
    const result = applyOriginLoadRules(origin({ AddressLine1: '', buildingType: BuildingType.service }));
    expect(result.buildingType).toBe(BuildingType.home);
  });

  it('never mutates the loaded origin (§4)', () => {
    const input = origin({ AddressLine1: '12 Main St' });
    const copy = structuredClone(input);
    const result = applyOriginLoadRules(input);
    expect(input).toEqual(copy);
    expect(result).not.toBe(input);
    expect(result.FirstName).toBe('Ada');
  });
});
