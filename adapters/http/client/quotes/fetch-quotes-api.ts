import type { ExpediteOption, Quote } from '../../../../domain/quote/types';
import type { ApiResult } from '../api-result';
import { done, type FetchTransport, segment } from '../fetch-transport';
import type {
  CreateQuoteOutcome,
  ExpediteOptionsQuery,
  MovementDates,
  MovementDatesQuery,
  PriceStrip,
  QuotesApi,
  StorageSchedule,
  StorageScheduleQuery,
} from './quotes-api';

/** `QuotesApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchQuotesApi(http: FetchTransport): QuotesApi {
  return {
    addQuote(
      form: Parameters<QuotesApi['addQuote']>[0],
    ): Promise<ApiResult<{ outcome: CreateQuoteOutcome; quote: Quote | null }>> {
      return http.call(
        { method: 'POST', path: '/quotes/add', body: form },
        (s) => s.CreateQuoteResponse,
        (answer, s) => ({
          outcome: answer.createQuoteResponse,
          quote: answer.quote ? s.fromWireQuote(answer.quote) : null,
        }),
      );
    },
    viewQuote(reference: string): Promise<ApiResult<Quote>> {
      return http.get(
        `/quotes/view/${segment(reference)}`,
        (s) => s.ViewQuoteResponse,
        (answer, s) => s.fromWireQuote(answer.quote),
      );
    },
    editQuote(
      reference: string,
      edit: Parameters<QuotesApi['editQuote']>[1],
    ): Promise<ApiResult<{ failReason: string; message: string; quote: Quote | null }>> {
      return http.call(
        { method: 'POST', path: `/quotes/edit/${segment(reference)}`, body: edit },
        (s) => s.EditQuoteResponse,
        (answer, s) => ({
          failReason: answer.changeQuoteResponse.failReason,
          message: answer.changeQuoteResponse.message,
          quote: answer.quote ? s.fromWireQuote(answer.quote) : null,
        }),
      );
    },
    pricesByDate(reference: string, option: string): Promise<ApiResult<PriceStrip>> {
      return http.call(
        { method: 'GET', path: `/quotes/${segment(reference)}/prices-by-date`, query: { option } },
        (s) => s.PricesByDateResponse,
        (answer, s) => s.fromWirePriceStrip(answer),
      );
    },
    expediteOptions(reference: string, query: ExpediteOptionsQuery): Promise<ApiResult<ExpediteOption[]>> {
      return http.cachedForPageSession(
        { method: 'POST', path: `/moves/${segment(reference)}/expedite-options`, body: query },
        (s) => s.ExpediteOptionsResponse,
        (answer, s) => answer.expediteOptions.map(s.expediteOptionFromWire),
      );
    },
    movementDates(query: MovementDatesQuery): Promise<ApiResult<MovementDates>> {
      return http.cachedForPageSession(
        { method: 'POST', path: '/moves/movement-dates', body: query },
        (s) => s.MovementDatesResponse,
        (answer) => answer.movementDates,
      );
    },
    storageChargeSchedule(query: StorageScheduleQuery): Promise<ApiResult<StorageSchedule>> {
      return http.call(
        {
          method: 'GET',
          path: '/moves/storage-charges/schedules',
          query: {
            equip: query.equip,
            quantity: String(query.quantity),
            ...(query.group ? { group: query.group } : {}),
          },
        },
        (s) => s.StorageScheduleResponse,
        (answer, s) => ({
          group: answer.group,
          FreeStorageDays: answer.FreeStorageDays,
          schedule: answer.schedule.map((row) => ({
            Duration: row.Duration,
            Charge: s.centsOf(row.Charge),
            NewCharge: s.centsOf(row.NewCharge),
          })),
        }),
      );
    },
    updateContact(reference: string, email: string): Promise<ApiResult<{ Status: string }>> {
      return http.call(
        { method: 'PUT', path: `/quotes/${segment(reference)}/contact`, body: { EmailAddress: email } },
        (s) => s.UpdateContactResponse,
        (answer) => ({ Status: answer.Status }),
      );
    },
    sendQuoteEmail(reference: string): Promise<ApiResult<true>> {
      return http.call(
        { method: 'GET', path: '/notifications/send-quote-email', query: { id: reference } },
        (s) => s.SendQuoteEmailResponse,
        done,
      );
    },
    moveDates(request: Parameters<QuotesApi['moveDates']>[0]): ReturnType<QuotesApi['moveDates']> {
      return http.call(
        { method: 'POST', path: '/moves/move-dates', body: request },
        (s) => s.MoveDatesResponse,
        (answer, s) => s.fromWireMoveDates(answer),
      );
    },
    spotDates(reference: string, from: string, to: string): ReturnType<QuotesApi['spotDates']> {
      return http.call(
        { method: 'GET', path: `/moves/${segment(reference)}/spot-dates`, query: { from, to } },
        (s) => s.SpotDatesResponse,
        ({ success: _, ...dates }) => dates,
      );
    },
    appointmentAvailability(
      reference: string,
      end: Parameters<QuotesApi['appointmentAvailability']>[1],
      date: string,
    ): ReturnType<QuotesApi['appointmentAvailability']> {
      return http.call(
        {
          method: 'POST',
          path: `/appointments/${segment(reference)}/${end}/availability`,
          body: { apptObj: { Date: date } },
        },
        (s) => (end === 'origin' ? s.OriginAvailabilityResponse : s.DestinationAvailabilityResponse),
        (answer, s) =>
          ('originAvailability' in answer ? answer.originAvailability : answer.destinationAvailability).map(
            s.fromWireAppointmentSlot,
          ),
      );
    },
  };
}
