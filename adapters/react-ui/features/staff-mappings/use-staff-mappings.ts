import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PLACE_MAPPING_STATUSES,
  type PlaceMappingDecision,
  PlaceMappingStatus,
} from '../../../../domain/location/place-mapping';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import type { StaffPlaceMappingRow } from '../../../http/contract/place-mappings';
import { useApi } from '../../app/api-context';
import { useStaffQuery } from '../../app/staff-screen';

/** The page's words (ours). */
export const StaffMappingsText = {
  title: 'Place requests',
  intro:
    'Customers who could not find their town in the city search told us a nearby town we know. Confirm a request and the city search finds the place on every server within seconds; reject it with a note the customer reads.',
  show: 'Show',
  all: 'All',
  loading: 'Loading the requests…',
  unavailable: 'The requests could not be loaded. Please try again in a moment.',
  tryAgain: 'Try again',
  none: 'No requests to show.',
  more: (n: number) => `Showing ${n}. Older requests may exist.`,
  near: 'Nearby town',
  miles: 'Miles from there',
  center: 'Nearest service center',
  email: 'Customer',
  customerNote: 'Customer’s note',
  source: 'How they got here',
  asked: 'Asked',
  decided: 'Decided',
  note: 'Note to the customer',
  noteHint: 'Required to reject; shown on the customer’s status page.',
  confirm: 'Confirm',
  reject: 'Reject',
  withdraw: 'Withdraw',
  done: (place: string, status: string) =>
    status === PlaceMappingStatus.Confirmed
      ? `${place} is confirmed: the city search finds it now.`
      : status === PlaceMappingStatus.Withdrawn
        ? `${place} is withdrawn: the city search no longer finds it.`
        : `${place} is ${status.toLowerCase()}.`,
} as const;

export type StatusFilter = PlaceMappingStatus | 'all';

export type StaffMappingsModel =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | {
      kind: 'ready';
      status: StatusFilter;
      setStatus(status: StatusFilter): void;
      rows: StaffPlaceMappingRow[] | null;
      limit: number;
      unavailable: boolean;
      onRetry(): void;
      notes: Readonly<Record<number, string>>;
      setNote(id: number, note: string): void;
      /** Field lines of a refused decision, per request. */
      errors: Readonly<Record<number, ReadonlyMap<string, readonly string[]>>>;
      busy: number | null;
      decide(id: number, decision: PlaceMappingDecision): void;
      /** What the last decision did, in words. */
      done: string;
    };

const readStatus = (value: string | null): StatusFilter =>
  value === 'all'
    ? 'all'
    : (PLACE_MAPPING_STATUSES as readonly string[]).includes(value ?? '')
      ? (value as PlaceMappingStatus)
      : PlaceMappingStatus.Pending;

/**
 * /jojo/mappings (issue 15): staff review the indirect mapping requests (Pending by default, the queue,
 * oldest first; the filter is kept in ?status=) and confirm, reject or withdraw each. Staff, agents and admins
 * only: anyone else, and an API answer of 401 or 403, sees the site's not-found page and never the data.
 */
export function useStaffMappings(): StaffMappingsModel {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, ReadonlyMap<string, readonly string[]>>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const { gate, query, answer } = useStaffQuery(['staff-place-mappings', status], () =>
    api.staffPlaceMappings({ status }),
  );
  if (gate) return { kind: gate };
  return {
    kind: 'ready',
    status,
    setStatus: (next) => {
      setDone('');
      setParams(
        next === PlaceMappingStatus.Pending ? new URLSearchParams() : new URLSearchParams({ status: next }),
      );
    },
    rows: answer?.ok ? answer.value.rows : null,
    limit: answer?.ok ? answer.value.limit : 0,
    unavailable: answer !== undefined && !answer.ok,
    onRetry: () => void query.refetch(),
    notes,
    setNote: (id, note) => setNotes((all) => ({ ...all, [id]: note })),
    errors,
    busy,
    done,
    decide: (id, decision) => {
      if (busy !== null) return;
      setBusy(id);
      setDone('');
      const note = (notes[id] ?? '').trim();
      void api
        .decidePlaceMapping(id, { Decision: decision, ...(note ? { Note: note } : {}) })
        .then((decided) => {
          if (decided.ok) {
            const row = decided.value;
            setErrors((all) => ({ ...all, [id]: new Map() }));
            setDone(StaffMappingsText.done(`${row.placeName}, ${row.stateCode}`, row.status));
            void query.refetch();
            return;
          }
          const lines =
            decided.error.kind === 'Refused' ? decided.error.errors : [`- ${StaffMappingsText.unavailable}`];
          setErrors((all) => ({ ...all, [id]: parseFieldErrorLines(lines) }));
        })
        .finally(() => setBusy(null));
    },
  };
}
