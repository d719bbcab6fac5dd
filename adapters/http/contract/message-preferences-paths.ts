/**
 * Issue 14: the paths of the preferences and unsubscribe endpoints, for the server and the browser. No zod
 * here, so a page that only needs a path loads no schema code.
 */
export { UNSUBSCRIBE_API_PATH as UNSUBSCRIBE_PATH } from '../../../domain/notifications/unsubscribe-headers';

/** GET and PUT: the signed-in customer's choices. */
export const NOTIFICATION_PREFERENCES_PATH = '/api/notifications/preferences';
/** POST ?token=…: undo what a link turned off. */
export const RESUBSCRIBE_PATH = '/api/notifications/resubscribe';
