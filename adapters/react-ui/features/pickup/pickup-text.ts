/**
 * Issue 13 pickup request (§1 pre-pickup and post-pickup tool pages, pickup prompt-to-call and pickup request
 * banner): the words of the banner and the two pages. Ours: the specification shows none of them
 * (docs/decisions.md "Pickup request and the pre/post-pickup pages").
 */
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../domain/money/money';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export const PickupText = {
  requestTitle: 'Request your pickup',
  requestedTitle: 'Pickup requested',
  callTitle: 'Call us to arrange your pickup',
  completedTitle: 'Your equipment was picked up',
  bannerLink: 'Request your pickup',
  /** The banner's sentence: loading ends on a day; choose the pickup day. */
  banner: (noun: string, loadingEnds: IsoDate | null) =>
    loadingEnds
      ? `Your loading time ends on ${formatMMDDYYYY(loadingEnds)}. Choose the day we pick up ${noun}.`
      : `Choose the day we pick up ${noun}.`,
  lead: (noun: string, loadingEnds: IsoDate | null) =>
    loadingEnds
      ? `Choose the day we pick up ${noun}. Your loading time ends on ${formatMMDDYYYY(loadingEnds)}; days before then are included.`
      : `Choose the day we pick up ${noun}.`,
  legend: 'Pickup day',
  /** What keeping the equipment longer costs (tracking.md), and that nothing is charged now. */
  extraDays: (fee: Cents, loadingEnds: IsoDate, noun: string) =>
    `Each working day after ${formatMMDDYYYY(loadingEnds)} costs ${formatUsd(fee)} for keeping ${noun} longer. Nothing is charged now.`,
  dayLabel: (date: IsoDate) => `${formatWeekdayMonDay(date)} (${formatMMDDYYYY(date)})`,
  included: 'Included in your loading time',
  extraCost: (cost: Cents, days: number) => `+${formatUsd(cost)} (${plural(days, 'extra day')})`,
  submit: 'Request pickup',
  sending: 'Requesting…',
  chooseDay: 'Choose a pickup day.',
  failed: 'We could not send your request. Please try again in a moment.',
  loading: 'Loading your move…',
  missing: 'We could not find this move among yours.',
  loadFailed: 'We could not load your move. Please try again in a moment.',
  retry: 'Try again',
  back: 'Back to my move',
  /** The post-pickup page. */
  requestedLead: (noun: string, date: IsoDate) =>
    `We will pick up ${noun} on ${formatWeekdayMonDay(date)} (${formatMMDDYYYY(date)}).`,
  nextTitle: 'What happens next',
  next: (noun: string) => [
    'We call you the day before with a pickup window.',
    `Close and lock ${noun} by then, and keep the way to ${noun.startsWith('your ReloCubes') ? 'them' : 'it'} clear for the truck.`,
    'Follow the pickup on your dashboard: it shows the day and each update as it is recorded.',
  ],
  change: 'To change the day, call us at',
  notRequested: 'No pickup day is requested for this move yet.',
  completedLead: (date: IsoDate | null) =>
    date ? `Your equipment was picked up on ${formatMMDDYYYY(date)}.` : 'Your equipment was picked up.',
} as const;
