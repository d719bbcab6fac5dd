import type { MessageLogView } from '../../../../application/notifications/view-message-log';
import type { Channel, MessagePreferences } from '../../../../domain/notifications/message-kinds';
import type { MessageSwitches } from '../../../../domain/notifications/unsubscribe-rules';
import type {
  ContactLinksResponse,
  ContactsMeResponse,
  LoginResponse,
  RegisterResponse,
  UpdateMeResponse,
} from '../../contract/accounts';
import type { ApiResult } from '../api-result';
import { readContactsMe } from '../checked-answers';
import { asSent, done, type FetchTransport, type Method } from '../fetch-transport';
import type { AccountsApi, MyMessagePreferences, UnsubscribeOutcome } from './accounts-api';

/** `AccountsApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchAccountsApi(http: FetchTransport): AccountsApi {
  return {
    login(credentials: Parameters<AccountsApi['login']>[0]): Promise<ApiResult<LoginResponse>> {
      return http.call(
        { method: 'POST', path: '/user/login', body: credentials },
        (s) => s.LoginResponse,
        asSent,
      );
    },
    logout(): Promise<ApiResult<true>> {
      return http.call({ method: 'POST', path: '/user/logout' }, (s) => s.LogoutResponse, done);
    },
    me(): Promise<ApiResult<ContactsMeResponse>> {
      return http.checkedCall({ method: 'GET', path: '/contacts/me' }, readContactsMe, (answer) => answer);
    },
    register(form: Parameters<AccountsApi['register']>[0]): Promise<ApiResult<RegisterResponse>> {
      return http.call(
        { method: 'POST', path: '/user/register', body: form },
        (s) => s.RegisterResponse,
        asSent,
      );
    },
    verifySignUp(form: Parameters<AccountsApi['verifySignUp']>[0]): Promise<ApiResult<LoginResponse>> {
      return http.call(
        { method: 'POST', path: '/user/register/verify', body: form },
        (s) => s.LoginResponse,
        asSent,
      );
    },
    updateMe(contact: Parameters<AccountsApi['updateMe']>[0]): Promise<ApiResult<UpdateMeResponse>> {
      return http.call(
        { method: 'POST', path: '/contacts/me', body: contact },
        (s) => s.UpdateMeResponse,
        asSent,
      );
    },
    myLinks(): Promise<ApiResult<ContactLinksResponse>> {
      return http.get('/contacts/me/links', (s) => s.ContactLinksResponse, asSent);
    },
    messageLog(quoteId: number): Promise<ApiResult<MessageLogView>> {
      return http.get(
        `/moves/${quoteId}/messages`,
        (s) => s.MessageLogResponse,
        (answer) => ({
          rows: answer.Messages.map((m) => ({
            channel: m.Channel as Channel,
            state: m.State,
            summary: m.Summary,
            reason: m.Reason,
            at: m.At,
            kind: m.Kind,
            recipient: m.Recipient,
          })),
          notices: answer.Notices.map((n) => ({ channel: n.Channel as Channel, message: n.Message })),
        }),
      );
    },
    messagePreferences(): Promise<ApiResult<MyMessagePreferences>> {
      return http.get(
        '/notifications/preferences',
        (s) => s.PreferencesResponse,
        (answer, s) => ({
          email: answer.EmailAddress,
          preferences: s.fromWirePreferences(answer.Preferences),
        }),
      );
    },
    setMessagePreferences(preferences: MessagePreferences): Promise<ApiResult<MyMessagePreferences>> {
      return http.call(
        {
          method: 'PUT',
          path: '/notifications/preferences',
          body: { SmsEnabled: preferences.smsEnabled, OptedOut: [...preferences.optedOut] },
        },
        (s) => s.PreferencesResponse,
        (answer, s) => ({
          email: answer.EmailAddress,
          preferences: s.fromWirePreferences(answer.Preferences),
        }),
      );
    },
    viewUnsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>> {
      return unsubscribeCall(http, 'GET', '/notifications/unsubscribe', { token });
    },
    unsubscribe(token: string): Promise<ApiResult<UnsubscribeOutcome>> {
      return unsubscribeCall(http, 'POST', '/notifications/unsubscribe', { token });
    },
    resubscribe(token: string, only?: MessageSwitches): Promise<ApiResult<UnsubscribeOutcome>> {
      const names = only ? [...(only.texts ? ['sms'] : []), ...only.categories] : null;
      return unsubscribeCall(
        http,
        'POST',
        '/notifications/resubscribe',
        names === null ? { token } : { token, only: names.join(',') },
      );
    },
  };
}

/** Issue 14: one of the unsubscribe link's calls (the token in the query, no body). */
function unsubscribeCall(
  http: FetchTransport,
  method: Method,
  path: string,
  query: Record<string, string>,
): Promise<ApiResult<UnsubscribeOutcome>> {
  return http.call(
    { method, path, query },
    (s) => s.UnsubscribeResponse,
    (answer, s) => ({
      email: answer.EmailAddress,
      topic: answer.Topic,
      covers: { texts: answer.Covers.Texts, categories: answer.Covers.Categories },
      changed: { texts: answer.Changed.Texts, categories: answer.Changed.Categories },
      preferences: s.fromWirePreferences(answer.Preferences),
      liveMoveNote: answer.LiveMoveNote,
    }),
  );
}
