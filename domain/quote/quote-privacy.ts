/**
 * Issue 10 "Quote privacy": a §4 Dupe (the same email, route, move date and size quoted moments ago) is
 * answered with the existing quote only to whoever created it. Anyone else repeating the request learns
 * nothing they did not type: the answer carries no quote, no reference number and no link, and the
 * quote's link is emailed to the quote's own address instead (at most QUOTE_EMAIL_LIMIT times an hour).
 * The words are ours (the specification shows none).
 */

/** The first sentence of every answer to a repeated request from someone who did not create the quote. */
export const DUPE_ALREADY_QUOTED = 'We already have a quote for this move from the last few minutes.';

/** What happened to the email with the existing quote's link. */
export type DupeLinkDelivery =
  | { kind: 'emailed' }
  /** The quote was emailed QUOTE_EMAIL_LIMIT times in the last hour: nothing more was sent. */
  | { kind: 'limited' }
  /** The email service did not take the message (its own words, e.g. a bounce). */
  | { kind: 'refused'; reason: string };

/**
 * The createQuoteResponse message of a Dupe answered to someone other than the quote's creator: it names
 * the address the visitor typed (so it tells them nothing new) and says where the link went.
 */
export function dupeElsewhereMessage(email: string, delivery: DupeLinkDelivery): string {
  const to = email.trim();
  switch (delivery.kind) {
    case 'emailed':
      return `${DUPE_ALREADY_QUOTED} To keep it private, we have emailed its link to ${to}.`;
    case 'limited':
      return `${DUPE_ALREADY_QUOTED} Its link was already emailed to ${to} several times in the last hour, so we did not send it again: please check that inbox, or call us.`;
    case 'refused':
      return `${DUPE_ALREADY_QUOTED} We could not email its link to ${to}: ${sentence(delivery.reason)} Please call us and we will help.`;
    default:
      return delivery satisfies never;
  }
}

/** A reason as a sentence: trimmed, ending with a full stop. */
function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
