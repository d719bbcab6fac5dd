import { type Cents, formatUsd } from '../../../../../domain/money/money';
import { EDITS_SAVED_MESSAGE } from '../../../../../domain/reservation/enums';

/** The words of "Change my move" (issue 13; ours, except §4 'Your edits have been saved.'). */
export const ChangeMoveText = {
  entry: 'Change my move',
  entryTitle: 'Need to change your move?',
  entryHint: 'Change the dates, the equipment, coverage or the addresses, and see the new price first.',
  title: 'Change my move',
  back: 'Back to my move',
  backToLookup: 'Back to the staff lookup',
  /** Staff changing a customer's move (opened from the lookup). */
  staffTitle: (quoteId: number) => `Change move ${quoteId} for the customer`,
  staffBefore: (when: string) =>
    `The customer can change this move online until ${when}; after that, staff still can until the equipment is at the origin.`,
  loading: 'Loading your move…',
  failed: 'We could not load your move. Please try again in a moment.',
  notFound: 'We could not find this move among your reservations.',
  /** The cut-off in the customer's own time with what is left. */
  until: (when: string, left: string) => `You can change your move online until ${when} (${left} from now).`,
  untilNoCutoff: 'You can change your move online.',
  /** After the cut-off, or when editing is off (§6 IsMyMoveEditAllowed false). */
  closedTitle: 'Your move can no longer be changed online',
  callUs: 'To change it, please call us at ',
  sections: {
    schedule: 'Drop-off date, pickup and appointment',
    equipment: 'Equipment and storage',
    delivery: 'Delivery',
    coverage: 'Liability coverage',
    addresses: 'Addresses',
  },
  sectionNow: {
    changed: 'changed',
  },
  trailer: 'Trailer length',
  cubes: 'Number of ReloCubes',
  storage: 'Store it at the destination service center',
  storageHint: 'Storage is charged per 30 days after the free days; the new price shows it.',
  deliveryDoor: 'To your door',
  deliveryDoorHint: 'We bring the equipment to your new address.',
  deliveryTerminal: 'At the destination service center',
  deliveryTerminalHint: 'You unload at the service center.',
  originAddress: 'Pickup address',
  destinationAddress: 'Delivery address',
  addressesAtTerminal: 'Both ends are at service centers: there is no address to change here.',
  review: 'See the new price',
  reviewing: 'Pricing your changes…',
  nothingChanged: 'You have not changed anything yet.',
  previewTitle: 'Check the new price',
  before: 'As booked',
  after: 'With your changes',
  beforeCaption: 'Price lines as booked',
  afterCaption: 'Price lines with your changes',
  difference: 'Difference',
  /** The difference in words: more, less or the same. */
  differenceText: (difference: Cents) =>
    difference > 0
      ? `${formatUsd(difference)} more`
      : difference < 0
        ? `${formatUsd(-difference as Cents)} less`
        : 'No change in price',
  settlement: 'How it is paid',
  nothingYet: 'Nothing has changed yet: your move changes only when you confirm.',
  confirm: 'Confirm changes',
  confirming: 'Saving your changes…',
  keepEditing: 'Keep editing',
  saved: EDITS_SAVED_MESSAGE,
  /** §4 Dashboard: the quote was reloaded after WrongRevision, EditNotAllowed or SpotDateIsPast. */
  reloaded: 'We reloaded your move as it is now.',
  unavailable: 'We could not reach our server. Please try again in a moment.',
  unknown: 'We could not save your changes.',
} as const;

/** The §4 Dashboard reload line for each error that reloads the quote (ours). */
export const RELOAD_REASON = {
  WrongRevision: 'Your move was changed since you opened this page.',
  EditNotAllowed: 'This change cannot be made online.',
  SpotDateIsPast: 'That drop-off date has passed.',
} as const;
