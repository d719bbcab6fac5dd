import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { cents, dollars } from '../money/money';
import { BuildingType, DeliveryResponse, ExpeditedFlag } from '../quote/enums';
import type { ExpediteOption, PricingOption } from '../quote/types';
import {
  chooseChildOptionByDefault,
  EXPEDITE_DESCRIPTION,
  expediteLabel,
  expediteOptionsToUse,
  INITIAL_EXPEDITE_CHOICE,
  nextExpediteChoice,
  parentPriceForChild,
  shouldFetchExpediteOptions,
  shouldReuseExpediteOptions,
  validateExpediteSelection,
} from './expedite';

function option(overrides: Partial<PricingOption>): PricingOption {
  return {
    EquipType: 'Trailer',
    value: 'opt',
    EquipDescription: 'Trailer 13 ft',
    EquipDescAbbr: 'TR',
    EquipQuantity: 1,
    LinearFeet: 13,
    PerFootPrice: dollars(95),
    Price: dollars(2000),
    MoveType: 'DD',
    Default: false,
    DefaultParent: false,
    OriginDelivery: 'Door',
    DestinationDelivery: 'Door',
    CarrierTransitTime: 5,
    ExpeditedFlag: ExpeditedFlag.Parent,
    IsExpeditedOptionAllowed: true,
    Carrier: 'ABF',
    StorageDestCharge: dollars(200),
    StorageDestChargeDuration: 30,
    StorageDestIncreasedCharge: dollars(250),
    ...overrides,
  };
}

function expediteOption(overrides: Partial<ExpediteOption>): ExpediteOption {
  return {
    DeliveryDate: isoDate('2025-06-10'),
    GuaranteedServiceFee: dollars(150),
    RequestedTransitTime: 3,
    Carrier: 'ABF',
    ExpeditedFlag: ExpeditedFlag.Child,
    EquipDescription: 'Trailer',
    EquipQuantity: 1,
    Default: false,
    ...overrides,
  };
}

describe('expedited child base price (§3, §9)', () => {
  const parentDoor = option({ value: 'p-door', Price: dollars(2000) });
  const parentTerminal = option({ value: 'p-term', Price: dollars(1500), DestinationDelivery: 'Terminal' });
  const cubeParent = option({ value: 'p-cube', EquipType: 'Relocube', Price: dollars(1800) });
  const child = option({ value: 'c-door', ExpeditedFlag: ExpeditedFlag.Child, Price: dollars(2150) });

  it("takes the parent's price with the same EquipType, OriginDelivery and DestinationDelivery (§9)", () => {
    const options = [cubeParent, parentTerminal, parentDoor, child];
    expect(parentPriceForChild(options, child)._unsafeUnwrap()).toBe(200000);
  });

  it('prefers the DefaultParent among several matching parents (§3)', () => {
    const other = option({ value: 'p-door-2', Price: dollars(2100), DefaultParent: true });
    expect(parentPriceForChild([parentDoor, other, child], child)._unsafeUnwrap()).toBe(210000);
  });

  it("uses a parent option's own price (§9)", () => {
    expect(parentPriceForChild([parentDoor], parentDoor)._unsafeUnwrap()).toBe(200000);
  });

  it('reports a child without a parent (§9)', () => {
    expect(parentPriceForChild([cubeParent, parentTerminal, child], child)._unsafeUnwrapErr()).toEqual({
      kind: 'ParentOptionNotFound',
      message: 'No parent pricing option for Trailer Door to Door',
    });
  });
});

describe('expedite label and description (§9)', () => {
  it("reads '+$150 - Guaranteed 3 Business Days' (§9)", () => {
    expect(expediteLabel(dollars(150), 3)).toBe('+$150 - Guaranteed 3 Business Days');
  });

  it('shows cents only when the fee has them (§9)', () => {
    expect(expediteLabel(cents(14950), 2)).toBe('+$149.50 - Guaranteed 2 Business Days');
    expect(expediteLabel(dollars(1250), 1)).toBe('+$1,250 - Guaranteed 1 Business Days');
  });

  it("describes the adjustment as 'Expedite Shipping' (§9)", () => {
    expect(EXPEDITE_DESCRIPTION).toBe('Expedite Shipping');
  });
});

describe('expedite option choice (§5)', () => {
  it('chooses the child option flagged Default (§5)', () => {
    const a = expediteOption({ Carrier: 'A' });
    const b = expediteOption({ Carrier: 'B', Default: true });
    const parentDefault = expediteOption({
      Carrier: 'P',
      ExpeditedFlag: ExpeditedFlag.Parent,
      Default: true,
    });
    expect(chooseChildOptionByDefault([parentDefault, a, b])).toBe(b);
  });

  it('chooses nothing when no child is the default (§5)', () => {
    expect(chooseChildOptionByDefault([expediteOption({})])).toBeNull();
    expect(chooseChildOptionByDefault([])).toBeNull();
  });
});

