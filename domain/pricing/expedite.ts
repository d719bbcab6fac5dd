import { err, ok, type Result } from 'neverthrow';
import type { IsoDate } from '../calendar/iso-date';
import { type Cents, formatUsdShort } from '../money/money';
import { BuildingType, DeliveryResponse, ExpeditedFlag } from '../quote/enums';
import type { Destination, ExpediteOption, PricingOption, QuoteDetails } from '../quote/types';

/**
 * §4 Expedite options: what to ask about an equipment option on the given dates (the body of POST
 * moves/{id}/expedite-options less its Revision, and the request domain/pricing/expedite-options prices).
 */
export function expediteRequestFor(
  option: Pick<PricingOption, 'EquipDescAbbr' | 'EquipQuantity'>,
  dates: { PickupDate: IsoDate; MoveDate: IsoDate },
): { EquipDescAbbr: 'RC' | 'TRL'; Quantity: number; PickupDate: IsoDate; MoveDate: IsoDate } {
  return {
    EquipDescAbbr: option.EquipDescAbbr === 'RC' ? 'RC' : 'TRL',
    Quantity: option.EquipQuantity,
    PickupDate: dates.PickupDate,
    MoveDate: dates.MoveDate,
  };
}

/** §9 The description of an expedite price adjustment. */
export const EXPEDITE_DESCRIPTION = 'Expedite Shipping';

/** §8 The messages of an incomplete expedite selection (thrown in the original; returned here). */
export const EXPEDITE_SELECTION_MESSAGES = {
  noValue: 'equipmentPickup - No value provided!',
  noTransitTime: '- No transitTime provided!',
  noCarrier: '- No carrier provided!',
} as const;

export type ParentOptionError = { kind: 'ParentOptionNotFound'; message: string };

/** The keys that tie an expedited child pricing option to its parent (§3 Pricing option). */
function sameService(a: PricingOption, b: PricingOption): boolean {
  return (
    a.EquipType === b.EquipType &&
    a.OriginDelivery === b.OriginDelivery &&
    a.DestinationDelivery === b.DestinationDelivery
  );
}

/**
 * §3, §9 The base price of an expedited child is its parent's price. The parent is the option flagged
 * Parent with the same EquipType, OriginDelivery and DestinationDelivery; when several match, the one
 * marked DefaultParent wins, then the first. A Parent option is its own parent.
 */
export function parentPriceForChild(
  options: readonly PricingOption[],
  child: PricingOption,
): Result<Cents, ParentOptionError> {
  if (child.ExpeditedFlag === ExpeditedFlag.Parent) return ok(child.Price);
  let found: PricingOption | undefined;
  for (const option of options) {
    if (option.ExpeditedFlag !== ExpeditedFlag.Parent || !sameService(option, child)) continue;
    if (option.DefaultParent) return ok(option.Price);
    found ??= option;
  }
  return found
    ? ok(found.Price)
    : err({
        kind: 'ParentOptionNotFound',
        message: `No parent pricing option for ${child.EquipType} ${child.OriginDelivery} to ${child.DestinationDelivery}`,
      });
}

/** §9 Expedite label: '+$fee - Guaranteed N Business Days', e.g. '+$150 - Guaranteed 3 Business Days'. */
export function expediteLabel(fee: Cents, days: number): string {
  return `+${formatUsdShort(fee)} - Guaranteed ${days} Business Days`;
}

