import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type {
  PreferencesError,
  Resubscribe,
  SetMessagePreferences,
  Unsubscribe,
  UnsubscribeError,
  ViewMessagePreferences,
  ViewUnsubscribe,
} from '../../../../application/notifications/message-preferences';
import { ErrorResponse } from '../../contract/common';
import {
  fromWirePreferences,
  NOTIFICATION_PREFERENCES_PATH,
  OneClickForm,
  PreferencesResponse,
  PutPreferencesRequest,
  preferencesResponse,
  RESUBSCRIBE_PATH,
  ResubscribeQuery,
  switchesOfOnly,
  TokenQuery,
  UNSUBSCRIBE_PATH,
  UnsubscribeResponse,
  unsubscribeResponse,
} from '../../contract/message-preferences';
import type { App, AppEnv } from '../app';
import { badInput, json, signInRequired, storageUnavailable } from './openapi';
import { refused } from './refused';

const TAGS = ['Notifications'];
const badToken = {
  404: json(
    ErrorResponse,
    "'token - This unsubscribe link does not work: …': the token was not signed by this server (cut short, changed or made up); reason UnsubscribeTokenInvalid",
  ),
};
const LINK_NOTE =
  'No sign-in: the signed token of the email’s link (issue 14, §1 unsubscribe page) names the address and the category of that email';

const viewPreferences = createRoute({
  method: 'get',
  path: NOTIFICATION_PREFERENCES_PATH,
  tags: TAGS,
  summary:
    "Issue 14: the signed-in customer's message choices (texts, and the optional categories turned off)",
  responses: {
    200: json(PreferencesResponse, 'The account’s address and its choices'),
    ...signInRequired,
    ...storageUnavailable,
  },
});

const setPreferences = createRoute({
  method: 'put',
  path: NOTIFICATION_PREFERENCES_PATH,
  tags: TAGS,
  summary:
    'Issue 14: the signed-in customer turns texts and each optional category (survey, tips) on or off; messages about a live move are always on',
  request: { body: { ...json(PutPreferencesRequest, 'SmsEnabled, OptedOut'), required: true } },
  responses: {
    200: json(PreferencesResponse, 'The choices as saved'),
    ...badInput,
    ...signInRequired,
    ...storageUnavailable,
  },
});

const viewUnsubscribe = createRoute({
  method: 'get',
  path: UNSUBSCRIBE_PATH,
  tags: TAGS,
  summary: `What an unsubscribe link turns off, changing nothing. ${LINK_NOTE}`,
  request: { query: TokenQuery },
  responses: {
    200: json(UnsubscribeResponse, 'What the link covers (Changed is empty)'),
    ...badInput,
    ...badToken,
    ...storageUnavailable,
  },
});

const oneClickBody = {
  content: {
    'application/x-www-form-urlencoded': { schema: OneClickForm },
    'multipart/form-data': { schema: OneClickForm },
  },
  description: 'RFC 8058: List-Unsubscribe=One-Click (optional; the unsubscribe page posts no body)',
  required: false,
};

const unsubscribe = createRoute({
  method: 'post',
  path: UNSUBSCRIBE_PATH,
  tags: TAGS,
  summary: `One-click unsubscribe (RFC 8058, the List-Unsubscribe-Post of every email; no cookie or CSRF token needed). An optional category's link turns it off; 'sms' turns texts off; a transactional category's link turns off every optional category (live-move messages cannot be turned off by email). Again changes nothing. ${LINK_NOTE}`,
  request: { query: TokenQuery, body: oneClickBody },
  responses: {
    200: json(UnsubscribeResponse, 'What was turned off (Changed) and the choices now'),
    ...badInput,
    ...badToken,
    ...storageUnavailable,
  },
});

const resubscribe = createRoute({
  method: 'post',
  path: RESUBSCRIBE_PATH,
  tags: TAGS,
  summary: `Undo: turns back on what the link turned off (only what \`only\` names, when given). ${LINK_NOTE}`,
  request: { query: ResubscribeQuery },
  responses: {
    200: json(UnsubscribeResponse, 'What was turned back on (Changed) and the choices now'),
    ...badInput,
    ...badToken,
    ...storageUnavailable,
  },
});

export interface MessagePreferencesUseCases {
  viewMessagePreferences: ViewMessagePreferences;
  setMessagePreferences: SetMessagePreferences;
  viewUnsubscribe: ViewUnsubscribe;
  unsubscribe: Unsubscribe;
  resubscribe: Resubscribe;
}

const failure = (c: Context<AppEnv>, error: PreferencesError | UnsubscribeError) =>
  refused<401 | 404 | 503>(c, error, 'message preferences storage failed');

/**
 * Issue 14: GET/PUT /api/notifications/preferences (signed in), and the unsubscribe link's GET and one-click
 * POST /api/notifications/unsubscribe?token=… and POST /api/notifications/resubscribe?token=… (no sign-in).
 */
export function registerMessagePreferencesRoutes(app: App, useCases: MessagePreferencesUseCases): void {
  app.openapi(viewPreferences, async (c) => {
    const result = await useCases.viewMessagePreferences.execute({ viewer: c.get('viewer') });
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(preferencesResponse(result.value), 200);
  });

  app.openapi(setPreferences, async (c) => {
    const result = await useCases.setMessagePreferences.execute({
      viewer: c.get('viewer'),
      preferences: fromWirePreferences(c.req.valid('json')),
    });
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(preferencesResponse(result.value), 200);
  });

  app.openapi(viewUnsubscribe, async (c) => {
    const result = await useCases.viewUnsubscribe.execute({ token: c.req.valid('query').token });
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(unsubscribeResponse(result.value), 200);
  });

  app.openapi(unsubscribe, async (c) => {
    const result = await useCases.unsubscribe.execute({ token: c.req.valid('query').token });
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(unsubscribeResponse(result.value), 200);
  });

  app.openapi(resubscribe, async (c) => {
    const { token, only } = c.req.valid('query');
    const result = await useCases.resubscribe.execute(
      only === undefined ? { token } : { token, only: switchesOfOnly(only) },
    );
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(unsubscribeResponse(result.value), 200);
  });
}
