import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTACT_UPDATE_SUCCESS } from '../../../../domain/quote/contact-update';
import { EMAIL_REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import { checkText, email, required, trim } from '../../../../domain/validation/text-rules';
import { useApi } from '../../app/api-context';

export type EmailCaptureStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface EmailCapture {
  value: string;
  /** null = not validated yet; [] = valid. */
  errors: string[] | null;
  status: EmailCaptureStatus;
  /** The address the quote went to, once sent. */
  sentTo: string | null;
  setValue(value: string): void;
  validate(): void;
  /** Validates; when valid, PUT quotes/{id}/contact then GET notifications/send-quote-email (§7). */
  submit(): Promise<'Invalid' | 'Sent' | 'Failed'>;
}

/** §5 email rules of the manual banner's capture: 'Value is required', 'Value is not a valid email address'. */
const EMAIL_RULES = [required(EMAIL_REQUIRED_MESSAGE), email()];

/**
 * §2 manual banner: "With no email captured it asks 'Please provide your email so we can send your
 * quote.'" The contact update counts only when its Status is Success (§5).
 */
export function useEmailCapture(reference: string | null): EmailCapture {
  const api = useApi();
  const queryClient = useQueryClient();
  const [value, setValueState] = useState('');
  const [errors, setErrors] = useState<string[] | null>(null);
  const [status, setStatus] = useState<EmailCaptureStatus>('idle');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const setValue = (next: string) => {
    setValueState(next);
    // Once shown, an error follows the typing, so it clears as soon as the address is fixed.
    if (errors !== null) setErrors(checkText(next, EMAIL_RULES));
  };

  const submit = async (): Promise<'Invalid' | 'Sent' | 'Failed'> => {
    const found = checkText(value, EMAIL_RULES);
    setErrors(found);
    if (found.length > 0) return 'Invalid';
    if (!reference || status === 'sending') return 'Failed';
    const address = trim(value);
    setStatus('sending');
    const contact = await api.updateContact(reference, address);
    if (!contact.ok || contact.value.Status !== CONTACT_UPDATE_SUCCESS) {
      setStatus('failed');
      return 'Failed';
    }
    const sent = await api.sendQuoteEmail(reference);
    if (!sent.ok) {
      setStatus('failed');
      return 'Failed';
    }
    setSentTo(address);
    setStatus('sent');
    // The quote now has an email: whatever shows it (the quote banner) loads it again.
    void queryClient.invalidateQueries({ queryKey: ['quote', reference] });
    return 'Sent';
  };

  return {
    value,
    errors,
    status,
    sentTo,
    setValue,
    validate: () => setErrors(checkText(value, EMAIL_RULES)),
    submit,
  };
}
