import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import type { OutboxListing } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { useStaffQuery } from '../../app/staff-screen';

/** The page's words (ours). */
export const StaffOutboxText = {
  title: 'Outbox',
  intro: 'Every email and text we sent or tried to send to customers, newest first.',
  to: 'Recipient',
  toHint: 'An email address or phone number',
  ref: 'Move reference',
  refHint: 'The reference number, e.g. 1000123',
  show: 'Show messages',
  clear: 'Clear',
  loading: 'Loading the outbox…',
  unavailable: 'The outbox could not be loaded. Please try again in a moment.',
  tryAgain: 'Try again',
  none: 'No messages match.',
  caption: 'Messages, newest first',
  more: (n: number) => `Showing the newest ${n}. Narrow the search to see older messages.`,
} as const;

export type StaffOutboxModel =
  /** Still finding out who is signed in, or the first answer is on its way. */
  | { kind: 'loading' }
  /** Nobody signed in, or not staff: the page does not exist for them. */
  | { kind: 'notFound' }
  | {
      kind: 'ready';
      to: string;
      ref: string;
      setTo(value: string): void;
      setRef(value: string): void;
      onSubmit(event: FormEvent): void;
      onClear(): void;
      /** Field lines of a refused filter ('ref - ...'), by field. */
      errors: ReadonlyMap<string, readonly string[]>;
      listing: OutboxListing | null;
      fetching: boolean;
      unavailable: boolean;
      onRetry(): void;
    };

/**
 * /jojo/outbox (issue 14 "Staff view"): the staff outbox, filtered by recipient and move reference (kept in
 * the address, ?to= and ?ref=, so a search can be shared). Staff, agents and admins only: anyone else, and
 * an API answer of 401 or 403, sees the site's not-found page and never the data.
 */
export function useStaffOutbox(): StaffOutboxModel {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const applied = { to: params.get('to') ?? '', ref: params.get('ref') ?? '' };
  const [draft, setDraft] = useState(applied);
  const { gate, query, answer } = useStaffQuery(['staff-outbox', applied.to, applied.ref], () =>
    api.outbox(applied),
  );
  if (gate) return { kind: gate };
  const refusedLines =
    answer && !answer.ok && answer.error.kind === 'Refused' && answer.error.status === 400
      ? answer.error.errors
      : [];
  const apply = (next: { to: string; ref: string }) => {
    const search = new URLSearchParams();
    if (next.to.trim()) search.set('to', next.to.trim());
    if (next.ref.trim()) search.set('ref', next.ref.trim());
    setParams(search);
  };
  return {
    kind: 'ready',
    to: draft.to,
    ref: draft.ref,
    setTo: (to) => setDraft((d) => ({ ...d, to })),
    setRef: (ref) => setDraft((d) => ({ ...d, ref })),
    onSubmit: (event) => {
      event.preventDefault();
      apply(draft);
    },
    onClear: () => {
      setDraft({ to: '', ref: '' });
      apply({ to: '', ref: '' });
    },
    errors: parseFieldErrorLines(refusedLines),
    listing: answer?.ok ? answer.value : null,
    fetching: query.isFetching,
    unavailable: answer !== undefined && !answer.ok && refusedLines.length === 0,
    onRetry: () => void query.refetch(),
  };
}
