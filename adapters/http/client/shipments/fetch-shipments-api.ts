import type { IsoDate } from '../../../../domain/calendar/iso-date';
import type { InspectionFormRequest } from '../../contract/inspection';
import type { ApiResult } from '../api-result';
import type { MoveChangeListener, MoveFollowing } from '../event-source-move-changes';
import type { Call, FetchTransport } from '../fetch-transport';
import type {
  CovidSurvey,
  CovidSurveyAnswers,
  DeliveryAppointmentState,
  DeliveryBooked,
  DeliveryWindowChoice,
  MoveInspection,
  PickupRequest,
  PickupRequested,
  PostDeliverySurvey,
  PostDeliverySurveyAnswers,
  ShipmentStatus,
  ShipmentsApi,
  SurveySubmitted,
} from './shipments-api';

/** `ShipmentsApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchShipmentsApi(http: FetchTransport): ShipmentsApi {
  return {
    shipment(quoteId: number): Promise<ApiResult<ShipmentStatus>> {
      return http.get(
        `/shipments/${quoteId}`,
        (s) => s.ShipmentResponse,
        ({ success: _, Staff: __, ...answer }) => answer,
      );
    },
    async followMove(quoteId: number, listener: MoveChangeListener): Promise<ApiResult<MoveFollowing>> {
      // A chunk of its own, loaded by the dashboard only (issue 4 budget).
      const loaded = await import('../event-source-move-changes').catch(() => null);
      const following = loaded?.followMoveChanges(quoteId, listener, {
        baseUrl: http.root.slice(0, -'/api'.length),
      });
      return following
        ? { ok: true, value: following }
        : {
            ok: false,
            error: { kind: 'Unavailable', message: 'This browser cannot follow the move as it changes.' },
          };
    },
    requestPickup(
      quoteId: number,
      request: PickupRequest,
      idempotencyKey: string,
    ): Promise<ApiResult<PickupRequested>> {
      return http.call(
        { method: 'POST', path: `/shipments/${quoteId}/origin/pickup`, body: request, idempotencyKey },
        (s) => s.PickupRequestResponse,
        (answer) => {
          const { success: _, Staff: __, ...shipment } = answer.Shipment;
          return { Outcome: answer.Outcome, PickupDate: answer.PickupDate as IsoDate, shipment };
        },
      );
    },
    deliveryAppointment(quoteId: number): Promise<ApiResult<DeliveryAppointmentState>> {
      return http.get(
        `/appointments/delivery/${quoteId}`,
        (s) => s.DeliveryAppointmentResponse,
        (answer, s) => s.fromWireDeliveryAppointment(answer.DeliveryAppointment),
      );
    },
    bookDelivery(
      quoteId: number,
      window: DeliveryWindowChoice,
      idempotencyKey: string,
    ): Promise<ApiResult<DeliveryBooked>> {
      return http.call(
        {
          method: 'POST',
          path: '/appointments/delivery',
          body: { QuoteId: quoteId, ...window },
          idempotencyKey,
        },
        (s) => s.BookDeliveryResponse,
        (answer, s) => s.fromWireBookedDelivery(answer),
      );
    },
    lookupInspection(reference: string, email: string): Promise<ApiResult<MoveInspection>> {
      return inspectionCall(http, {
        method: 'POST',
        path: '/inspection/lookup',
        body: { ReferenceNumber: reference, EmailAddress: email },
      });
    },
    submitInspection(form: InspectionFormRequest): Promise<ApiResult<MoveInspection>> {
      return inspectionCall(http, { method: 'POST', path: '/inspection/form', body: form });
    },
    moveInspection(quoteId: number): Promise<ApiResult<MoveInspection>> {
      return inspectionCall(http, { method: 'GET', path: `/moves/${quoteId}/inspection` });
    },
    postDeliverySurvey(quoteId: number): Promise<ApiResult<PostDeliverySurvey>> {
      return http.get(`/surveys/post-delivery/${quoteId}`, (s) => s.PostDeliverySurveyResponse, surveyOf);
    },
    submitPostDeliverySurvey(
      quoteId: number,
      answers: PostDeliverySurveyAnswers,
    ): Promise<ApiResult<SurveySubmitted<PostDeliverySurvey>>> {
      return http.call(
        { method: 'POST', path: '/surveys/post-delivery', body: { QuoteId: quoteId, ...answers } },
        (s) => s.SubmitPostDeliverySurveyResponse,
        submittedOf,
      );
    },
    covidSurvey(quoteId: number): Promise<ApiResult<CovidSurvey>> {
      return http.get(`/surveys/covid/${quoteId}`, (s) => s.CovidSurveyResponse, surveyOf);
    },
    submitCovidSurvey(
      quoteId: number,
      answers: CovidSurveyAnswers,
    ): Promise<ApiResult<SurveySubmitted<CovidSurvey>>> {
      return http.call(
        { method: 'POST', path: '/surveys/covid', body: { QuoteId: quoteId, ...answers } },
        (s) => s.SubmitCovidSurveyResponse,
        submittedOf,
      );
    },
  };
}

/** A survey's answer read: the survey. */
const surveyOf = <A extends { Survey: unknown }>(answer: A): A['Survey'] => answer.Survey;

/** A submitted survey's answer read: what the submission did and the survey after it. */
const submittedOf = <O, S>({ Outcome, Survey }: { Outcome: O; Survey: S }): { Outcome: O; Survey: S } => ({
  Outcome,
  Survey,
});

/** Issue 15: one of the insect inspection tool's calls, read with the §4 decision it carries. */
function inspectionCall(http: FetchTransport, call: Call): Promise<ApiResult<MoveInspection>> {
  return http.call(
    call,
    (s) => s.InspectionResponse,
    ({ success: _, ...answer }, s) => ({ ...answer, decision: s.inspectionDecisionOf(answer) }),
  );
}
