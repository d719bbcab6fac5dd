import type { CityResult } from '../../../http/client/relomove-api';

/** The words of the §1 indirect mapping form and its status page (ours: the specification shows none). */
export const MappingText = {
  title: 'Tell us where your town is',
  intro:
    'Some places — a ranch, a new subdivision, a village that shares a post office — are not in our city search yet. Tell us the name you use and a nearby town we know. Our team checks it and adds it, so you can get a quote as usual.',
  place: 'Your town or place',
  placeHint: 'The name you would write on an envelope, e.g. Eagle Nest Ranch.',
  near: 'A nearby town we know',
  nearHint: 'Start typing a town or ZIP code and choose it from the list. Your move is priced from there.',
  miles: 'About how many miles from there? (optional)',
  email: 'Your email',
  emailHint: 'We email you our answer, and reach you about this request if we need to.',
  note: 'Anything that helps us find it (optional)',
  noteHint: 'A road, a landmark, the county.',
  send: 'Send to our team',
  sending: 'Sending…',
  check: 'Please check the highlighted fields.',
  unreachable: 'We could not reach our server. Please check your connection and try again.',
  // The status page.
  loading: 'Loading your request…',
  received: 'Thanks — we have your request',
  pendingTitle: (place: string) => `We’re checking ${place}`,
  confirmedTitle: (place: string) => `${place} is on our map`,
  rejectedTitle: (place: string) => `We couldn’t add ${place}`,
  withdrawnTitle: (place: string) => `${place} is no longer on our map`,
  next: 'What happens next',
  stepCheck: (place: string, near: string) =>
    `Our team checks that we can serve ${place} from ${near}, usually within one business day.`,
  stepFound: (place: string) =>
    `Once we confirm it, ${place} appears when you search for it: we email you our answer, and this page says so too.`,
  stepQuote: 'Then get your quote as usual. A quote is free and commits you to nothing.',
  meanwhile: (near: string) =>
    `In a hurry? Your move is priced from ${near}, so a quote from there costs the same.`,
  quoteFrom: (place: string) => `Get a quote from ${place}`,
  confirmedBody: (place: string) =>
    `You can choose ${place} when you search for a place. Your move is priced from the nearby town you told us.`,
  staffNote: 'Our team says:',
  rejectedBody: 'You can get a quote from a nearby town, or call us and we will help.',
  tryNearby: 'Try other places',
  call: 'Questions? Call us at',
  brokenTitle: 'This link doesn’t work',
  brokenBody:
    'It may have been cut short when it was copied. Check the address, or tell us about your town again.',
  again: 'Tell us about your town',
} as const;

/** The nearby town in prose: 'Denver, CO' (its ZIP is a detail the staff review shows). */
export const nearLabel = (near: CityResult | null, fallback = 'the nearby town'): string =>
  near ? `${near.CityName}, ${near.StateCode}` : fallback;
