/**
 * Issue 14, RFC 8058 one-click unsubscribe: the headers every email carries. `url` is the HTTPS address
 * that a mail client POSTs `List-Unsubscribe=One-Click` to (it carries the signed token).
 */
export function unsubscribeHeaders(
  url: string,
): Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
