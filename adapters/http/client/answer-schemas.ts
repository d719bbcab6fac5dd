/**
 * The contract's answer schemas that FetchRelomoveApi reads answers with. This module (and with it zod
 * and adapters/http/contract) is loaded on first use, as its own chunk, so that the landing page's
 * JavaScript stays under its budget (issue 4); `preloadAnswerSchemas` fetches it once the page is idle.
 */

// First: no schema may be built before zod is told not to compile with eval (the page's CSP forbids it).
import './zod-without-eval';

export { ContactsMeResponse, LoginResponse, LogoutResponse } from '../contract/accounts';
export { RecordAnalyticsEventsResponse } from '../contract/analytics';

import { z } from 'zod';
import { VerifyCaptchaResponse } from '../contract/captcha';

export { CaptchaChallengeResponse } from '../contract/captcha';

/** A verified token's answer; a refused one (success: false) is read as a refusal before this schema. */
export const VerifiedCaptchaResponse = VerifyCaptchaResponse.extend({ success: z.literal(true) });
// Issue 15, the staff lookup page (/jojo/lookup): the lookup, a quote explained and re-priced, the staff
// shipment actions, the Transit charge and an agent's coupon.
export {
  ContactLinksResponse,
  LookupResponse,
  RegisterResponse,
  UpdateMeResponse,
} from '../contract/accounts';
export {
  AffirmApprovalResponse,
  AffirmCancelResponse,
  AffirmCheckoutOpenedResponse,
  AffirmCheckoutResponse,
  PayPalOrderResponse,
} from '../contract/booking-payments';
export { centsOf, ErrorResponse } from '../contract/common';
export {
  BookDeliveryResponse,
  DeliveryAppointmentResponse,
  fromWireBookedDelivery,
  fromWireDeliveryAppointment,
} from '../contract/delivery-appointments';
export { AbTestResponse } from '../contract/experiments';
export { FinancingTermsResponse, fromWireFinancingTerms } from '../contract/financing';
export { InspectionResponse, inspectionDecisionOf } from '../contract/inspection';
export {
  fromWirePreferences,
  PreferencesResponse,
  UnsubscribeResponse,
} from '../contract/message-preferences';
export { MessageLogResponse } from '../contract/messages';
export { MoveEditResponse } from '../contract/move-edit';
export { CancelResponse, PayApproved, PaymentInfoResponse } from '../contract/move-money';
export { MovePaymentsResponse, TransitChargeResponse } from '../contract/move-payments';
export {
  ExpediteOptionsResponse,
  fromWirePriceStrip,
  MovementDatesResponse,
  PricesByDateResponse,
  StorageScheduleResponse,
} from '../contract/move-planning';
export { OutboxResponse, outboxFromWire } from '../contract/outbox';
export { SaveCardApproved } from '../contract/payments';
export {
  PlaceMappingResponse,
  placeMappingFromWire,
  ReferrerArrivalResponse,
  StaffPlaceMappingResponse,
  StaffPlaceMappingsResponse,
  staffRowFromWire,
  ViewPlaceMappingResponse,
} from '../contract/place-mappings';
export { fromWireQuote } from '../contract/quote';
export { EditQuoteResponse, SendQuoteEmailResponse, UpdateContactResponse } from '../contract/quote-changes';
export { expediteOptionFromWire, priceLineFromWire } from '../contract/quote-parts';
export { CreateQuoteResponse, ViewQuoteResponse } from '../contract/quotes';
export {
  CitySearchResponse,
  ServiceCenterDetailResponse,
  ServiceCentersListResponse,
  ServiceCentersNearResponse,
} from '../contract/reference';
export {
  DashboardTypeResponse,
  DraftResponse,
  fromWireDraft,
  LaborReferralResponse,
  ReservationCouponResponse,
  ReservationResponse,
  ReserveResponse,
  SavedDraftResponse,
  SmsResponse,
  SuccessResponse,
} from '../contract/reservations';
export {
  DestinationAvailabilityResponse,
  fromWireAppointmentSlot,
  fromWireMoveDates,
  MoveDatesResponse,
  OriginAvailabilityResponse,
  SpotDatesResponse,
} from '../contract/schedule';
export {
  PickupRequestResponse,
  RecordShipmentEventResponse,
  ShipmentResponse,
  SimulateShipmentResponse,
} from '../contract/shipments';
export {
  ExplainQuoteResponse,
  explainedFromWire,
  lookupFromWire,
  recomputedFromWire,
  StaffRecomputeResponse,
} from '../contract/staff';
export {
  CovidSurveyResponse,
  PostDeliverySurveyResponse,
  SubmitCovidSurveyResponse,
  SubmitPostDeliverySurveyResponse,
} from '../contract/surveys';
