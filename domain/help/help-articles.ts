/**
 * §2 Help (/customer-service/faq) content as data, so the FAQ page and site search (§2
 * /search?search_api_fulltext={term}) read the same words. Every number comes from the domain rule that
 * decides it (house sizes, trailer minimum, loading days, delivery window, liability tiers, storage period),
 * so the answers cannot drift from what a quote does. No prices are stated: prices come from the quote.
 */
import { FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS } from '../calendar/delivery-window';
import { LOADING_BUSINESS_DAYS } from '../calendar/move-dates';
import { formatUsdShort } from '../money/money';
import { LIABILITY_TIERS, STANDARD_LIABILITY_RATE } from '../pricing/liability';
import { DEFAULT_SIZE_CONVERSION } from '../pricing/size-conversion';
import { STORAGE_PERIOD_DAYS } from '../pricing/storage';
import { RELOCUBE_MAXIMUM_ONLINE, TRAILER_MAXIMUM_FEET, TRAILER_MINIMUM_FEET } from '../pricing/trailer';
import { PRODUCT } from '../quote/enums';
import { HOUSE_SIZES } from '../quote/house-sizes';
import { BannerText } from '../quote/quote-texts';
import { Route } from '../quote/routes';

/** One question and its answer: paragraphs, then an optional list. */
export interface HelpArticle {
  /** The anchor on the FAQ page ('liability-coverage'); stable, lowercase, hyphenated. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

const feetPerCube = DEFAULT_SIZE_CONVERSION.TrailerLengthToCubes.FeetPerCube;
const standardRate = `$${STANDARD_LIABILITY_RATE.toFixed(2)}`;
const paidTiers = LIABILITY_TIERS.filter((tier) => tier.fee > 0);

/** §2 Help: the questions in the order the FAQ page shows them. */
export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'free-quote',
    title: 'Do I need a credit card to get a quote?',
    paragraphs: [
      'No. Quotes are free: no credit cards, no fees, no hassles.',
      'Tell us where you are moving from and to, when, and the size of your home. Most quotes show their prices straight away; a few moves are reviewed by our team first, and we email the quote when it is ready.',
    ],
  },
  {
    id: 'trailer-or-relocube',
    title: 'What is the difference between a trailer and a ReloCube?',
    paragraphs: [
      'A trailer is priced by the linear feet of space your belongings use. It is dropped off at your door, you load it, and we collect it from your door and deliver it to your new address.',
      'A ReloCube is a smaller container priced per cube. ReloCubes can be delivered to your door or loaded at a service center (terminal), at either end of the move.',
      'Your quote shows every option for your move side by side, so you can compare them before you choose.',
    ],
  },
  {
    id: 'linear-feet',
    title: 'How much trailer space will I need?',
    paragraphs: [
      'Trailer space is measured in linear feet: the length of the trailer floor your belongings fill. You only pay for the feet you use, with a minimum of ' +
        `${TRAILER_MINIMUM_FEET} feet. One trailer holds up to ${TRAILER_MAXIMUM_FEET} linear feet; larger moves are quoted by our team.`,
      `On your quote you can make the trailer longer or shorter one foot at a time; the price changes by the per-foot price shown for each foot. One ReloCube holds about ${feetPerCube} linear feet, and up to ${RELOCUBE_MAXIMUM_ONLINE} ReloCubes can be quoted online.`,
      'Our estimates by home size:',
    ],
    list: HOUSE_SIZES.map((size) => `${size.label}: about ${size.LinearFeet} linear feet`),
  },
  {
    id: 'door-or-terminal',
    title: 'Can my container go to a terminal instead of my door?',
    paragraphs: [
      'Yes, for ReloCubes. At each end of the move you choose door service (we bring the container to your address) or terminal service (you load or unload it at one of our service centers). Terminal service usually costs less than door service.',
      'Trailers are door to door only: a trailer is dropped off and collected at your address.',
      'Not sure of your new address yet? Choose Will Advise for the destination, and tell us later.',
    ],
  },
  {
    id: 'loading-days',
    title: 'How long do I have to load?',
    paragraphs: [
      `Your equipment is dropped off on your move date, and we pick it up ${LOADING_BUSINESS_DAYS} business days later, so you can load at your own pace. Business days are Monday to Friday, not counting holidays.`,
      'If you would rather load while the driver waits (a live load), the pickup is the same day.',
    ],
  },
  {
    id: 'delivery-window',
    title: 'When will my belongings arrive?',
    paragraphs: [
      `Every quote includes a free estimated delivery window: from the carrier's transit time to the transit time plus ${FREE_DELIVERY_WINDOW_EXTRA_BUSINESS_DAYS} business days, counted from your pickup date. Your quote shows the dates as 'Estimated delivery'.`,
      'Need it sooner? For many door-to-door moves you can choose guaranteed delivery a set number of business days sooner, for a fee shown as Expedite Shipping when you reserve.',
    ],
  },
  {
    id: 'liability-coverage',
    title: 'Is my move insured?',
    paragraphs: [
      `Standard coverage (${standardRate} per pound) is included at no charge. You can choose more liability coverage on your quote, and change it before you save:`,
    ],
    list: [
      `${LIABILITY_TIERS[0]?.label ?? 'standard coverage'}: included at no charge`,
      ...paidTiers.map((tier) => `${tier.label}: ${formatUsdShort(tier.fee)} added to your price`),
    ],
  },
  {
    id: 'storage',
    title: 'Can you store my things?',
    paragraphs: [
      `Yes. When your container is delivered to a terminal, or you do not know your new address yet, it can wait in storage at the destination service center. Storage is charged per container for each ${STORAGE_PERIOD_DAYS}-day period, and some quotes and coupons include free storage days.`,
      'Your quote shows the storage charge for your equipment, and the price breakdown lists any free days.',
    ],
  },
  {
    id: 'when-charged',
    title: 'When am I charged?',
    paragraphs: [
      BannerText.reservedDesktopNote,
      'Getting and saving a quote is free, and reserving a move does not charge your card either.',
    ],
  },
  {
    id: 'changes-and-cancellations',
    title: 'Can I change or cancel my move?',
    paragraphs: [
      'Yes. A quote is free and carries no obligation: if your plans change, you can simply let it go. On the quote page you can change the equipment, trailer length and coverage, and save your changes.',
      `To change the date or cancel a reserved move, call us. ${BannerText.reservedDesktopNote}`,
    ],
  },
  {
    id: 'where-we-move',
    title: 'Where do you move?',
    paragraphs: [
      `${PRODUCT} moves households between US states and between the US and Canada. We cannot quote moves within a single state, within Canada or within Mexico; if we cannot serve your move, we tell you and suggest another way.`,
      'Moves across the border may include broker and customs fees; when they apply, they are listed in your price breakdown.',
    ],
  },
  {
    id: 'find-my-quote',
    title: 'How do I find my quote again?',
    paragraphs: [
      'This browser remembers your last quote: the quote banner takes you back to it. You can also have the quote sent to your email from the quote page; the link in the email works for 30 days while the move date is still ahead.',
    ],
  },
];

/** The FAQ page link of an article: '/customer-service/faq#liability-coverage'. */
export function helpArticleHref(article: Pick<HelpArticle, 'id'>): string {
  return `${Route.faq}#${article.id}`;
}

/** Searches that find answers, offered when a search finds nothing. */
export const HELP_SEARCH_SUGGESTIONS: readonly string[] = [
  'linear feet',
  'liability',
  'storage',
  'delivery window',
  'terminal',
  'charged',
];
