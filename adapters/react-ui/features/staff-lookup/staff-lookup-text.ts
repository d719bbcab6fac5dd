import { type Cents, formatUsd } from '../../../../domain/money/money';
import {
  type EditFailReason,
  LookupFailureReason,
  type QuoteState,
  QuoteState as States,
} from '../../../../domain/quote/enums';
import {
  type DELIVERY_CODES,
  RECOMPUTE_CHANGE_TEXT,
  recomputeChangeText,
} from '../../../../domain/quote/recompute-quote';
import type { EventSource } from '../../../../domain/shipment';
import type { ConfirmDialogText } from '../../app/confirm-dialog';

/**
 * The staff lookup page's words (issue 15; the specification shows the page only as "a staff lookup page
 * under /jojo", so they are ours). Spec words (states, §4 reasons, milestones) come from the domain.
 */
export const LookupText = {
  title: 'Staff lookup',
  intro:
    'Find a customer’s quote by its reference number, their email address or the link token from their quote email. Open a quote to see how its price was made, re-price it with today’s rate card, and manage the booked move.',
  search: 'Reference number, email or link token',
  searchHint: 'For example 1000123, dana@example.com, or the token after qId= in a quote link',
  searchButton: 'Search',
  searching: 'Searching…',
  unavailable: 'The lookup could not be reached. Please try again in a moment.',
  tryAgain: 'Try again',
  resultsCaption: 'Quotes found, newest first',
  found: (n: number, search: string) => `${n} ${n === 1 ? 'quote' : 'quotes'} found for ${search}.`,
  pick: 'Choose a quote to open it.',
  open: (id: number) => `Open quote ${id}`,
  opened: 'Open now',
  noPrice: 'Under review',
} as const;

/** The §4 lookup failure reasons in plain words, each with what to do next. */
export const LOOKUP_REASON_TEXT: Readonly<Record<LookupFailureReason, { title: string; next: string }>> = {
  [LookupFailureReason.NoError]: { title: 'Found', next: '' },
  [LookupFailureReason.UserError]: {
    title: 'Nothing matches that search',
    next: 'Check the number or the spelling of the email, or ask the customer for the link in their quote email.',
  },
  [LookupFailureReason.TechnicalError]: {
    title: 'The search could not run',
    next: 'This is on our side, not the search. Try again in a moment.',
  },
};

/** §4 quote states as a badge reads them. */
export const STATE_TEXT: Readonly<Record<QuoteState, string>> = {
  [States.Unquoted]: 'Unquoted',
  [States.Quoted]: 'Quoted',
  [States.Reserved]: 'Reserved',
  [States.Manual]: 'Under review',
};

export const QuoteText = {
  heading: (id: number) => `Quote ${id}`,
  loading: 'Loading the quote…',
  unavailable: 'This quote could not be loaded. Please try again in a moment.',
  notFound: 'No quote matches this reference.',
  facts: 'About this quote',
  revision: 'Revision',
  result: 'Quote result',
  status: 'Quote status',
  customer: 'Customer',
  phone: 'Phone',
  from: 'From',
  to: 'To',
  moveDate: 'Move date',
  pickupDate: 'Pickup date',
  miles: 'Distance',
  size: 'Size',
  linkToken: 'Link token',
  whyManual: 'Why under review',
  noStation: 'No service center',
  station: (code: string, city: string, state: string) => `Service center ${code}, ${city} ${state}`,
  priceHeading: 'Price lines',
  priceCaption: (option: string) => `The price of the selected option (${option}), line by line`,
  noPriceYet: 'No price yet: the quote is under review.',
  total: 'Total',
  historyHeading: 'Change history',
  historyCaption: 'Changes, newest first',
  noHistory: 'No changes since the quote was made.',
  bySite: 'Customer (on the site)',
  noReason: '—',
} as const;

export const RecomputeText = {
  heading: 'Recompute with today’s rate card',
  intro:
    'Try a change and preview it beside the stored price. Leave a field as it is to keep it. Nothing is saved until you save it with a reason.',
  feet: 'Trailer length (feet)',
  equip: 'Equipment',
  quantity: 'ReloCubes',
  delivery: 'Delivery',
  liability: 'Liability coverage',
  coupon: 'Agent coupon code',
  expedite: 'Guaranteed delivery (business days)',
  expediteHint: '0 goes back to the free estimated delivery',
  storage: 'Destination storage',
  unchanged: 'As it is',
  add: 'Add',
  remove: 'Remove',
  preview: 'Preview',
  previewing: 'Previewing…',
  previewCaption: 'Stored price beside the recomputed one',
  line: 'Line',
  stored: 'Stored',
  recomputed: 'Recomputed',
  difference: 'Difference',
  notOnQuote: '—',
  noChange: RECOMPUTE_CHANGE_TEXT.None,
  /** Issue 27: what the preview changes, in the domain's words (recomputeChangeText). */
  summary: recomputeChangeText,
  stale: 'You changed the form since the preview. Preview again before saving.',
  reason: 'Why (kept with the change)',
  reasonHint: 'For example: customer measured 15 ft. Kept with your name in the change history.',
  save: (revision: number) => `Save as revision ${revision}`,
  saving: 'Saving…',
  saved: (revision: number) => `Saved as revision ${revision}.`,
  reload: 'Reload the quote',
  unavailable: 'The recompute could not be reached. Nothing was changed; try again in a moment.',
} as const;

