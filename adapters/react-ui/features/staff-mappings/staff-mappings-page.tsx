import { PageLoading } from '../../app/layout';
import { NotFoundPage } from '../pages/not-found-page';
import { StaffMappingsView } from './staff-mappings-view';
import { useStaffMappings } from './use-staff-mappings';

/**
 * /jojo/mappings (issue 15): staff review the §1 indirect mapping requests. For a customer or a signed-out
 * visitor the page is the site's not-found page (the API answers them 401 or 403; nothing of the data shows).
 */
export function StaffMappingsPage() {
  const model = useStaffMappings();
  if (model.kind === 'loading') return <PageLoading />;
  if (model.kind === 'notFound') return <NotFoundPage />;
  return <StaffMappingsView model={model} />;
}
