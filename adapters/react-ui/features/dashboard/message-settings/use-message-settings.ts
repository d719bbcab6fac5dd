import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { MessagePreferences, OptionalCategory } from '../../../../../domain/notifications/message-kinds';
import { ordered } from '../../../../../domain/notifications/unsubscribe-rules';
import { useApi } from '../../../app/api-context';

export const MESSAGE_PREFERENCES_QUERY_KEY = ['message-preferences'] as const;

/**
 * Issue 14 "What we send you" on the dashboard: the signed-in customer's choices (texts, and each optional
 * category), changed on the page and saved together with PUT notifications/preferences.
 */
export function useMessageSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  const read = useQuery({ queryKey: MESSAGE_PREFERENCES_QUERY_KEY, queryFn: () => api.messagePreferences() });
  const [draft, setDraft] = useState<MessagePreferences | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);

  const stored = read.data?.ok === true ? read.data.value : null;
  const choices = draft ?? stored?.preferences ?? null;
  const change = (next: MessagePreferences) => {
    setSaved(false);
    setFailed('');
    setDraft(next);
  };

  return {
    loading: read.isPending,
    unavailable: read.data !== undefined && !read.data.ok,
    email: stored?.email ?? '',
    choices,
    saved,
    failed,
    busy,
    dirty: draft !== null,
    setTexts: (on: boolean) => {
      if (choices) change({ ...choices, smsEnabled: on });
    },
    setCategory: (category: OptionalCategory, on: boolean) => {
      if (!choices) return;
      const others = choices.optedOut.filter((c) => c !== category);
      change({ ...choices, optedOut: on ? others : ordered([...others, category]) });
    },
    retry: () => void read.refetch(),
    save: async (event: FormEvent) => {
      event.preventDefault();
      if (!choices || busy) return;
      setBusy(true);
      const result = await api.setMessagePreferences(choices);
      setBusy(false);
      if (result.ok) {
        queryClient.setQueryData(MESSAGE_PREFERENCES_QUERY_KEY, result);
        setDraft(null);
        setSaved(true);
      } else {
        setFailed('We could not save your choices. Please try again.');
      }
    },
  };
}