/** §4 edit fail reasons as staff read them on a refused recompute (nothing was changed). */
export const RECOMPUTE_REFUSED_TEXT: Readonly<Record<Exclude<EditFailReason, 'None'>, string>> = {
  NoRevisionMatch:
    'Someone changed this quote since you opened it. Reload it to see the latest revision, then try again.',
  QuoteReserved:
    'This quote is reserved, so its price is no longer re-priced here. Change the booked move below (an agent coupon) or from the customer’s dashboard.',
  QuoteExpired:
    'This quote’s move date has passed, so it cannot be re-priced. The customer needs a new quote.',
  QuoteIdInvalid: 'No quote matches this reference.',
  QuoteStatusInvalid: 'This quote is under review by our team and cannot be re-priced online.',
  InvalidCapacityUnserviceableDate:
    'The origin service center has no equipment on this move date, so it cannot be re-priced for it.',
  RedirectToCaptcha: 'The bot check refused this change.',
};

/** Door or terminal at each end, origin first (the recompute's delivery codes). */
export const DELIVERY_TEXT: Readonly<Record<(typeof DELIVERY_CODES)[number], string>> = {
  DD: 'Door to door (DD)',
  DT: 'Door to terminal (DT)',
  TD: 'Terminal to door (TD)',
  TT: 'Terminal to terminal (TT)',
};

export const MoveText = {
  heading: (id: number) => `Move ${id}`,
  loading: 'Loading the move…',
  unavailable: 'This part of the move could not be loaded. Please try again in a moment.',
  reservation: 'Reservation',
  cancelled: 'Cancelled',
  booked: 'Booked',
  bookedAt: 'Booked on',
  flag: 'Web reservation flag',
  dropOff: 'Drop-off date',
  pickup: 'Pickup date',
  contact: 'Contact',
  sms: 'Texts to',
  payment: 'Payment method',
  totalPrice: 'Total price',
  due: 'Amount due',
  dashboard: 'Dashboard',
  fullDashboard: 'Full',
  coupons: 'Coupons',
  noCoupons: 'No coupons.',
  couponBy: { AgentEntered: 'agent', UserEntered: 'customer', AutoOnline: 'automatic' } as Record<
    string,
    string
  >,
  priceCaption: 'The booked price lines',
  ledger: 'Payments ledger',
  ledgerCaption: 'Every payment row, oldest first',
  noLedger: 'No money has moved yet.',
  captured: 'Captured',
  refunded: 'Refunded',
  shipment: 'Shipment',
  shipmentState: 'Shipment state',
  pending: 'Pending',
  active: 'In progress',
  next: 'Next',
  none: '—',
  milestonesCaption: 'Milestones in the order the move goes through them',
  eventsCaption: 'Every shipment event, oldest first',
  noEvents: 'No shipment events yet.',
  ignored: 'Events the move’s current plan no longer accepts',
  carrier: 'Carrier',
  pronumber: 'PRO number',
  columns: {
    when: 'When',
    kind: 'Kind',
    amount: 'Amount',
    method: 'Method',
    who: 'Who',
    why: 'Why',
    milestone: 'Milestone',
    state: 'State',
    dates: 'Dates',
    status: 'Status',
    reason: 'Reason',
    source: 'Source',
  },
} as const;

/** Who recorded a shipment event, in words. */
export const SOURCE_TEXT: Readonly<Record<EventSource, string>> = {
  staff: 'Staff',
  'carrier-sandbox': 'Carrier feed (sandbox)',
  system: 'System',
  customer: 'Customer',
};

/** The move's insect inspection form on the lookup (issue 15). */
export const InspectionDeskText = {
  heading: 'Insect inspection form',
  state: 'State',
  origin: 'Moving from',
  deadline: 'Due by',
  signed: 'Signed',
  signedBy: (name: string, date: string) => `${name}, ${date}`,
  items: 'Outdoor items inspected',
  noOutdoorItems: 'No outdoor items',
};

