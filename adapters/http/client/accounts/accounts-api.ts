import type { z } from 'zod';
import type { MessageLogView } from '../../../../application/notifications/view-message-log';
import type { MessagePreferences } from '../../../../domain/notifications/message-kinds';
import type { MessageSwitches, UnsubscribeTopic } from '../../../../domain/notifications/unsubscribe-rules';
import type {
  ContactLinksResponse,
  ContactsMeResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UpdateMeRequest,
  UpdateMeResponse,
  VerifySignUpRequest,
} from '../../contract/accounts';
import type { ApiResult } from '../api-result';

/**
 * Issue 14: the signed-in customer's address and message choices. A client shape, not the wire's
 * (EmailAddress, Preferences): the choices are the domain's MessagePreferences, which the UI edits.
 */
export interface MyMessagePreferences {
  email: string;
  preferences: MessagePreferences;
}

/**
 * Issue 14: an unsubscribe link's answer (the address partly hidden). A client shape, not the wire's: the
 * switches and preferences are the domain's (unsubscribe-rules, message-kinds), with the client's names.
 */
export interface UnsubscribeOutcome {
  email: string;
  topic: UnsubscribeTopic;
  covers: MessageSwitches;
  changed: MessageSwitches;
  preferences: MessagePreferences;
  liveMoveNote: string | null;
}

export interface AccountsApi {
  /** POST user/login, POST user/logout, GET contacts/me (§7). */
  login(credentials: z.input<typeof LoginRequest>): Promise<ApiResult<LoginResponse>>;
  logout(): Promise<ApiResult<true>>;
  me(): Promise<ApiResult<ContactsMeResponse>>;
  /**
   * POST user/register (issue 11): a customer sign-up; answers VerificationSent whether or not the email
   * has an account (a code, or a sign-in reminder, is emailed).
   */
  register(form: z.input<typeof RegisterRequest>): Promise<ApiResult<RegisterResponse>>;
  /** POST user/register/verify (issue 11): the emailed code; signs in as login does. */
  verifySignUp(form: z.input<typeof VerifySignUpRequest>): Promise<ApiResult<LoginResponse>>;
  /** POST contacts/me (§7): the signed-in user's own names and phone; answers the changed record. */
  updateMe(contact: z.input<typeof UpdateMeRequest>): Promise<ApiResult<UpdateMeResponse>>;
  /** GET contacts/me/links (§7): the signed-in customer's quotes, with whether each is reserved. */
  myLinks(): Promise<ApiResult<ContactLinksResponse>>;
  /**
   * GET moves/{id}/messages (issue 14): what was sent about a booked move, newest first, and a notice for a
   * channel that fails; owner and staff. Anyone else is Refused 404, nobody signed in 401.
   */
  messageLog(quoteId: number): Promise<ApiResult<MessageLogView>>;
  /** Issue 14: the signed-in customer's message choices (GET notifications/preferences; 401 Refused when signed out). */
  messagePreferences(): Promise<ApiResult<MyMessagePreferences>>;
  /** Issue 14: saves the signed-in customer's message choices (PUT notifications/preferences). */
  setMessagePreferences(preferences: MessagePreferences): Promise<ApiResult<MyMessagePreferences>>;
  /** Issue 14 §1 unsubscribe page: what the link's token turns off, changing nothing (404 Refused: a bad token). */
  viewUnsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>>;
  /** Issue 14: the one-click unsubscribe of the link's token (POST notifications/unsubscribe). */
  unsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>>;
  /** Issue 14: undo, turning back on `only` (what the unsubscribe changed) or all the link covers. */
  resubscribe(token: string, only?: MessageSwitches): Promise<ApiResult<UnsubscribeOutcome>>;
}