describe('expedite selection validation (§5, §8)', () => {
  it('accepts a value, a transit time and a carrier (§5)', () => {
    expect(
      validateExpediteSelection({ value: 'exp-3', transitTime: 3, carrier: 'ABF' })._unsafeUnwrap(),
    ).toEqual({
      value: 'exp-3',
      transitTime: 3,
      carrier: 'ABF',
    });
  });

  it("returns 'equipmentPickup - No value provided!' without a value (§8)", () => {
    const error = validateExpediteSelection({ value: '', transitTime: 3, carrier: 'ABF' })._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'NoExpediteValue', message: 'equipmentPickup - No value provided!' });
    expect(
      validateExpediteSelection({ value: null, transitTime: null, carrier: null })._unsafeUnwrapErr().kind,
    ).toBe('NoExpediteValue');
  });

  it("returns '- No transitTime provided!' without a transit time (§8)", () => {
    for (const transitTime of [undefined, null, 0, Number.NaN]) {
      expect(
        validateExpediteSelection({ value: 'x', transitTime, carrier: 'ABF' })._unsafeUnwrapErr(),
      ).toEqual({
        kind: 'NoTransitTime',
        message: '- No transitTime provided!',
      });
    }
  });

  it("returns '- No carrier provided!' without a carrier (§8)", () => {
    expect(
      validateExpediteSelection({ value: 'x', transitTime: 2, carrier: '  ' })._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'NoCarrier',
      message: '- No carrier provided!',
    });
  });
});

describe('expedite options on a loaded quote (§4)', () => {
  const options = [expediteOption({})];

  it('reuses the options when the spot date equals the move date (§4)', () => {
    expect(shouldReuseExpediteOptions(isoDate('2025-06-02'), isoDate('2025-06-02'))).toBe(true);
    const details = {
      SpotDate: isoDate('2025-06-02'),
      MoveDate: isoDate('2025-06-02'),
      ExpeditedOptions: options,
    };
    expect(expediteOptionsToUse(details)).toEqual(options);
  });

  it('clears the options otherwise (§4)', () => {
    expect(shouldReuseExpediteOptions(isoDate('2025-06-02'), isoDate('2025-06-03'))).toBe(false);
    expect(shouldReuseExpediteOptions(null, null)).toBe(false);
    const details = {
      SpotDate: isoDate('2025-06-02'),
      MoveDate: isoDate('2025-06-09'),
      ExpeditedOptions: options,
    };
    expect(expediteOptionsToUse(details)).toEqual([]);
  });

  it('fetches options when expedited shipping is allowed and the destination is not storage (§4)', () => {
    const home = { buildingType: BuildingType.home, selectedDeliveryResponse: DeliveryResponse.known };
    expect(shouldFetchExpediteOptions(true, home)).toBe(true);
    expect(shouldFetchExpediteOptions(false, home)).toBe(false);
    expect(
      shouldFetchExpediteOptions(true, {
        buildingType: BuildingType.storage,
        selectedDeliveryResponse: DeliveryResponse.known,
      }),
    ).toBe(false);
    expect(
      shouldFetchExpediteOptions(true, {
        buildingType: BuildingType.home,
        selectedDeliveryResponse: DeliveryResponse.storage,
      }),
    ).toBe(false);
  });
});

describe('guaranteed and estimated choice (§4)', () => {
  it('starts in the reset state (§4)', () => {
    expect(INITIAL_EXPEDITE_CHOICE).toEqual({ estimatedOption: 0, guaranteedOption: null });
  });

  it("sets the estimated option to '' when a guaranteed option is chosen (§4)", () => {
    const state = nextExpediteChoice(
      { estimatedOption: 'est-5', guaranteedOption: null },
      {
        type: 'chooseGuaranteed',
        option: 'exp-3',
      },
    );
    expect(state).toEqual({ estimatedOption: '', guaranteedOption: 'exp-3' });
  });

  it('drops the guaranteed option when an estimated one is chosen (§4)', () => {
    const state = nextExpediteChoice(
      { estimatedOption: '', guaranteedOption: 'exp-3' },
      {
        type: 'chooseEstimated',
        option: 'est-5',
      },
    );
    expect(state).toEqual({ estimatedOption: 'est-5', guaranteedOption: null });
  });

  it('sets the estimated option to 0 and clears the guaranteed one on reset (§4)', () => {
    const state = nextExpediteChoice({ estimatedOption: '', guaranteedOption: 'exp-3' }, { type: 'reset' });
    expect(state).toEqual({ estimatedOption: 0, guaranteedOption: null });
  });
});
