import { useId } from 'react';
import type { QuoteExplained } from '../../../../application/staff/explain-quote';
import type { Role } from '../../../../domain/accounts/enums';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import { PageLoading } from '../../app/layout';
// The staff screens' shared look (styles/staff.css, through staff-screen) comes before this screen's own.
import { RetryNotice } from '../../app/staff-screen';
import { NotFoundPage } from '../pages/not-found-page';
import { LookupResultsView, LookupSearchForm } from './lookup-search-view';
import { MoveDeskView } from './move-desk-view';
import { QuoteExplanationView } from './quote-explanation-view';
import { RecomputeView } from './recompute-view';
import { LookupText, QuoteText, RecomputeText } from './staff-lookup-text';
import './staff-lookup.css';
import { useRecompute } from './use-recompute';
import { type StaffLookupModel, useQuoteExplanation, useStaffLookup } from './use-staff-lookup';
import { useStaffMove } from './use-staff-move';

/** A quote that became a booked move (reserved, or reserved and then cancelled): it has a reservation. */
const isBooked = (e: QuoteExplained) =>
  e.quote.Details.Reservation !== null && (e.quote.Details.Reserved || isCancelled(e.quote));

function RecomputePanel({ reference, revision }: { reference: string; revision: number }) {
  const model = useRecompute(reference, revision);
  const id = useId();
  return (
    <section className="staff-lookup-part" aria-labelledby={id}>
      <h3 id={id}>{RecomputeText.heading}</h3>
      <RecomputeView model={model} revision={revision} />
    </section>
  );
}

function MovePanel({ quoteId, role }: { quoteId: number; role: Role }) {
  const model = useStaffMove(quoteId, role);
  const id = useId();
  return (
    <section className="card staff-lookup-panel" aria-labelledby={id}>
      <MoveDeskView model={model} headingId={id} />
    </section>
  );
}

/** The quote picked from the results: explained, re-priced, and its booked move. */
function QuotePanel({ reference, role }: { reference: string; role: Role }) {
  const explanation = useQuoteExplanation(reference);
  const id = useId();
  if (explanation.kind === 'loading') return <p role="status">{QuoteText.loading}</p>;
  if (explanation.kind === 'notFound') {
    return (
      <div className="notice notice-info" role="status">
        <p>{QuoteText.notFound}</p>
      </div>
    );
  }
  if (explanation.kind === 'unavailable') {
    return (
      <RetryNotice
        text={{ unavailable: QuoteText.unavailable, tryAgain: LookupText.tryAgain }}
        onRetry={explanation.onRetry}
      />
    );
  }
  const { explained } = explanation;
  const booked = isBooked(explained);
  return (
    <>
      <section
        className="card staff-lookup-panel"
        aria-labelledby={id}
        aria-busy={explanation.fetching || undefined}
      >
        <QuoteExplanationView explained={explained} headingId={id} />
        {booked ? null : (
          <RecomputePanel reference={String(explained.quote.QuoteId)} revision={explained.quote.Revision} />
        )}
      </section>
      {booked ? <MovePanel quoteId={explained.quote.QuoteId} role={role} /> : null}
    </>
  );
}

/** The lookup page itself: the search, the results, and the quote opened. */
export function StaffLookupView({ model }: { model: Extract<StaffLookupModel, { kind: 'ready' }> }) {
  return (
    <div className="container page staff-lookup">
      <h1>{LookupText.title}</h1>
      <p>{LookupText.intro}</p>
      <LookupSearchForm
        draft={model.draft}
        setDraft={model.setDraft}
        onSubmit={model.onSubmit}
        errors={model.searchErrors}
        busy={model.busy}
      />
      <LookupResultsView results={model.results} applied={model.applied} opened={model.opened} />
      {model.opened ? <QuotePanel key={model.opened} reference={model.opened} role={model.role} /> : null}
    </div>
  );
}

/**
 * /jojo/lookup (issue 15, §1 "Staff use a lookup tool", §2 "a staff lookup page under /jojo"): staff,
 * agents and admins find a quote, read how it was priced, re-price it, and manage the booked move. For a
 * customer or a signed-out visitor the page is the site's not-found page (the API refuses them too).
 */
export function StaffLookupPage() {
  const model = useStaffLookup();
  if (model.kind === 'loading') return <PageLoading />;
  if (model.kind === 'notFound') return <NotFoundPage />;
  return <StaffLookupView model={model} />;
}
