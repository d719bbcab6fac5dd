import { createRoute } from '@hono/zod-openapi';
import type { IssueSignInChallenge } from '../../../../application/accounts/issue-sign-in-challenge';
import type { IssueCaptchaChallenge } from '../../../../application/bot-check/issue-captcha-challenge';
import type { VerifyCaptcha } from '../../../../application/bot-check/verify-captcha';
import { RECAPTCHA_SCORE_FAILED_MESSAGE } from '../../../../domain/bot-check/too-fast';
import {
  CaptchaChallengeQuery,
  CaptchaChallengeResponse,
  VerifyCaptchaRequest,
  VerifyCaptchaResponse,
} from '../../contract/captcha';
import { ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import type { App } from '../app';
import { badInput, json } from './openapi';

const unavailable = { 503: json(ErrorResponse, 'The bot check is unavailable') };

const challenge = createRoute({
  method: 'get',
  path: '/api/captcha/challenge',
  tags: ['Bot check'],
  summary:
    'A signed proof-of-work challenge (altcha) to solve; each can be used once. With ?email=, the one a sign-in to that email needs now (more work after repeated failures)',
  request: { query: CaptchaChallengeQuery },
  responses: { 200: json(CaptchaChallengeResponse, 'The challenge'), ...badInput, ...unavailable },
});

const verify = createRoute({
  method: 'post',
  path: '/api/ajax/recaptcha/verify',
  tags: ['Bot check'],
  summary: 'Verify a solved challenge (§7 {token, action}; reads success): true once, a replay is refused',
  request: {
    body: { ...json(VerifyCaptchaRequest, 'The solved challenge as token, and the action'), required: true },
  },
  responses: {
    200: json(
      VerifyCaptchaResponse,
      "success true, or success false with 'token - reCAPTCHA bot score failed human verification'",
    ),
    ...badInput,
    ...unavailable,
  },
});

export function registerCaptchaRoutes(
  app: App,
  useCases: {
    issueCaptchaChallenge: IssueCaptchaChallenge;
    issueSignInChallenge: IssueSignInChallenge;
    verifyCaptcha: VerifyCaptcha;
  },
): void {
  app.openapi(challenge, async (c) => {
    const { email } = c.req.valid('query');
    const issued = await (email === undefined
      ? useCases.issueCaptchaChallenge.execute()
      : useCases.issueSignInChallenge.execute({ email }));
    if (issued.isErr()) {
      const failure = httpFailure(issued.error);
      return c.json(errorBody(failure.lines, failure.reason), failure.status as 503);
    }
    return c.json({ success: true as const, challenge: issued.value }, 200);
  });

  app.openapi(verify, async (c) => {
    const { token, action } = c.req.valid('json');
    const verified = await useCases.verifyCaptcha.execute({ token, action });
    if (verified.isErr()) {
      const failure = httpFailure(verified.error);
      return c.json(errorBody(failure.lines, failure.reason), failure.status as 503);
    }
    c.get('log').info({ action, verified: verified.value }, 'captcha verification');
    if (!verified.value) {
      return c.json({ success: false, errors: [`token - ${RECAPTCHA_SCORE_FAILED_MESSAGE}`] }, 200);
    }
    return c.json({ success: true }, 200);
  });
}
