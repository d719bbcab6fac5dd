/**
 * Issue 14: the headers of RFC 2369 and RFC 8058 that let a mail program offer one-click unsubscribe. The
 * URL is the HTTPS address that takes the one-click POST (POST /api/notifications/unsubscribe?token=…).
 */
export const LIST_UNSUBSCRIBE_POST_VALUE = 'List-Unsubscribe=One-Click';

export function unsubscribeHeaders(url: string): {
  'List-Unsubscribe': string;
  'List-Unsubscribe-Post': string;
} {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': LIST_UNSUBSCRIBE_POST_VALUE };
}
