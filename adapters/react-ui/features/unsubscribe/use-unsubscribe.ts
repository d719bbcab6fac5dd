import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnsubscribeOutcome } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';

/** What the §1 unsubscribe page shows. */
export type UnsubscribeState =
  /** The one-click unsubscribe is on its way. */
  | { kind: 'working' }
  /** Turned off (or already off): `outcome.changed` is what this visit turned off. */
  | { kind: 'unsubscribed'; outcome: UnsubscribeOutcome; busy: boolean; failed: string }
  /** Undone: `outcome.changed` is what came back on. */
  | { kind: 'resubscribed'; outcome: UnsubscribeOutcome; busy: boolean; failed: string }
  /** The link's token is missing or was not signed by us. */
  | { kind: 'broken' }
  /** The server could not be reached or could not save; the customer can try again. */
  | { kind: 'unavailable'; busy: boolean };

const TRY_AGAIN = 'We could not save that just now. Please try again.';

/**
 * Issue 14 §1 unsubscribe page (/unsubscribe?token=…): opening it is the one click. It calls the one-click
 * POST at once, then shows what was turned off; Undo turns back on exactly what this visit turned off (or,
 * if it was already off, all the link covers), and "Turn off again" repeats the unsubscribe.
 */
export function useUnsubscribe() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<UnsubscribeState>(token ? { kind: 'working' } : { kind: 'broken' });
  const started = useRef('');

  const unsubscribe = useCallback(async () => {
    const result = await api.unsubscribe(token);
    if (result.ok) setState({ kind: 'unsubscribed', outcome: result.value, busy: false, failed: '' });
    else if (result.error.kind === 'Refused' && result.error.status < 500) setState({ kind: 'broken' });
    else if (result.error.kind !== 'Cancelled') setState({ kind: 'unavailable', busy: false });
  }, [api, token]);

  useEffect(() => {
    // Once per token, even when React runs the effect twice in development.
    if (!token || started.current === token) return;
    started.current = token;
    void unsubscribe();
  }, [token, unsubscribe]);

  const undo = async () => {
    if (state.kind !== 'unsubscribed' || state.busy) return;
    setState({ ...state, busy: true, failed: '' });
    const { changed } = state.outcome;
    const nothingChanged = !changed.texts && changed.categories.length === 0;
    const result = await api.resubscribe(token, nothingChanged ? undefined : changed);
    if (result.ok) setState({ kind: 'resubscribed', outcome: result.value, busy: false, failed: '' });
    else setState({ ...state, busy: false, failed: TRY_AGAIN });
  };

  const again = async () => {
    if ((state.kind !== 'resubscribed' && state.kind !== 'unavailable') || state.busy) return;
    setState({ ...state, busy: true, ...(state.kind === 'resubscribed' ? { failed: '' } : {}) });
    const result = await api.unsubscribe(token);
    if (result.ok) setState({ kind: 'unsubscribed', outcome: result.value, busy: false, failed: '' });
    else if (state.kind === 'resubscribed') setState({ ...state, busy: false, failed: TRY_AGAIN });
    else setState({ kind: 'unavailable', busy: false });
  };

  return { state, undo, again };
}
