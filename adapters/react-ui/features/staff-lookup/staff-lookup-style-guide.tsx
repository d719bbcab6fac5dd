import { type FormEvent, type ReactNode, useState } from 'react';
import type { QuoteExplained } from '../../../../application/staff/explain-quote';
import { LookupMessages, type LookupOutput } from '../../../../application/staff/lookup-quotes';
import { isoDate } from '../../../../domain/calendar/iso-date';
import { type Cents, cents } from '../../../../domain/money/money';
import { LineType } from '../../../../domain/pricing/price-lines';
import { LookupFailureReason, QuoteState } from '../../../../domain/quote/enums';
import type { StoredPrice } from '../../../../domain/quote/stored-price';
import { EVENT_STATUSES } from '../../../../domain/shipment';
import { REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import { SAMPLE_QUOTE } from '../style-guide/sample-quote';
import { LookupResultsView, LookupSearchForm } from './lookup-search-view';
import { MoveDeskView } from './move-desk-view';
import { QuoteExplanationView } from './quote-explanation-view';
import { RecomputeView } from './recompute-view';
import './staff-lookup.css';
import { BOOKED, DOOR_TO_DOOR, INSPECTION, PAYMENTS, PRICE, SHIPMENT } from './staff-lookup-samples';
import {
  EMPTY_DRAFT,
  type RecomputeDraft,
  type RecomputeModel,
  type RecomputeOutcome,
} from './use-recompute';
import type { EventDraft, StaffMoveModel } from './use-staff-move';

/**
 * §1 "a style guide" (issue 15): the staff lookup page's components in their states, on sample data, with
 * no server behind them (every action is a no-op). Shown on /style-guide below the site's own components.
 */

const noop = () => {};
const stop = (event: FormEvent) => event.preventDefault();

const HISTORY: QuoteExplained['history'] = [
  {
    fromRevision: 1,
    toRevision: 2,
    changedAt: '2026-11-24T16:05:00.000Z',
    changedBy: 'sam.staff@relomove.test',
    reason: 'Customer measured 20 feet',
  },
];
const EXPLAINED: QuoteExplained = {
  quote: { ...SAMPLE_QUOTE, Revision: 2 },
  state: QuoteState.Quoted,
  price: PRICE,
  history: HISTORY,
};

const summary = (QuoteId: number, email: string, state: QuoteState, price: Cents | null) => ({
  QuoteId,
  QuoteIdEncrypted: 'q7Hk2LmP9xRtq7Hk2LmP',
  Revision: 1,
  Result: SAMPLE_QUOTE.Result,
  QuoteStatus: SAMPLE_QUOTE.QuoteStatus,
  state,
  email,
  origin: 'Chicago, IL 60614',
  destination: 'Denver, CO 80202',
  MoveDate: isoDate('2026-12-15'),
  HHGMiles: 1003,
  price,
  createdAt: '2026-11-20T15:00:00.000Z',
});
const FOUND: LookupOutput = {
  failReason: LookupFailureReason.NoError,
  messages: [],
  quotes: [
    summary(1000003, 'dana.whitfield@example.com', QuoteState.Reserved, cents(322_500)),
    summary(1000002, 'dana.whitfield@example.com', QuoteState.Quoted, cents(284_999)),
    summary(1000001, 'dana.whitfield@example.com', QuoteState.Manual, null),
  ],
  fault: null,
};
const answered = (output: LookupOutput) => ({ kind: 'answered' as const, output, onRetry: noop });

/** The stored price with a longer trailer and an agent coupon: the recompute specimen's "after". */
function recomputed(before: StoredPrice): StoredPrice {
  const [base, ...rest] = before.lines;
  const longer = base
    ? [{ ...base, label: base.label.replace(/^\d+ ft/, '23 ft'), amount: cents((base.amount ?? 0) + 48_750) }]
    : [];
  const coupon = { type: LineType.Discount, label: 'USA100: $100 off', amount: cents(-10_000) };
  return {
    ...before,
    lines: [...longer, ...rest, coupon],
    breakdown: { ...before.breakdown, total: cents(before.breakdown.total + 38_750) },
  };
}

function useDemoRecompute(
  outcome: RecomputeOutcome,
  draft: Partial<RecomputeDraft> = {},
  errors: Array<[string, string[]]> = [],
): RecomputeModel {
  const [state, setState] = useState<RecomputeDraft>({ ...EMPTY_DRAFT, ...draft });
  const [reason, setReason] = useState('');
  return {
    draft: state,
    set: (field, value) => setState((d) => ({ ...d, [field]: value })),
    onPreview: stop,
    previewing: false,
    errors: new Map(errors),
    outcome,
    stale: false,
    reason,
    setReason,
    canSave: outcome.kind === 'priced' && !outcome.output.saved && outcome.output.changed,
    onSave: stop,
    saving: false,
    onReload: noop,
  };
}

function useDemoMove(agent: boolean): StaffMoveModel {
  const [draft, setDraft] = useState<EventDraft>({
    Milestone: 'Transit',
    Status: 'Delayed',
    Reason: '',
    Early: '',
    Late: '',
  });
  const [code, setCode] = useState(agent ? 'DITY10' : '');
  return {
    quoteId: 1000003,
    reservation: { kind: 'ready', value: BOOKED },
    payments: { kind: 'ready', value: PAYMENTS },
    shipment: { kind: 'ready', value: SHIPMENT },
    inspection: { kind: 'ready', value: INSPECTION },
    event: {
      draft,
      set: (field, value) => setDraft((d) => ({ ...d, [field]: value })),
      milestones: DOOR_TO_DOOR,
      statuses: EVENT_STATUSES,
      needsReason: true,
      onSubmit: stop,
      busy: false,
      errors: new Map([['Reason', [REQUIRED_MESSAGE]]]),
      note: null,
    },
    feed: {
      onRun: noop,
      busy: false,
      note: { tone: 'success', text: 'Nothing new is due from the feed.' },
      nextDue: { at: '2026-12-09T15:00:00.000Z', zone: 'America/Chicago' },
    },
    dashboard: {
      value: 'reconsignment-limited',
      set: noop,
      onSubmit: stop,
      busy: false,
      note: { tone: 'success', text: 'The customer’s dashboard is now reconsignment-limited.' },
    },
    transit: {
      confirming: false,
      onAsk: noop,
      onClose: noop,
      onConfirm: noop,
      busy: false,
      note: { tone: 'success', text: 'Transit charge: $3,225.00 charged to the card.' },
      problem: null,
    },
    cancel: {
      confirming: false,
      onAsk: noop,
      onClose: noop,
      onConfirm: noop,
      busy: false,
      note: null,
      problem: null,
    },
    coupon: {
      allowed: agent,
      code,
      setCode,
      onSubmit: stop,
      busy: false,
      errors: [],
      note: agent ? { tone: 'success', text: 'Coupon USA100 added; the total is recomputed.' } : null,
    },
  };
}

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h3>{title}</h3>
      <div className="sg-frame staff-lookup">{children}</div>
    </>
  );
}

