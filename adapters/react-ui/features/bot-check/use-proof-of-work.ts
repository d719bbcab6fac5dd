import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../app/api-context';

/** Solve again when the solved challenge is older than this (the server's challenges live 10 minutes). */
export const STALE_AFTER_MS = 5 * 60 * 1000;

interface Pending {
  solving: Promise<string | null>;
  startedAt: number;
}

/** A challenge solved long ago may have expired on the server by the time the form is sent. */
function isFresh(entry: Pending | null): entry is Pending {
  return entry !== null && Date.now() - entry.startedAt < STALE_AFTER_MS;
}

export interface ProofOfWork {
  /** Starts fetching and solving a challenge in the background, once; later calls do nothing until `take`. */
  prepare(): void;
  /**
   * The solved payload to send as `captcha`, waiting for the solve if it is still running; null when no
   * challenge could be fetched or solved (then the form is sent without one and the server decides).
   * A payload verifies only once, so the next `prepare`/`take` starts a fresh challenge.
   */
  take(): Promise<string | null>;
}

/**
 * Issue 3 bot checks for a form: fetch GET captcha/challenge and solve it while the visitor fills the
 * form (call `prepare` on focus), so submitting does not wait.
 */
export function useProofOfWork(): ProofOfWork {
  const api = useApi();
  const pending = useRef<Pending | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
      pending.current = null;
    },
    [],
  );

  const start = useCallback((): Promise<string | null> => {
    const current = new AbortController();
    controller.current = current;
    const solving = (async () => {
      try {
        const challenge = await api.captchaChallenge();
        if (!challenge.ok) return null;
        // The solver loads with the first challenge, not with the page.
        const { solveProofOfWork } = await import('../../../http/client/proof-of-work');
        return await solveProofOfWork(challenge.value, current.signal);
      } catch {
        return null;
      }
    })();
    pending.current = { solving, startedAt: Date.now() };
    return solving;
  }, [api]);

  const prepare = useCallback(() => {
    if (!isFresh(pending.current)) start();
  }, [start]);

  const take = useCallback(() => {
    const solving = isFresh(pending.current) ? pending.current.solving : start();
    pending.current = null;
    return solving;
  }, [start]);

  return { prepare, take };
}