export const ActionText = {
  heading: 'Staff actions',
  eventHeading: 'Record a shipment event',
  milestone: 'Milestone',
  status: 'What happened',
  reason: 'Reason',
  reasonHint: 'Required when the milestone is delayed or failed; the customer may see it.',
  early: 'Window from',
  late: 'Window to',
  windowHint: 'Required for Scheduled; the revised estimate for Delayed, when known.',
  record: 'Record event',
  recording: 'Recording…',
  recorded: (milestone: string, status: string) => `Recorded: ${milestone} ${status}.`,
  replayed: 'That event was already recorded; nothing new was stored.',
  feedHeading: 'Sandbox carrier feed',
  feedIntro: 'Records every event the SANDBOX carrier feed has due now (no real carrier is called).',
  feed: 'Run the sandbox feed',
  feeding: 'Running…',
  fed: (n: number) =>
    n === 0 ? 'Nothing new is due from the feed.' : `The feed recorded ${n} ${n === 1 ? 'event' : 'events'}.`,
  nextDue: (when: string) => `Next feed event due: ${when}`,
  stopped: (milestone: string, status: string, message: string) =>
    `The feed stopped at ${milestone} ${status}: ${message}`,
  transitHeading: 'Charge at Transit',
  transitIntro:
    'Charges what is due to the move’s card, once. Recording Transit started does this by itself; use this when that charge failed.',
  transit: 'Charge what is due',
  transiting: 'Charging…',
  transitConfirmTitle: 'Charge the customer’s card now?',
  transitConfirmBody: (due: Cents) =>
    `This charges ${formatUsd(due)} to the card on the move, once. It cannot be undone here (a refund is a separate step).`,
  keep: 'Don’t charge',
  dashboardHeading: 'Customer’s dashboard',
  dashboardIntro:
    'A limited dashboard shows the customer what they may do online and says why the rest is disabled; changes then go through staff.',
  dashboardLabel: 'Dashboard',
  dashboardFull: 'Full dashboard',
  dashboardSave: 'Set dashboard',
  dashboardSaving: 'Setting…',
  dashboardSet: (type: string | null) => `The customer’s dashboard is now ${type ?? 'full'}.`,
  dashboardUnchanged: (type: string | null) =>
    `The dashboard was already ${type ?? 'full'}; nothing changed.`,
  changeHeading: 'Change the move',
  changeIntro:
    'Change the dates, equipment, coverage, storage or addresses with the customer, with the old and new price side by side before you confirm. Staff can do this after the customer’s online cut-off, until the equipment is at the origin.',
  change: 'Change this move',
  cancelHeading: 'Cancel the reservation',
  cancelIntro:
    'Cancels the booked move for the customer with the rate card’s fee: holds are released and money captured above the fee is refunded.',
  cancelButton: 'Cancel reservation',
  cancelTitle: 'Cancel this reservation?',
  cancelBody: (fee: Cents, charge: Cents, refund: Cents) =>
    `The cancellation fee is ${formatUsd(fee)}. ${charge > 0 ? `${formatUsd(charge)} is charged to the card. ` : ''}${refund > 0 ? `${formatUsd(refund)} is refunded. ` : ''}This cannot be undone.`,
  keepReservation: 'Keep the reservation',
  cancelling: 'Cancelling…',
  cancelled: (fee: Cents) => `The reservation is cancelled; the fee was ${formatUsd(fee)}.`,
  cancelChanged:
    'The move changed since you opened it; the fee below is as it is now. Confirm again to cancel.',
  notCancellable: 'This reservation cannot be cancelled here:',
  alreadyCancelled: 'This reservation is cancelled.',
  couponHeading: 'Agent coupon',
  couponIntro: 'Coupons you enter here are agent-entered: they stack with the customer’s own coupon (§4).',
  couponOnlyAgents: 'Agents and admins enter coupons for customers; your role can read them here.',
  couponCode: 'Coupon code',
  addCoupon: 'Add agent coupon',
  addingCoupon: 'Adding…',
  couponAdded: (code: string) => `Coupon ${code} added; the total is recomputed.`,
  failed: 'That did not work. Nothing was changed; try again in a moment.',
} as const;

/** The words of the Transit charge's confirmation. */
export const TRANSIT_DIALOG_TEXT: ConfirmDialogText = {
  title: ActionText.transitConfirmTitle,
  keepLabel: ActionText.keep,
  confirmLabel: ActionText.transit,
  busyLabel: ActionText.transiting,
};

/** The words of the cancel's confirmation. */
export const CANCEL_DIALOG_TEXT: ConfirmDialogText = {
  title: ActionText.cancelTitle,
  keepLabel: ActionText.keepReservation,
  confirmLabel: ActionText.cancelButton,
  busyLabel: ActionText.cancelling,
};

/** A Transit charge's answer in words (after a shipment event, the feed, or the charge button). */
export function chargeText(charge: {
  Result: 'Charged' | 'NothingDue' | 'Failed' | 'NotCharged';
  Amount: Cents | null;
  Message: string | null;
}): string {
  switch (charge.Result) {
    case 'Charged':
      return `Transit charge: ${formatUsd(charge.Amount ?? (0 as Cents))} charged to the card.`;
    case 'NothingDue':
      return 'Transit charge: nothing is due, the move is paid.';
    case 'Failed':
      return `Transit charge failed: ${charge.Message ?? 'the card was not charged'}.`;
    case 'NotCharged':
      return `Transit charge not run: ${charge.Message ?? 'try again later'}.`;
  }
}
