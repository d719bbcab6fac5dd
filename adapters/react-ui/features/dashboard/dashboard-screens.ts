/**
 * /dashboard and its pickup tool pages (issue 13, §1 pre-pickup and post-pickup pages), as one lazy module:
 * they share the shipment's view model and words, so one chunk serves all three and the landing page's
 * table of lazy chunks stays small (issue 4 JavaScript budget).
 */
export { PickupRequestPage } from '../pickup/pickup-request-page';
export { PickupRequestedPage } from '../pickup/pickup-requested-page';
export { DashboardPage } from './dashboard-page';
