import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { QuoteFormPayload } from '../../../../domain/quote/quote-form';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';
import { useProofOfWork } from '../bot-check/use-proof-of-work';
import { type LastQuoteRequest, withMoreTiming } from './last-quote-request';
import { sendQuote } from './send-quote';
import { type FormTimer, useFormTiming } from './use-form-timing';

export type ResubmitResult = 'Left' | 'SamePage' | 'Stayed';

export interface Resubmit {
  sending: boolean;
  /** Why the last resubmit did not go anywhere, for the visitor. */
  failure: string | null;
  /** Measures the follow-up form's own fields (§9 bot thresholds). */
  timer: FormTimer;
  /**
   * Sends the stored request again with `change` (§4 "Creating a quote") and follows the answer's route.
   * 'Left': navigated away. 'SamePage': the answer routes back to this very page (the stored request now
   * holds the new answer; the page re-reads it). 'Stayed': not sent or refused (the page shows `failure`).
   */
  resubmit(request: LastQuoteRequest, change: Partial<QuoteFormPayload>): Promise<ResubmitResult>;
}

const UNREACHABLE = 'We could not reach our quote service. Please check your connection and try again.';

/**
 * `canResubmit`: the page has a stored request to send again (else no challenge is fetched).
 * A follow-up page's resubmit (capacity page, /manual-quote): the same payload with one answer added,
 * the bot evidence (its proof of work is solved while the page is open; its timing adds to the first
 * form's), and the same routing as the short form (send-quote.ts).
 */
export function useResubmit(canResubmit: boolean): Resubmit {
  const api = useApi();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const location = useLocation();
  const timer = useFormTiming();
  const proofOfWork = useProofOfWork();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The page is itself the next step, so start solving as soon as it opens (only when it can resubmit).
  useEffect(() => {
    if (canResubmit) proofOfWork.prepare();
  }, [canResubmit, proofOfWork.prepare]);

  const resubmit = async (
    request: LastQuoteRequest,
    change: Partial<QuoteFormPayload>,
  ): Promise<ResubmitResult> => {
    if (sending) return 'Stayed';
    setSending(true);
    setFailure(null);
    const captcha = await proofOfWork.take();
    const here = location.pathname + location.search;
    const sent = await sendQuote(
      api,
      { ...request.form, ...change },
      { captcha, timing: withMoreTiming(request.timing, timer.snapshot()) },
      here,
      analytics,
    );
    setSending(false);
    switch (sent.kind) {
      case 'Navigate':
        if (sent.to === location.pathname) {
          proofOfWork.prepare();
          return 'SamePage';
        }
        navigate(sent.to);
        return 'Left';
      case 'Stay':
        setFailure(sent.message || 'We could not quote this move online. Please call us.');
        return 'Stayed';
      case 'Unreachable':
        setFailure(UNREACHABLE);
        return 'Stayed';
      case 'Cancelled':
        return 'Stayed';
    }
  };

  return { sending, failure, timer, resubmit };
}