function Recompute() {
  const before = PRICE;
  const priced = useDemoRecompute(
    before
      ? {
          kind: 'priced',
          output: {
            quote: EXPLAINED.quote,
            before,
            after: recomputed(before),
            difference: cents(38_750),
            changed: true,
            saved: false,
          },
        }
      : { kind: 'none' },
    { LinearFeet: '23', CouponCode: 'USA100' },
  );
  const refused = useDemoRecompute(
    { kind: 'refused', failReason: 'NoRevisionMatch', quote: EXPLAINED.quote },
    { LinearFeet: 'twenty' },
    [['LinearFeet', ['Value must be numeric']]],
  );
  return (
    <>
      <Specimen title="Recompute: the preview side by side, then save with a reason">
        <RecomputeView model={priced} revision={2} />
      </Specimen>
      <Specimen title="Recompute: a field to fix, and a §4 refusal (NoRevisionMatch)">
        <RecomputeView model={refused} revision={2} />
      </Specimen>
    </>
  );
}

function Moves() {
  const staff = useDemoMove(false);
  const agent = useDemoMove(true);
  return (
    <>
      <Specimen title="A booked move: reservation, ledger, shipment and staff actions (staff)">
        <MoveDeskView model={staff} headingId="sg-staff-lookup-move" />
      </Specimen>
      <Specimen title="An agent’s coupon form (§6)">
        <MoveDeskView model={agent} headingId="sg-staff-lookup-move-agent" />
      </Specimen>
    </>
  );
}

/** The staff lookup page's components in their states (issue 15). */
export function StaffLookupStyleGuide() {
  const [draft, setDraft] = useState('dana.whitfield@example.com');
  return (
    <section className="sg-section" aria-labelledby="sg-staff-lookup">
      <h2 id="sg-staff-lookup">Staff lookup</h2>
      <p>
        The staff lookup page (/jojo/lookup) on sample data: the search and the §4 lookup failure reasons, a
        quote explained, a recompute, and a booked move with the staff actions.
      </p>
      <Specimen title="Search, and a search with nothing typed">
        <LookupSearchForm draft={draft} setDraft={setDraft} onSubmit={stop} errors={[]} busy={false} />
        <LookupSearchForm draft="" setDraft={noop} onSubmit={stop} errors={[REQUIRED_MESSAGE]} busy={false} />
      </Specimen>
      <Specimen title="Several quotes found (NoError), one open">
        <LookupResultsView results={answered(FOUND)} applied="dana.whitfield@example.com" opened="1000002" />
      </Specimen>
      <Specimen title="Nothing found (UserError) and the lookup unavailable (TechnicalError)">
        <LookupResultsView
          results={answered({
            failReason: LookupFailureReason.UserError,
            messages: [LookupMessages.noEmail('pat@example.com')],
            quotes: [],
            fault: null,
          })}
          applied="pat@example.com"
          opened={null}
        />
        <LookupResultsView
          results={answered({
            failReason: LookupFailureReason.TechnicalError,
            messages: [LookupMessages.technical],
            quotes: [],
            fault: null,
          })}
          applied="pat@example.com"
          opened={null}
        />
      </Specimen>
      <Specimen title="A quote explained: state, revision, stations, price lines and change history">
        <QuoteExplanationView explained={EXPLAINED} headingId="sg-staff-lookup-quote" />
      </Specimen>
      <Recompute />
      <Moves />
    </section>
  );
}
