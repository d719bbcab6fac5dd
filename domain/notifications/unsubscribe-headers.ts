/**
 * Issue 14: the unsubscribe link of every email. The email's footer links to the §1 unsubscribe page
 * (`/unsubscribe?token=…`, which turns the category off when it opens); the RFC 2369 and RFC 8058 headers
 * name the one-click address (`POST /api/notifications/unsubscribe?token=…`) that a mail program calls.
 */
export const LIST_UNSUBSCRIBE_POST_VALUE = 'List-Unsubscribe=One-Click';

/** The §1 unsubscribe page (its path is not shown; '/unsubscribe' is ours). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
/** The one-click endpoint (GET reads what the link turns off, POST turns it off). */
export const UNSUBSCRIBE_API_PATH = '/api/notifications/unsubscribe';

/** The dashboard's "What we send you" section: where every email's "Manage what we send you" goes. */
export const MESSAGE_SETTINGS_PATH = '/dashboard#message-settings';

/** The longest token the server reads: an address of 254 characters and a topic fit well inside it. */
export const MAX_UNSUBSCRIBE_TOKEN_LENGTH = 512;

/** The page and one-click addresses of a token, on the site at `siteUrl` (e.g. 'https://relomove.example'). */
export function unsubscribeLinks(siteUrl: string, token: string): { page: string; oneClick: string } {
  const site = siteUrl.replace(/\/+$/, '');
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: `${site}${UNSUBSCRIBE_PAGE_PATH}${query}`,
    oneClick: `${site}${UNSUBSCRIBE_API_PATH}${query}`,
  };
}

/** The headers that let a mail program offer one-click unsubscribe, for the one-click `url`. */
export function unsubscribeHeaders(url: string): {
  'List-Unsubscribe': string;
  'List-Unsubscribe-Post': string;
} {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST_VALUE };
}
