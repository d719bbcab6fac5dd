import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { RecomputeQuoteOutput } from '../../../../application/staff/recompute-quote';
import type { EditFailReason } from '../../../../domain/quote/enums';
import {
  type DELIVERY_CODES,
  RECOMPUTE_REASON_REQUIRED_MESSAGE,
} from '../../../../domain/quote/recompute-quote';
import type { Quote } from '../../../../domain/quote/types';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { NUMERIC_MESSAGE } from '../../../../domain/validation/messages';
import type { RecomputeAnswer } from '../../../http/client/relomove-api';
import type { StaffRecomputeRequest } from '../../../http/contract/staff';
import { useApi } from '../../app/api-context';
import { explainKey } from './use-staff-lookup';

/** The recompute form as typed: '' keeps the quote's own value. */
export interface RecomputeDraft {
  LinearFeet: string;
  Equip: '' | 'Trailer' | 'Relocube';
  Quantity: string;
  Delivery: '' | (typeof DELIVERY_CODES)[number];
  Liability: '' | '0' | '75' | '125' | '175';
  CouponCode: string;
  ExpediteDays: string;
  AddStorage: '' | 'add' | 'remove';
}

export const EMPTY_DRAFT: RecomputeDraft = {
  LinearFeet: '',
  Equip: '',
  Quantity: '',
  Delivery: '',
  Liability: '',
  CouponCode: '',
  ExpediteDays: '',
  AddStorage: '',
};

type Field = keyof RecomputeDraft;
const NUMBER_FIELDS = ['LinearFeet', 'Quantity', 'ExpediteDays'] as const;

/**
 * The changes of the draft as the recompute request names them (StaffRecomputeRequest), or the §5 lines of
 * fields that are not whole numbers. Only what was changed is sent, with the revision the staff member saw.
 */
export function recomputeRequest(
  draft: RecomputeDraft,
  revision: number,
): { ok: true; request: StaffRecomputeRequest } | { ok: false; errors: Map<string, string[]> } {
  const errors = new Map<string, string[]>();
  const request: StaffRecomputeRequest = { Revision: revision };
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    if (text === '') continue;
    if (!/^\d{1,6}$/.test(text)) errors.set(field, [NUMERIC_MESSAGE]);
    else request[field] = Number(text);
  }
  if (draft.Equip) request.Equip = draft.Equip;
  if (draft.Delivery) request.Delivery = draft.Delivery;
  if (draft.Liability) request.Liability = Number(draft.Liability) as 0 | 75 | 125 | 175;
  if (draft.CouponCode.trim()) request.CouponCode = draft.CouponCode.trim();
  if (draft.AddStorage) request.AddStorage = draft.AddStorage === 'add';
  return errors.size > 0 ? { ok: false, errors } : { ok: true, request };
}

export type RecomputeOutcome =
  /** Nothing asked yet (or the form changed since). */
  | { kind: 'none' }
  /** Re-priced: a preview (saved false) or the stored change (saved true). */
  | { kind: 'priced'; output: RecomputeQuoteOutput }
  /** A §4 fail reason: nothing changed; the stored quote is at `quote.Revision`. */
  | { kind: 'refused'; failReason: Exclude<EditFailReason, 'None'>; quote: Quote }
  | { kind: 'unavailable' };

export interface RecomputeModel {
  draft: RecomputeDraft;
  set(field: Field, value: string): void;
  onPreview(event: FormEvent): void;
  previewing: boolean;
  /** Messages per request field ('' for the request as a whole, 'save.reason' for the reason). */
  errors: ReadonlyMap<string, readonly string[]>;
  outcome: RecomputeOutcome;
  /** True when the form changed after the preview shown: it must be previewed again before saving. */
  stale: boolean;
  reason: string;
  setReason(value: string): void;
  /** Save is offered after a preview that changed something. */
  canSave: boolean;
  onSave(event: FormEvent): void;
  saving: boolean;
  /** Reload the quote (after NoRevisionMatch). */
  onReload(): void;
}

const asOutcome = (answer: RecomputeAnswer): RecomputeOutcome =>
  answer.ok
    ? { kind: 'priced', output: answer.value }
    : {
        kind: 'refused',
        failReason: answer.failReason as Exclude<EditFailReason, 'None'>,
        quote: answer.quote,
      };

/**
 * Issue 15: re-price one quote with the rate card in force today (POST staff/quotes/{id}/recompute, the use
 * case of `relomove quote recompute`): preview the change beside the stored price, then save it at the
 * revision the staff member saw, with a reason (§4 revision rules: a newer revision is refused).
 */
export function useRecompute(reference: string, revision: number): RecomputeModel {
  const api = useApi();
  const client = useQueryClient();
  const [draft, setDraft] = useState<RecomputeDraft>(EMPTY_DRAFT);
  const [previewed, setPreviewed] = useState<RecomputeDraft | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ReadonlyMap<string, readonly string[]>>(new Map());
  const [outcome, setOutcome] = useState<RecomputeOutcome>({ kind: 'none' });

  const run = useMutation({
    mutationFn: (input: { request: StaffRecomputeRequest; save: boolean }) =>
      api.recomputeQuote(reference, input.request),
    onSuccess: (answer, input) => {
      if (answer.ok || answer.error.kind !== 'Refused' || answer.error.status !== 400) setErrors(new Map());
      if (!answer.ok) {
        if (answer.error.kind === 'Refused' && answer.error.status === 400) {
          setErrors(parseFieldErrorLines(answer.error.errors));
          setOutcome({ kind: 'none' });
        } else setOutcome({ kind: 'unavailable' });
        return;
      }
      setOutcome(asOutcome(answer.value));
      if (input.save && answer.value.ok && answer.value.value.saved) {
        setReason('');
        setDraft(EMPTY_DRAFT);
        setPreviewed(null);
        void client.invalidateQueries({ queryKey: explainKey(reference) });
        void client.invalidateQueries({ queryKey: ['staff-lookup'] });
      }
    },
  });

  const send = (save: boolean) => {
    const built = recomputeRequest(draft, revision);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    if (save) {
      if (reason.trim() === '') {
        setErrors(new Map([['save.reason', [RECOMPUTE_REASON_REQUIRED_MESSAGE]]]));
        return;
      }
      run.mutate({ request: { ...built.request, save: { reason: reason.trim() } }, save });
    } else {
      setPreviewed(draft);
      run.mutate({ request: built.request, save });
    }
  };

  const stale = previewed !== null && JSON.stringify(previewed) !== JSON.stringify(draft);
  const priced = outcome.kind === 'priced' ? outcome.output : null;
  return {
    draft,
    set: (field, value) => setDraft((d) => ({ ...d, [field]: value })),
    onPreview: (event) => {
      event.preventDefault();
      send(false);
    },
    previewing: run.isPending && !run.variables?.save,
    errors,
    outcome,
    stale,
    reason,
    setReason,
    canSave: priced !== null && !priced.saved && priced.changed && !stale,
    onSave: (event) => {
      event.preventDefault();
      send(true);
    },
    saving: run.isPending && run.variables?.save === true,
    onReload: () => {
      setOutcome({ kind: 'none' });
      setPreviewed(null);
      void client.invalidateQueries({ queryKey: explainKey(reference) });
    },
  };
}
