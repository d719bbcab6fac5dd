import type { z } from 'zod';
import { type Cents, toDollars } from '../../../../domain/money/money';
import type { Quote } from '../../../../domain/quote/types';
import type { ReservationDraft } from '../../../../domain/reservation/draft';
import type { ApiResult } from '../api-result';
import { done, type FetchTransport, type Schemas } from '../fetch-transport';
import type { BookedMove, MoveEdited, OpenedReservation, ReservationsApi } from './reservations-api';

/** `ReservationsApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchReservationsApi(http: FetchTransport): ReservationsApi {
  return {
    startReservation(quoteId: number, linkToken?: string): Promise<ApiResult<OpenedReservation>> {
      return http.call(
        {
          method: 'POST',
          path: `/moves/${quoteId}/start`,
          ...(linkToken ? { query: { qId: linkToken } } : {}),
        },
        (s) => s.DraftResponse,
        (answer, s) => openedFromWire(answer, s),
      );
    },
    reservationDraft(quoteId: number): Promise<ApiResult<OpenedReservation>> {
      return http.get(
        `/moves/${quoteId}/draft`,
        (s) => s.DraftResponse,
        (answer, s) => openedFromWire(answer, s),
      );
    },
    saveReservationStep(
      quoteId: number,
      step: 'location' | 'schedule',
      answers: Parameters<ReservationsApi['saveReservationStep']>[2],
      acceptedTotal?: Cents,
    ): Promise<ApiResult<ReservationDraft>> {
      const body =
        acceptedTotal === undefined ? answers : { ...answers, AcceptedTotal: toDollars(acceptedTotal) };
      return http.call(
        { method: 'PUT', path: `/moves/${quoteId}/draft/${step}`, body },
        (s) => s.SavedDraftResponse,
        (answer, s) => s.fromWireDraft(answer.draft),
      );
    },
    logReservationProgress(
      quoteId: number,
      fields: Parameters<ReservationsApi['logReservationProgress']>[1],
    ): Promise<ApiResult<true>> {
      return http.call(
        { method: 'POST', path: `/moves/${quoteId}/log-progress`, body: fields, keepalive: true },
        (s) => s.SuccessResponse,
        done,
      );
    },
    setSmsNumber(quoteId: number, SmsNumber: string): Promise<ApiResult<true>> {
      return http.call(
        { method: 'PUT', path: `/moves/${quoteId}/contacts/sms`, body: { SmsNumber } },
        (s) => s.SmsResponse,
        done,
      );
    },
    setLaborReferral(quoteId: number, laborRequested: boolean): Promise<ApiResult<true>> {
      return http.call(
        { method: 'PUT', path: `/moves/${quoteId}/labor-referral`, body: { laborRequested } },
        (s) => s.LaborReferralResponse,
        done,
      );
    },
    reserveMove(
      quoteId: number,
      body: Parameters<ReservationsApi['reserveMove']>[1],
      idempotencyKey: string,
    ): Promise<ApiResult<Quote>> {
      return http.call(
        { method: 'POST', path: `/moves/${quoteId}/reserve`, body, idempotencyKey },
        (s) => s.ReserveResponse,
        (answer, s) => s.fromWireQuote(answer.reserve.Quote),
      );
    },
    viewReservation(quoteId: number): Promise<ApiResult<BookedMove>> {
      return http.get(
        `/moves/${quoteId}`,
        (s) => s.ReservationResponse,
        (answer, s) => ({
          quote: s.fromWireQuote(answer.reservation),
          lines: answer.PriceLines.map(s.priceLineFromWire),
          total: s.centsOf(answer.TotalPrice),
          editAllowed: answer.IsMyMoveEditAllowed,
          editWindow: editWindowFromWire(answer.MyMoveEdit),
        }),
      );
    },
    editMove(
      quoteId: number,
      body: Parameters<ReservationsApi['editMove']>[1],
    ): Promise<ApiResult<MoveEdited>> {
      return http.call(
        { method: 'POST', path: `/moves/edit/${quoteId}`, body },
        (s) => s.MoveEditResponse,
        (answer, s) => ({
          saved: answer.Saved,
          message: answer.changeQuoteResponse.message,
          quote: s.fromWireQuote(answer.quote),
          oldLines: (answer.Preview?.OldPriceLines ?? []).map(s.priceLineFromWire),
          newLines: (answer.Preview?.NewPriceLines ?? []).map(s.priceLineFromWire),
          oldTotal: s.centsOf(answer.Preview?.OldTotal ?? 0),
          newTotal: s.centsOf(answer.Preview?.NewTotal ?? 0),
          difference: s.centsOf(answer.Preview?.Difference ?? 0),
          changed: answer.Preview?.Changed ?? [],
          settlement: {
            kind: answer.Preview?.Settlement.Kind ?? 'None',
            amount: s.centsOf(answer.Preview?.Settlement.Amount ?? 0),
            description: answer.Preview?.Settlement.Description ?? '',
          },
          editWindow: editWindowFromWire(answer.MyMoveEdit),
        }),
      );
    },
  };
}

/** Issue 13: the wire's MyMoveEdit as the client reads it. */
function editWindowFromWire(w: {
  Allowed: boolean;
  CutoffAt: string | null;
  Reason: string | null;
  Message: string;
}): BookedMove['editWindow'] {
  return { allowed: w.Allowed, cutoffAt: w.CutoffAt, reason: w.Reason, message: w.Message };
}

/** A reservation's draft answer (POST moves/{id}/start, GET moves/{id}/draft) -> the domain's quote and draft. */
function openedFromWire(answer: z.output<Schemas['DraftResponse']>, s: Schemas): OpenedReservation {
  return {
    quote: s.fromWireQuote(answer.quote),
    draft: s.fromWireDraft(answer.draft),
    rates: {
      OneHourRate: s.centsOf(answer.rates.OneHourRate),
      TwoHourRate: s.centsOf(answer.rates.TwoHourRate),
    },
  };
}
