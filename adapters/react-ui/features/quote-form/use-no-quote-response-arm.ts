import { useEffect, useState } from 'react';
import { AbTest } from '../../../../domain/experiments/ab-tests';
import { inNoQuoteResponseArm } from '../../../../domain/experiments/test-arms';
import { useApi } from '../../app/api-context';

/**
 * §2 the no-quote-response A/B test: whether this visitor is in the arm whose manual banner and /manual-quote
 * page say 'Your quote is ready' (domain/experiments/test-arms.ts). Asked only where a quote is under review
 * (`enabled`); while unknown, or when the server cannot say, the visitor sees the default 'Quote under review'.
 */
export function useNoQuoteResponseArm(enabled: boolean): boolean {
  const api = useApi();
  const [inArm, setInArm] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.abTestVariant(AbTest.noQuoteResponse).then(
      (answer) => {
        if (live) setInArm(inNoQuoteResponseArm(answer.ok ? answer.value : null));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return inArm;
}
