import type { z } from 'zod';
import type { ReconcileReport } from '../../../application/payments/reconcile-payments';
import type { UserSummary } from '../../../application/ports/user-repository';
import type { QuoteExplained } from '../../../application/staff/explain-quote';
import type { LookupOutput } from '../../../application/staff/lookup-quotes';
import type { PricedMove } from '../../../application/staff/price-move';
import type { RecomputeOpenQuotesOutput } from '../../../application/staff/recompute-open-quotes';
import type { SurveyReport } from '../../../application/surveys/read-surveys';
import type { StationDetail } from '../../../domain/quote/types';
import type { ReferrerCount } from '../../../domain/referrals/referrers';
import type { LoginRequest, LoginResponse } from '../contract/accounts';
import type { MovePaymentsResponse, TransitChargeResponse } from '../contract/move-payments';
import type {
  StaffPlaceMappingDecision,
  StaffPlaceMappingRow,
  StaffPlaceMappingsFilter,
  StaffPlaceMappingsListing,
} from '../contract/place-mappings';
import type { ServiceCentersNearResponse } from '../contract/reference';
import type { DashboardTypeSetResponse } from '../contract/reservations';
import type {
  RecordShipmentEventResponse,
  ShipmentResponse,
  SimulateShipmentResponse,
} from '../contract/shipments';
import type { StaffPriceRequest, StaffRecomputeRequest } from '../contract/staff';
import type { AddUserRequest, RecomputeAllRequest } from '../contract/staff-operations';
import type { ApiResult, OutboxFilter, OutboxListing, RecomputeAnswer } from './relomove-api';
import type { StaffMoveAnswers, StaffMoveCalls } from './staff-move-calls';

/** A signed-in session for a non-browser client: the session token (the cookie's value) and the user. */
export interface SignedIn {
  /** The session credential, sent back as `Authorization: Bearer <sessionToken>`. A secret. */
  sessionToken: string;
  user: LoginResponse['user'];
}

export type { RecomputeAnswer } from './relomove-api';

/**
 * The staff calls of the /api (issue 5, for the CLI's --api mode; the browser never loads this), authenticated
 * with a bearer session token. Like RelomoveApi, every call answers an ApiResult and never throws; answers
 * are parsed with the contract's schemas and come back as domain values (cents).
 */
/** The bot evidence of a sign-in: the contract's LoginRequest captcha and formTiming, both sent (null: none). */
export type SignInEvidence = Required<Pick<z.input<typeof LoginRequest>, 'captcha' | 'formTiming'>>;

/** The staff move calls' answers in the CLI: the contract's answers as the server sent them (wire dollars). */
export interface WireStaffMoveAnswers extends StaffMoveAnswers {
  event: RecordShipmentEventResponse;
  simulated: SimulateShipmentResponse;
  dashboardType: DashboardTypeSetResponse;
  transit: TransitChargeResponse;
}

export interface StaffApi extends StaffMoveCalls<WireStaffMoveAnswers> {
  /**
   * POST user/login (§7), keeping the session token of the answer's cookie. `bot` is the sign-in form's bot
   * evidence (§5), for a server with bot checks on: a solved proof of work and how long the form took.
   */
  signIn(email: string, password: string, bot?: SignInEvidence): Promise<ApiResult<SignedIn>>;
  /** POST user/logout with the bearer token: ends that session (issue 9 finding 2); 401 when it is no session. */
  signOut(): Promise<ApiResult<null>>;
  /**
   * GET captcha/challenge: a proof-of-work challenge to solve before signing in, when bot checks are on or
   * the account has had repeated failures (issue 9 finding 3). With `signInEmail`, the work that email's
   * sign-in needs now.
   */
  captchaChallenge(signInEmail?: string): Promise<ApiResult<Record<string, unknown>>>;
  /** POST quotes/lookup (§7, not shown: ours). */
  lookup(search: string): Promise<ApiResult<LookupOutput>>;
  /** GET staff/quotes/{id} (ours). */
  explain(reference: string): Promise<ApiResult<QuoteExplained>>;
  /** POST staff/quotes/{id}/recompute (ours). */
  recompute(reference: string, request: StaffRecomputeRequest): Promise<ApiResult<RecomputeAnswer>>;
  /** POST staff/price (ours). */
  price(request: StaffPriceRequest): Promise<ApiResult<PricedMove>>;
  /** GET staff/service-centers (ours). */
  serviceCenters(): Promise<ApiResult<StationDetail[]>>;
  /** GET cities/service-centers/near (the locator). */
  serviceCentersNear(zip: string, limit?: number): Promise<ApiResult<ServiceCentersNearResponse>>;
  /** GET staff/outbox (issue 14, ours): the newest messages, optionally to one recipient or about one move. */
  outbox(filter: OutboxFilter): Promise<ApiResult<OutboxListing>>;
  /** GET staff/surveys (issue 15, ours): the post-delivery answers since a day (YYYY-MM-DD), with their summary. */
  surveys(since?: string): Promise<ApiResult<SurveyReport>>;
  /** Issue 15: GET staff/place-mappings, the indirect mapping requests of one status (or all). */
  placeMappings(filter: StaffPlaceMappingsFilter): Promise<ApiResult<StaffPlaceMappingsListing>>;
  /** Issue 15: POST staff/place-mappings/{id}/decision. */
  decidePlaceMapping(
    id: number,
    decision: StaffPlaceMappingDecision,
  ): Promise<ApiResult<StaffPlaceMappingRow>>;
  /** Issue 15: GET staff/referrals, arrivals per §5 budget-flow referrer since a day (or ever). */
  referrals(since: string | null): Promise<ApiResult<ReferrerCount[]>>;
  /** Issue 13 and 26: GET shipments/{id}, the shipment as staff see it (`relomove shipment show`). */
  shipment(quoteId: number): Promise<ApiResult<ShipmentResponse>>;
  /** Issue 12 and 26: GET staff/moves/{id}/payments. */
  movePayments(quoteId: number): Promise<ApiResult<MovePaymentsResponse>>;
  /** Issue 26: GET staff/payments/reconcile. */
  reconcile(): Promise<ApiResult<ReconcileReport>>;
  /**
   * Issue 26: POST staff/quotes/recompute-all, its streamed progress given to `onProgress` as it comes; a
   * stop midway (storage or rate card unavailable) is a Refused failure with the error line's lines.
   */
  recomputeAll(
    request: RecomputeAllRequest,
    onProgress: (done: number, total: number) => void,
  ): Promise<ApiResult<RecomputeOpenQuotesOutput>>;
  /** Issue 26: GET admin/users (admins or the operator token). */
  users(): Promise<ApiResult<UserSummary[]>>;
  /** Issue 26: POST admin/users (admins or the operator token). */
  addUser(request: AddUserRequest): Promise<ApiResult<UserSummary>>;
  /**
   * Issue 26: GET admin/backup (admins or the operator token): the backup's bytes as they arrive, to be
   * saved and checked by the caller.
   */
  backup(): Promise<ApiResult<AsyncIterable<Uint8Array>>>;
}
