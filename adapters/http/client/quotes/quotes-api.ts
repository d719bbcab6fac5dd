import type { z } from 'zod';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import type { MoveDates } from '../../../../domain/calendar/move-dates';
import type { ExpediteOption, Quote } from '../../../../domain/quote/types';
import type { AppointmentEnd, AppointmentSlot } from '../../../../domain/reservation/appointment-windows';
import type {
  ExpediteOptionsRequest,
  fromWirePriceStrip,
  MovementDatesRequest,
  MovementDatesResponse,
  StorageScheduleQuery as StorageScheduleQuerySchema,
  StorageScheduleResponse,
} from '../../contract/move-planning';
import type { EditQuoteRequest } from '../../contract/quote-changes';
import type { CreateQuoteRequest, CreateQuoteResponseBody } from '../../contract/quotes';
import type { MoveDatesRequest, SpotDatesResponse } from '../../contract/schedule';
import type { ApiResult } from '../api-result';
import type { InCents, WireAnswer } from '../wire-types';

/** GET quotes/{id}/prices-by-date: one option's prices on the nearby move dates (cents), as the contract reads them. */
export type PriceStrip = ReturnType<typeof fromWirePriceStrip>;
/** §7 POST moves/{id}/expedite-options: EquipDescAbbr, Quantity, PickupDate, MoveDate, Revision (all required). */
export type ExpediteOptionsQuery = z.input<typeof ExpediteOptionsRequest>;
export type CreateQuoteOutcome = z.output<typeof CreateQuoteResponseBody>;
/** POST moves/movement-dates (§7): the quote (`id`), SpotDate and optional PickupDate, live load and same-day flags. */
export type MovementDatesQuery = z.input<typeof MovementDatesRequest>;
/** §7 movementDates, as ISO dates (§3 "A map of named movement dates comes back as ISO dates"). */
export type MovementDates = MovementDatesResponse['movementDates'];
/**
 * GET moves/storage-charges/schedules (§7; params not shown, ours): the equipment, how many, and the §9
 * split-test group to show ('NotInTest' for the chart with no free days; the visitor's own when left out).
 * The contract's query, with `quantity` a number (the client writes it into the query string).
 */
export type StorageScheduleQuery = Omit<z.output<typeof StorageScheduleQuerySchema>, 'quantity'> & {
  quantity: number;
};
/** §7 "chart has Charge, Duration, NewCharge" in cents (Duration in days), with the §9 group and free days. */
export type StorageSchedule = Omit<WireAnswer<typeof StorageScheduleResponse>, 'schedule'> & {
  schedule: Array<InCents<StorageScheduleResponse['schedule'][number], 'Charge' | 'NewCharge'>>;
};
/** GET moves/{id}/spot-dates's answer (dates as ISO strings; Reason null when bookable). */
export type SpotDates = WireAnswer<typeof SpotDatesResponse>;

export interface QuotesApi {
  /** POST quotes/add (§7). */
  addQuote(
    form: z.input<typeof CreateQuoteRequest>,
  ): Promise<ApiResult<{ outcome: CreateQuoteOutcome; quote: Quote | null }>>;
  /** GET quotes/view/{id} (§7) by link token or reference number. */
  viewQuote(reference: string): Promise<ApiResult<Quote>>;
  /** POST quotes/edit/{qId} (§7): the changed quote, or the fail reason with the stored one. */
  editQuote(
    reference: string,
    edit: z.input<typeof EditQuoteRequest>,
  ): Promise<ApiResult<{ failReason: string; message: string; quote: Quote | null }>>;
  /**
   * GET quotes/{id}/prices-by-date (issue 4 price-by-date strip, our design): the option's price on the
   * nearby move dates as saving each date would make it (`option`: a PricingOption value of the quote).
   */
  pricesByDate(reference: string, option: string): Promise<ApiResult<PriceStrip>>;
  /**
   * POST moves/{id}/expedite-options (§7, §4 Expedite options): the guaranteed choices, fees in cents;
   * cached per request for the page session (§9).
   */
  expediteOptions(reference: string, query: ExpediteOptionsQuery): Promise<ApiResult<ExpediteOption[]>>;
  /**
   * POST moves/movement-dates (§7). Like expediteOptions, its answers are cached per request for the
   * page session (§9): asking the same question again answers from the cache.
   */
  movementDates(query: MovementDatesQuery): Promise<ApiResult<MovementDates>>;
  /**
   * GET moves/storage-charges/schedules (§7, §9 storage-charge split tests): the destination storage chart
   * for 30, 60 and 90 days, Charge and NewCharge in cents (issue 13's charges timeline and storage meter).
   */
  storageChargeSchedule(query: StorageScheduleQuery): Promise<ApiResult<StorageSchedule>>;
  /** PUT quotes/{id}/contact (§7). */
  updateContact(reference: string, email: string): Promise<ApiResult<{ Status: string }>>;
  /** GET notifications/send-quote-email (§7). */
  sendQuoteEmail(reference: string): Promise<ApiResult<true>>;
  /** The §7 move dates call (POST moves/move-dates, our path): SpotDate, PickupDate, DeliveryDate, DeliveryDateMax. */
  moveDates(request: z.input<typeof MoveDatesRequest>): Promise<ApiResult<MoveDates>>;
  /** GET moves/{id}/spot-dates (our design): the origin's drop-off dates from..to, bookable or with a reason. */
  spotDates(reference: string, from: IsoDate, to: IsoDate): Promise<ApiResult<SpotDates>>;
  /** POST appointments/{qid}/origin|destination/availability (§7): the windows offered on a date (Rate in cents). */
  appointmentAvailability(
    reference: string,
    end: AppointmentEnd,
    date: IsoDate,
  ): Promise<ApiResult<AppointmentSlot[]>>;
}
