import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  RECAPTCHA_EXECUTE_ERROR_MESSAGE,
  RECAPTCHA_SCORE_FAILED_MESSAGE,
  RECAPTCHA_VALIDATE_TOKEN_ERROR_MESSAGE,
} from '../../../../domain/bot-check/too-fast';
import { CAPTCHA_PATH, Route } from '../../../../domain/quote/routes';
import { solveProofOfWork } from '../../../http/client/proof-of-work';
import { useApi } from '../../app/api-context';
import { apiCaptchaVerifier, CAPTCHA_PAGE_ACTION, type VerifyCaptchaToken } from './verify-captcha';

/**
 * Only a path on this site may be the way back (no open redirect): it starts with one '/', and is not
 * the captcha page itself (no loop). Anything else goes to the quote form.
 */
export function safeDestination(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return Route.movingQuote;
  if (
    value === CAPTCHA_PATH ||
    value.startsWith(`${CAPTCHA_PATH}?`) ||
    value.startsWith(`${CAPTCHA_PATH}/`)
  ) {
    return Route.movingQuote;
  }
  return value;
}

/** What the page shows: the check running, done, or failed with a §8 message. */
export type CaptchaCheckState =
  | { status: 'checking' }
  | { status: 'done' }
  | { status: 'failed'; message: string };

/** The notice the page we return to shows (the layout's RouteNotice reads `state.notice`). */
export const CAPTCHA_DONE_NOTICE = 'Thanks, you are verified. Please send your quote again.';

/**
 * /captcha-verify (§2, §5 bot checks, §7 POST /ajax/recaptcha/verify): solve a fresh proof of work,
 * verify it, then go back to `destination`. The §8 messages: the challenge could not be fetched or
 * solved -> 'Error executing reCAPTCHA'; the verify call failed -> 'Error validating reCAPTCHA token';
 * the server refused the token -> 'reCAPTCHA bot score failed human verification'. Each offers a retry.
 */
export function useCaptchaCheck(
  destination: string,
  verifyWith?: VerifyCaptchaToken,
): CaptchaCheckState & { retry(): void } {
  const api = useApi();
  // One verifier per api: a new function each render would restart the check in the effect below.
  const verify = useMemo(() => verifyWith ?? apiCaptchaVerifier(api), [verifyWith, api]);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CaptchaCheckState>({ status: 'checking' });

  useEffect(() => {
    // `attempt` restarts the check (retry).
    void attempt;
    const controller = new AbortController();
    const { signal } = controller;
    setState({ status: 'checking' });
    (async () => {
      let challenge: Awaited<ReturnType<typeof api.captchaChallenge>>;
      try {
        challenge = await api.captchaChallenge();
      } catch {
        challenge = { ok: false, error: { kind: 'Unavailable', message: 'challenge failed' } };
      }
      if (signal.aborted) return;
      const token = challenge.ok ? await solveProofOfWork(challenge.value, signal) : null;
      if (signal.aborted) return;
      if (!token) {
        setState({ status: 'failed', message: RECAPTCHA_EXECUTE_ERROR_MESSAGE });
        return;
      }
      const verified = await verify(token, CAPTCHA_PAGE_ACTION);
      if (signal.aborted) return;
      if (verified.kind === 'Verified') {
        setState({ status: 'done' });
        navigate(destination, { replace: true, state: { notice: CAPTCHA_DONE_NOTICE } });
      } else {
        setState({
          status: 'failed',
          message:
            verified.kind === 'Refused'
              ? RECAPTCHA_SCORE_FAILED_MESSAGE
              : RECAPTCHA_VALIDATE_TOKEN_ERROR_MESSAGE,
        });
      }
    })();
    return () => controller.abort();
  }, [api, verify, navigate, destination, attempt]);

  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
