import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoRequiredAction, QuoteResult } from '../../../../domain/quote/enums';
import { DEFAULT_HOUSE_SIZE, HOUSE_SIZES } from '../../../../domain/quote/house-sizes';
import { quoteEmailAddress } from '../../../../domain/quote/quote-email';
import { ShortFormField } from '../../../../domain/quote/quote-form';
import { digitsOnly } from '../../../../domain/validation/digits';
import { useApi } from '../../app/api-context';
import { readStoredQuote } from '../../app/quote-storage';
import { readLastQuoteRequest } from './last-quote-request';
import { type EmailCapture, useEmailCapture } from './use-email-capture';
import { useNoQuoteResponseArm } from './use-no-quote-response-arm';
import { type Resubmit, useResubmit } from './use-resubmit';

export interface ManualQuoteModel {
  /** The reference number, digits only (§5), when this browser has the quote. */
  reference: string | null;
  /** §2 the no-quote-response A/B arm: 'Your quote is ready', and the page leads with the call. */
  noQuoteResponse: boolean;
  /** §2 "With no email captured it asks …": true once the quote is loaded and has no email. */
  askEmail: boolean;
  email: EmailCapture;
  /** InfoRequired with RequireLinearFeet (§4): ask for the size and send the quote again. */
  askSize: boolean;
  /** True after the size was sent and the quote is still under review. */
  sizeSent: boolean;
  sizeLabel: string;
  setSizeLabel(label: string): void;
  sizeFocused(): void;
  sizeBlurred(): void;
  submitSize(): Promise<void>;
  sending: Resubmit['sending'];
  failure: Resubmit['failure'];
}

/**
 * /manual-quote (§2): what the visitor can still do for a quote under review — give the email the
 * quote is sent to, or (InfoRequired, RequireLinearFeet) the size the quote needs.
 */
export function useManualQuote(): ManualQuoteModel {
  const api = useApi();
  const [stored, setStored] = useState(readStoredQuote);
  const [request, setRequest] = useState(readLastQuoteRequest);
  const [sizeSent, setSizeSent] = useState(false);
  const token = stored?.QuoteIdEncrypted ?? null;
  // The same key as the quote view's query, so a quote loaded there is not loaded again.
  const query = useQuery({
    queryKey: ['quote', token ?? ''],
    queryFn: () => api.viewQuote(token ?? ''),
    enabled: token !== null,
  });
  const quote = query.data?.ok ? query.data.value : null;
  const email = useEmailCapture(token);
  const askSize =
    request !== null &&
    request.result === QuoteResult.InfoRequired &&
    request.action === InfoRequiredAction.RequireLinearFeet;
  const { sending, failure, timer, resubmit } = useResubmit(askSize);
  const [sizeLabel, setSizeLabel] = useState(request?.form.MovingOutOf || DEFAULT_HOUSE_SIZE.label);
  const noQuoteResponse = useNoQuoteResponseArm(true);

  return {
    reference: stored ? digitsOnly(stored.QuoteId) : null,
    noQuoteResponse,
    askEmail: quote !== null && quoteEmailAddress(quote) === '',
    email,
    askSize,
    sizeSent,
    sizeLabel,
    setSizeLabel: (label) => {
      timer.changed(ShortFormField.MovingOutOf);
      setSizeLabel(label);
    },
    sizeFocused: () => timer.focus(ShortFormField.MovingOutOf),
    sizeBlurred: () => timer.blur(ShortFormField.MovingOutOf),
    submitSize: async () => {
      if (!request) return;
      const size = HOUSE_SIZES.find((s) => s.label === sizeLabel) ?? DEFAULT_HOUSE_SIZE;
      const result = await resubmit(request, { MovingOutOf: size.label, LinearFeet: size.LinearFeet });
      if (result === 'SamePage') {
        // Still under review (e.g. Manual now): show the new quote and what it still needs.
        setStored(readStoredQuote());
        setRequest(readLastQuoteRequest());
        setSizeSent(true);
      }
    },
    sending,
    failure,
  };
}
