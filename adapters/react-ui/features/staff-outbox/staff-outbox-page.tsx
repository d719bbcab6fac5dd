import { PageLoading } from '../../app/layout';
import { NotFoundPage } from '../pages/not-found-page';
import { StaffOutboxView } from './staff-outbox-view';
import { useStaffOutbox } from './use-staff-outbox';

/**
 * /jojo/outbox (issue 14 "Staff view"): staff read the outbox. For a customer or a signed-out visitor the
 * page is the site's not-found page (the API answers them 401 or 403, and nothing of the data is shown).
 */
export function StaffOutboxPage() {
  const model = useStaffOutbox();
  if (model.kind === 'loading') return <PageLoading />;
  if (model.kind === 'notFound') return <NotFoundPage />;
  return <StaffOutboxView model={model} />;
}
