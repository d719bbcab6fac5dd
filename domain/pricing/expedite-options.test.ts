import { describe, expect, it } from 'vitest';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { BuildingType, DeliveryResponse, DeliveryType, EquipType, ExpeditedFlag } from '../quote/enums';
import type { ExpediteOption, PricingOption, QuoteDetails } from '../quote/types';
import { rateOptions } from '../rating/rate-options';
import { EQUIP_DESC_ABBRS, expediteOptionsForRequest, parentOptionFor } from './expedite-options';
import { DEFAULT_SIZE_CONVERSION } from './size-conversion';

const card = aRateCard();

/** A 13-foot move: trailer door to door (with guaranteed children) and ReloCubes in four combinations. */
const options: PricingOption[] = rateOptions(card, {
  miles: 1500,
  moveDate: isoDate('2026-12-08'),
  originRegion: 'NE',
  destinationRegion: 'PW',
  linearFeet: 13,
  sizeConversion: DEFAULT_SIZE_CONVERSION,
});

const details = (
  over: Partial<Pick<QuoteDetails, 'Destination' | 'ExpeditedOptions' | 'PricingOptions'>> = {},
) => ({
  PricingOptions: options,
  SpotDate: isoDate('2026-12-08'),
  PickupDate: isoDate('2026-12-11'),
  ExpeditedOptions: [] as ExpediteOption[],
  Destination: {
    buildingType: BuildingType.home,
    selectedDeliveryResponse: DeliveryResponse.unknown,
  } as QuoteDetails['Destination'],
  ...over,
});

const request = {
  EquipDescAbbr: 'TRL' as const,
  Quantity: 1,
  PickupDate: isoDate('2026-12-11'),
  MoveDate: isoDate('2026-12-08'),
};

describe('expedite options for a quote (§7 moves/{id}/expedite-options, §4 Expedite options)', () => {
  it('knows the two equipment abbreviations of §3', () => {
    expect(EQUIP_DESC_ABBRS).toEqual(['TRL', 'RC']);
  });

  it('finds the parent option for an abbreviation, preferring one that allows expediting', () => {
    expect(parentOptionFor(options, 'TRL')?.EquipType).toBe(EquipType.Trailer);
    const cube = parentOptionFor(options, 'RC');
    expect(cube?.ExpeditedFlag).toBe(ExpeditedFlag.Parent);
    expect([cube?.OriginDelivery, cube?.DestinationDelivery]).toEqual([DeliveryType.Door, DeliveryType.Door]);
    expect(parentOptionFor([], 'TRL')).toBeNull();
  });

  it('prices one guaranteed option per faster tier, dated from the pickup date, the first the default', () => {
    const found = expediteOptionsForRequest(card, details(), request, [isoDate('2026-12-18')]);
    expect(
      found.map((o) => [o.RequestedTransitTime, o.DeliveryDate, o.GuaranteedServiceFee, o.Default]),
    ).toEqual([
      [6, '2026-12-22', 15000, true],
      [5, '2026-12-21', 27500, false],
    ]);
    expect(found.every((o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.Carrier === 'ABF')).toBe(true);
  });

  it('shows the quantity asked for on each option', () => {
    const found = expediteOptionsForRequest(
      card,
      details(),
      { ...request, EquipDescAbbr: 'RC', Quantity: 3 },
      [],
    );
    expect(found.map((o) => [o.EquipDescription, o.EquipQuantity])).toEqual([
      ['ReloCube', 3],
      ['ReloCube', 3],
    ]);
  });

  it('gives none when the destination is storage (§4: not fetched)', () => {
    const storage = {
      buildingType: BuildingType.storage,
      selectedDeliveryResponse: DeliveryResponse.unknown,
    };
    const response = { buildingType: BuildingType.home, selectedDeliveryResponse: DeliveryResponse.storage };
    for (const Destination of [storage, response]) {
      expect(
        expediteOptionsForRequest(
          card,
          details({ Destination: Destination as QuoteDetails['Destination'] }),
          request,
          [],
        ),
      ).toEqual([]);
    }
  });

  it('gives none when the option does not allow expediting, or the quote has no such option', () => {
    const noExpedite = options.map((o) => ({ ...o, IsExpeditedOptionAllowed: false }));
    expect(expediteOptionsForRequest(card, details({ PricingOptions: noExpedite }), request, [])).toEqual([]);
    expect(expediteOptionsForRequest(card, details({ PricingOptions: [] }), request, [])).toEqual([]);
  });

  it('reuses the options stored on the quote when the move date is the quote spot date (§4 reuse rule)', () => {
    const stored: ExpediteOption = {
      DeliveryDate: isoDate('2026-12-21'),
      GuaranteedServiceFee: cents(9900),
      RequestedTransitTime: 6,
      Carrier: 'ABF',
      ExpeditedFlag: ExpeditedFlag.Child,
      EquipDescription: 'Trailer',
      EquipQuantity: 1,
      Default: true,
    };
    const withStored = details({ ExpeditedOptions: [stored] });
    expect(expediteOptionsForRequest(card, withStored, request, [])).toEqual([stored]);
    // Another move date: the stored options are cleared and the options are priced afresh.
    const moved = expediteOptionsForRequest(
      card,
      withStored,
      { ...request, MoveDate: isoDate('2026-12-09') },
      [],
    );
    expect(moved.map((o) => o.GuaranteedServiceFee)).toEqual([15000, 27500]);
    // Stored options for other equipment are not reused.
    const cubes = expediteOptionsForRequest(
      card,
      withStored,
      { ...request, EquipDescAbbr: 'RC', Quantity: 3 },
      [],
    );
    expect(cubes.map((o) => o.EquipDescription)).toEqual(['ReloCube', 'ReloCube']);
  });
});