/** §5 Expedite options with a Child flag are chosen by the Default flag: the default child, or null. */
export function chooseChildOptionByDefault(options: readonly ExpediteOption[]): ExpediteOption | null {
  return options.find((o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.Default) ?? null;
}

export interface ExpediteSelectionInput {
  value: string | null | undefined;
  transitTime: number | null | undefined;
  carrier: string | null | undefined;
}

export interface ExpediteSelection {
  value: string;
  transitTime: number;
  carrier: string;
}

export type ExpediteSelectionError =
  | { kind: 'NoExpediteValue'; message: typeof EXPEDITE_SELECTION_MESSAGES.noValue }
  | { kind: 'NoTransitTime'; message: typeof EXPEDITE_SELECTION_MESSAGES.noTransitTime }
  | { kind: 'NoCarrier'; message: typeof EXPEDITE_SELECTION_MESSAGES.noCarrier };

/**
 * §5, §8 An expedite selection requires a value, a transit time and a carrier; the first missing one is
 * reported with the §8 message. A blank string, a missing number or a transit time of 0 counts as missing.
 */
export function validateExpediteSelection(
  input: ExpediteSelectionInput,
): Result<ExpediteSelection, ExpediteSelectionError> {
  const value = input.value?.trim() ?? '';
  if (value === '') return err({ kind: 'NoExpediteValue', message: EXPEDITE_SELECTION_MESSAGES.noValue });
  const transitTime = input.transitTime;
  if (transitTime == null || !Number.isFinite(transitTime) || transitTime <= 0) {
    return err({ kind: 'NoTransitTime', message: EXPEDITE_SELECTION_MESSAGES.noTransitTime });
  }
  const carrier = input.carrier?.trim() ?? '';
  if (carrier === '') return err({ kind: 'NoCarrier', message: EXPEDITE_SELECTION_MESSAGES.noCarrier });
  return ok({ value, transitTime, carrier });
}

/** §4 Expedite options on the quote are reused only if the spot date equals the move date. */
export function shouldReuseExpediteOptions(spotDate: IsoDate | null, moveDate: IsoDate | null): boolean {
  return spotDate !== null && spotDate === moveDate;
}

/** §4 The expedite options to use after loading a quote: the quote's own when reusable, otherwise none. */
export function expediteOptionsToUse(
  details: Pick<QuoteDetails, 'SpotDate' | 'MoveDate' | 'ExpeditedOptions'>,
): ExpediteOption[] {
  return shouldReuseExpediteOptions(details.SpotDate, details.MoveDate) ? [...details.ExpeditedOptions] : [];
}

/**
 * §4 Expedite options are fetched when expedited shipping is allowed and the destination is not storage
 * (neither the storage building type nor the storage delivery response).
 */
export function shouldFetchExpediteOptions(
  isExpeditedOptionAllowed: boolean,
  destination: Pick<Destination, 'buildingType' | 'selectedDeliveryResponse'>,
): boolean {
  return (
    isExpeditedOptionAllowed &&
    destination.buildingType !== BuildingType.storage &&
    destination.selectedDeliveryResponse !== DeliveryResponse.storage
  );
}

/**
 * §4 The estimated/guaranteed delivery choice. estimatedOption is the chosen estimated option's value,
 * '' once a guaranteed option is chosen, or 0 after a reset; guaranteedOption is null when none is chosen.
 */
export interface ExpediteChoiceState {
  readonly estimatedOption: string | 0 | '';
  readonly guaranteedOption: string | null;
}

/** §4 The state before any choice: the reset state. */
export const INITIAL_EXPEDITE_CHOICE: ExpediteChoiceState = { estimatedOption: 0, guaranteedOption: null };

export type ExpediteChoiceAction =
  | { type: 'chooseGuaranteed'; option: string }
  | { type: 'chooseEstimated'; option: string }
  | { type: 'reset' };

/**
 * §4 The estimated/guaranteed transition: a guaranteed choice sets the estimated option to empty ('');
 * choosing an estimated option drops the guaranteed one; a reset sets the estimated option to 0 and
 * clears the guaranteed one.
 */
export function nextExpediteChoice(
  state: ExpediteChoiceState,
  action: ExpediteChoiceAction,
): ExpediteChoiceState {
  switch (action.type) {
    case 'chooseGuaranteed':
      return { ...state, estimatedOption: '', guaranteedOption: action.option };
    case 'chooseEstimated':
      return { ...state, estimatedOption: action.option, guaranteedOption: null };
    case 'reset':
      return INITIAL_EXPEDITE_CHOICE;
  }
}
