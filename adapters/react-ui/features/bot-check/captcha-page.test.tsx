// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchRelomoveApi } from '../../../http/client/fetch-relomove-api';
import type { ApiResult, RelomoveApi } from '../../../http/client/relomove-api';
import { fakeApi as baseFakeApi, renderApp } from '../../test-support/render-app';

/** The captcha page verifies through the real client; the tests spy on its fetch. */
const fakeApi = (overrides: Partial<RelomoveApi> = {}) =>
  baseFakeApi({
    verifyCaptcha: (token, action) => new FetchRelomoveApi('').verifyCaptcha(token, action),
    ...overrides,
  });

import { CaptchaView } from '../pages/captcha-page';
import { safeDestination } from './use-captcha-check';

/**
 * A bound on waiting for the destination, not a measure of speed: the next page is a lazy screen whose
 * module graph vitest transforms on first use, which took more than the 10 s default on a busy machine.
 */
const NAVIGATION = { timeout: 30_000 };

async function cheapChallenge(): Promise<ApiResult<Record<string, unknown>>> {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '0' });
  return { ok: true, value: { ...challenge } };
}

/** fetch answering POST /api/ajax/recaptcha/verify with the given bodies in turn. */
function verifyAnswers(...bodies: Array<{ status?: number; body: unknown }>) {
  const queue = [...bodies];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const next = queue.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/captcha-verify (§2 bot check, §7 POST /ajax/recaptcha/verify, §8 messages)', () => {
  it("shows 'Checking that you are not a robot…', solves, verifies {token, action} and goes to the destination", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      captchaChallenge: vi.fn(async () => {
        await gate;
        return cheapChallenge();
      }) as RelomoveApi['captchaChallenge'],
    });
    const fetchSpy = verifyAnswers({ body: { success: true } });
    const app = renderApp('/captcha-verify?destination=%2Fmoving-quote', api);
    const checking = await screen.findByText('Checking that you are not a robot…');
    expect(checking.closest('[role="status"]')).toBeTruthy();
    release();
    await waitFor(() => expect(app.here()).toBe('/moving-quote'), NAVIGATION);
    expect(await screen.findByText('Thanks, you are verified. Please send your quote again.')).toBeTruthy();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/ajax/recaptcha/verify');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as { token: string; action: string };
    expect(body.action).toBe('captcha_verify');
    const decoded = JSON.parse(Buffer.from(body.token, 'base64').toString());
    expect(decoded.solution.derivedKey.startsWith('0')).toBe(true);
  });

  it("a refused token shows 'reCAPTCHA bot score failed human verification'; Try again checks anew", async () => {
    const api = fakeApi({ captchaChallenge: vi.fn(cheapChallenge) });
    verifyAnswers(
      { body: { success: false, errors: ['token - reCAPTCHA bot score failed human verification'] } },
      { body: { success: true } },
    );
    const app = renderApp('/captcha-verify?destination=%2Fmoving-quote%3Ffrom%3Dbanner', api);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'reCAPTCHA bot score failed human verification',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.here()).toBe('/moving-quote?from=banner'), NAVIGATION);
    expect(api.captchaChallenge).toHaveBeenCalledTimes(2);
  });

  it("no challenge: 'Error executing reCAPTCHA'; a verify call that fails: 'Error validating reCAPTCHA token' (§8)", async () => {
    renderApp(
      '/captcha-verify?destination=%2Fmoving-quote',
      fakeApi({
        captchaChallenge: vi.fn(async () => ({
          ok: false as const,
          error: { kind: 'Unavailable' as const, message: 'down' },
        })),
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error executing reCAPTCHA');
    cleanup();

    verifyAnswers({ status: 503, body: { success: false } });
    renderApp(
      '/captcha-verify?destination=%2Fmoving-quote',
      fakeApi({ captchaChallenge: vi.fn(cheapChallenge) }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Error validating reCAPTCHA token');
  });

  it("an off-site or looping destination goes to '/moving-quote' instead (no open redirect)", async () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/captcha-verify?destination=/x',
    ]) {
      expect(safeDestination(bad)).toBe('/moving-quote');
    }
    expect(safeDestination('/manual-quote')).toBe('/manual-quote');
    verifyAnswers({ body: { success: true } });
    const app = renderApp(
      `/captcha-verify?destination=${encodeURIComponent('//evil.example/x')}`,
      fakeApi({ captchaChallenge: vi.fn(cheapChallenge) }),
    );
    await waitFor(() => expect(app.here()).toBe('/moving-quote'), NAVIGATION);
  });

  it("the done state reads 'Done'", () => {
    render(
      <MemoryRouter>
        <CaptchaView check={{ status: 'done', retry: () => {} }} destination="/moving-quote" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe('Done');
  });
});
