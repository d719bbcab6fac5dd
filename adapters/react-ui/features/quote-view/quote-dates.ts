/**
 * The quote view's "Dates" and "Options" parts (issue 4): the move date the customer may change, the free
 * estimated delivery window (§9) and the guaranteed (expedited) options of the selected parent (§3, §4).
 * Every rule comes from the domain; this module only puts the quote's fields through it.
 */
import { addBusinessDays, addDays } from '../../../../domain/calendar/business-days';
import { type DeliveryWindow, estimatedDeliveryWindow } from '../../../../domain/calendar/delivery-window';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import { type IsoDate, parseIsoDate } from '../../../../domain/calendar/iso-date';
import {
  expediteLabel,
  expediteOptionsToUse,
  shouldFetchExpediteOptions,
} from '../../../../domain/pricing/expedite';
import { ExpeditedFlag } from '../../../../domain/quote/enums';
import { isInMoveDateWindow, MAX_DAYS_AHEAD } from '../../../../domain/quote/move-date-window';
import type { PricingOption, Quote } from '../../../../domain/quote/types';
import { REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import type { QuoteDraft } from './quote-draft';

/** The move dates the quote view offers: the domain's window, today to MAX_DAYS_AHEAD days from today. */
export function moveDateLimits(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: today, max: addDays(today, MAX_DAYS_AHEAD) };
}

/** The §5-style message for an out-of-range move date, with both limits as MM/DD/YYYY (§3). */
export function moveDateRangeMessage(today: IsoDate): string {
  const { min, max } = moveDateLimits(today);
  return `The move date must be between ${formatMMDDYYYY(min)} and ${formatMMDDYYYY(max)}`;
}

/**
 * What is wrong with a move date typed or picked in the date input ('YYYY-MM-DD', '' when cleared), or
 * null when it can be saved: §5 'The value is required', the domain's date message, or the range message.
 */
export function moveDateProblem(value: string, today: IsoDate): string | null {
  if (value.trim() === '') return REQUIRED_MESSAGE;
  const parsed = parseIsoDate(value);
  if (parsed.isErr()) return parsed.error.message;
  return isInMoveDateWindow(parsed.value, today) ? null : moveDateRangeMessage(today);
}

/** The destination station's holidays (delivery days skip them, as domain/calendar/move-dates does). */
function destinationHolidays(quote: Quote): readonly IsoDate[] {
  return quote.Details.Destination.StationDetail?.Holidays ?? [];
}

/** §9 the free estimated delivery window of an option, counted from the quote's pickup date. */
export function deliveryWindowFor(quote: Quote, option: PricingOption): DeliveryWindow {
  return estimatedDeliveryWindow(
    quote.Details.PickupDate,
    option.CarrierTransitTime,
    destinationHolidays(quote),
  );
}

/** 'Friday, Jun 19 - Tuesday, Jun 23' (§9 'Weekday, Mon D'). */
export function formatWindowDays(window: DeliveryWindow): string {
  return `${formatWeekdayMonDay(window.DeliveryDate)} - ${formatWeekdayMonDay(window.DeliveryDateMax)}`;
}

/** What the quote view says about the fee when the quote does not carry it. */
export const FEE_AT_RESERVATION = 'fee shown at reservation';

/** One guaranteed delivery choice of the selected parent. */
export interface GuaranteedChoice {
  /** The child pricing option's value. */
  value: string;
  /** Guaranteed business days in transit (the child's CarrierTransitTime). */
  days: number;
  /** The guaranteed delivery day. */
  deliveryDate: IsoDate;
  /**
   * The §9 label '+$fee - Guaranteed N Business Days' when the quote carries this option's fee (§4: its
   * stored expedite options are reused for the same date), else 'Guaranteed N Business Days' with the
   * fee left to the reservation.
   */
  label: string;
  /** False when the fee is not known here (shown at reservation). */
  feeKnown: boolean;
}

/**
 * §3, §4, §9 The guaranteed options of the selected parent: the quote's Child pricing options with the
 * parent's EquipType, OriginDelivery and DestinationDelivery, quickest last as the quote lists them.
 * None unless the parent allows expediting and the destination is not storage (§4). A child's fee is
 * the stored expedite option with the same equipment, quantity and transit days when §4 allows reusing
 * the stored options; otherwise it is not on the quote (POST moves/{id}/expedite-options has no client
 * method yet) and the label says so.
 */
export function guaranteedChoices(quote: Quote, parent: PricingOption | undefined): GuaranteedChoice[] {
  if (!parent || parent.ExpeditedFlag !== ExpeditedFlag.Parent) return [];
  const details = quote.Details;
  if (
    !shouldFetchExpediteOptions(parent.IsExpeditedOptionAllowed, {
      buildingType: details.Destination.buildingType,
      selectedDeliveryResponse: details.Destination.selectedDeliveryResponse,
    })
  ) {
    return [];
  }
  const stored = expediteOptionsToUse(details).filter(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Child &&
      o.EquipDescription === parent.EquipDescription &&
      o.EquipQuantity === parent.EquipQuantity,
  );
  return details.PricingOptions.filter(
    (o) =>
      o.ExpeditedFlag === ExpeditedFlag.Child &&
      o.EquipType === parent.EquipType &&
      o.OriginDelivery === parent.OriginDelivery &&
      o.DestinationDelivery === parent.DestinationDelivery,
  ).map((child) => {
    const days = child.CarrierTransitTime;
    const priced = stored.find((o) => o.RequestedTransitTime === days);
    const guaranteed = `Guaranteed ${days} Business Days`;
    return {
      value: child.value,
      days,
      deliveryDate:
        priced?.DeliveryDate ?? addBusinessDays(details.PickupDate, days, destinationHolidays(quote)),
      label: priced
        ? expediteLabel(priced.GuaranteedServiceFee, days)
        : `${guaranteed} - ${FEE_AT_RESERVATION}`,
      feeKnown: priced !== undefined,
    };
  });
}

/** What the quote view shows about dates: the input's limits, whether and how the date changed, the window. */
export interface QuoteDates {
  min: IsoDate;
  max: IsoDate;
  /** The draft's move date differs from the saved one. */
  changed: boolean;
  /** The message for a changed date that cannot be saved, else null. */
  problem: string | null;
  /** §9 the selected option's free estimated delivery window for the saved dates, or null. */
  window: DeliveryWindow | null;
}

/**
 * The "Dates" and "Options" parts of the quote view model for a quote and the customer's draft (the
 * quote view's hook and the style guide's demo both use it).
 */
export function datesAndOptions(
  quote: Quote | null,
  draft: QuoteDraft | null,
  today: IsoDate,
): { dates: QuoteDates; guaranteed: GuaranteedChoice[] } {
  const parent =
    quote && draft
      ? quote.Details.PricingOptions.find(
          (o) => o.value === draft.optionValue && o.ExpeditedFlag === ExpeditedFlag.Parent,
        )
      : undefined;
  const changed = quote !== null && draft !== null && draft.moveDate !== quote.Details.MoveDate;
  return {
    dates: {
      ...moveDateLimits(today),
      changed,
      problem: changed && draft ? moveDateProblem(draft.moveDate, today) : null,
      window: quote && parent ? deliveryWindowFor(quote, parent) : null,
    },
    guaranteed: quote ? guaranteedChoices(quote, parent) : [],
  };
}
