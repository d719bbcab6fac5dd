/**
 * Issue 15, the indirect mapping form: the email that tells a customer what staff decided about the place
 * they asked us to add (ours; the specification shows nothing of it). A confirmed place can be quoted at
 * once, so the email's main action is a quote from it; a rejected one carries staff's note and the way to
 * ask again. Both link the request's own status page.
 */
import { PRODUCT } from '../quote/enums';
import type { MessageContent } from './message-content';
import { CATEGORY_OF, MessageKind } from './message-kinds';

export interface PlaceRequestAnswer {
  readonly placeName: string;
  readonly stateCode: string;
  readonly nearCity: string;
  readonly nearState: string;
  /** Confirmed, or Rejected with staff's note. */
  readonly confirmed: boolean;
  readonly note: string;
  /** The request's status page (absolute). */
  readonly statusUrl: string;
  /** Where to go next: a quote from the place (confirmed) or the form to ask again (rejected); absolute. */
  readonly nextUrl: string;
}

export const PLACE_REQUEST_TEXT = {
  confirmedSubject: (place: string) => `${place} is now in our city search`,
  rejectedSubject: (place: string) => `About your request to add ${place}`,
  confirmedBody: (place: string, near: string) =>
    `Good news: we checked ${place} and added it to our city search. Type it in the quote form and your move is priced from ${near}.`,
  rejectedBody: (place: string) => `We checked ${place} and could not add it to our city search.`,
  why: (note: string) => `Our team's note: ${note}`,
  tryAgain: 'You can get a quote from the nearest town we serve, or ask again with more details.',
  getQuote: 'Get a quote',
  askAgain: 'Ask again',
  status: 'See your request',
} as const;

export function placeRequestContent(answer: PlaceRequestAnswer): MessageContent {
  const place = `${answer.placeName}, ${answer.stateCode}`;
  const near = `${answer.nearCity}, ${answer.nearState}`;
  const T = PLACE_REQUEST_TEXT;
  const subject = answer.confirmed ? T.confirmedSubject(place) : T.rejectedSubject(place);
  const paragraphs = answer.confirmed
    ? [T.confirmedBody(place, near)]
    : [T.rejectedBody(place), ...(answer.note ? [T.why(answer.note)] : []), T.tryAgain];
  return {
    kind: MessageKind.PlaceRequestAnswered,
    category: CATEGORY_OF.PlaceRequestAnswered,
    subject,
    preheader: paragraphs[0] ?? subject,
    heading: subject,
    paragraphs,
    facts: [
      { label: 'Place', value: place },
      { label: 'Nearby town', value: near },
    ],
    money: [],
    actions: [
      { label: answer.confirmed ? T.getQuote : T.askAgain, url: answer.nextUrl },
      { label: T.status, url: answer.statusUrl },
    ],
    sms: `${PRODUCT}: ${subject}. ${answer.statusUrl}`,
    reference: `Place request: ${place}`,
  };
}
