import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessageLogView } from '../../../../../application/notifications/view-message-log';
import { digitsOnly } from '../../../../../domain/validation/digits';
import { useApi } from '../../../app/api-context';
import { reservationViewQueryKey } from '../use-dashboard';

export const messageLogQueryKey = (quoteId: number) => ['message-log', quoteId] as const;

/** The SMS number form's words (ours; the message is the reservation step's, §5). */
export const SmsFixText = {
  label: 'Mobile number for text messages',
  save: 'Save number',
  saved: 'Saved. We will text this number from now on.',
  invalid: 'Please enter the 10-digit mobile number for text messages',
  failed: 'We could not save the number. Please try again in a moment.',
} as const;

export interface MessageLogModel {
  /** Undefined while loading, null when it could not be loaded. */
  log: MessageLogView | null | undefined;
  onRetry(): void;
  /** The form under a texts notice: a new mobile number (PUT moves/{id}/contacts/sms). */
  sms: {
    value: string;
    set(value: string): void;
    onSave(event: FormEvent): void;
    busy: boolean;
    error: string;
    saved: boolean;
  };
}

/**
 * Issue 14, the dashboard's "Messages we sent you": the move's message log (GET moves/{id}/messages) and,
 * when texts fail, a new mobile number saved with PUT moves/{id}/contacts/sms (the move's SMS number).
 */
export function useMessageLog(quoteId: number): MessageLogModel {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: messageLogQueryKey(quoteId),
    queryFn: () => api.messageLog(quoteId),
    retry: false,
  });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState(false);
  const answer = query.data;
  return {
    log: answer === undefined ? (query.isError ? null : undefined) : answer.ok ? answer.value : null,
    onRetry: () => void query.refetch(),
    sms: {
      value,
      set: (next) => {
        setValue(next);
        setSaved(false);
        setError('');
      },
      onSave: (event) => {
        event.preventDefault();
        const digits = digitsOnly(value);
        const number = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
        if (!/^\d{10}$/.test(number)) {
          setError(SmsFixText.invalid);
          return;
        }
        if (busy) return;
        setBusy(true);
        void api.setSmsNumber(quoteId, number).then((result) => {
          setBusy(false);
          if (!result.ok) {
            setError(SmsFixText.failed);
            return;
          }
          setSaved(true);
          void queryClient.invalidateQueries({ queryKey: reservationViewQueryKey(quoteId) });
          void queryClient.invalidateQueries({ queryKey: messageLogQueryKey(quoteId) });
        });
      },
      busy,
      error,
      saved,
    },
  };
}
