/**
 * Issue 15 insect inspection tool (§1, §4 Inspection form states NotRequired, Required, Received): which
 * moves need the spongy moth self-inspection checklist, the checklist itself (the outdoor household articles
 * of USDA APHIS's self-inspection checklist, 7 CFR 301.45-1 "outdoor household articles"), and the rules of
 * a signed submission. Pure: the quarantine list, today and the stored form come in as data.
 */
import { err, ok, type Result } from 'neverthrow';
import type { ThrottlePolicy } from '../accounts/login-rules';
import { addDays } from '../calendar/business-days';
import { formatMMDDYYYY } from '../calendar/formats';
import { compareIsoDates, exactIsoDate, ISO_DATE_MESSAGE, type IsoDate } from '../calendar/iso-date';
import { enumOf } from '../shared/enum';
import { type FieldError, fieldErrors } from '../validation/field-messages';
import { checkText, maxLength, required } from '../validation/text-rules';
import { InspectionFormState } from './enums';
import {
  mayBeInside,
  type QuarantineArea,
  type QuarantinePlace,
  type QuarantineStanding,
  quarantineStanding,
  surelyInside,
} from './readiness-quarantine';

// The tool's paths live with the other routes (the landing page's route table must not pull in this module).
export {
  INSECT_INSPECTION_PATH,
  INSECT_INSPECTION_RECEIVED_PATH,
  insectInspectionPath,
} from './inspection-paths';

/** The §4 Inspection form state of a move and why: where its origin stands. */
export interface InspectionDecision {
  readonly state: InspectionFormState;
  readonly origin: QuarantineStanding;
}

/**
 * §4 Inspection form state of a move (issue 13's rule, made county-precise by issue 15): Required when the
 * origin may be inside the spongy moth quarantine area and the destination is not surely inside it;
 * Received once the form is in; NotRequired otherwise (a form is never asked of a move that stays inside).
 */
export function inspectionDecision(
  area: QuarantineArea,
  origin: QuarantinePlace,
  destination: QuarantinePlace,
  received: boolean,
): InspectionDecision {
  const from = quarantineStanding(area, origin);
  const leaving = mayBeInside(from) && !surelyInside(quarantineStanding(area, destination));
  if (!leaving) return { state: InspectionFormState.NotRequired, origin: from };
  return { state: received ? InspectionFormState.Received : InspectionFormState.Required, origin: from };
}

/** One outdoor household article of the self-inspection checklist. */
export interface ChecklistItem {
  readonly id: string;
  readonly label: string;
}

/** A group of the checklist, as the APHIS self-inspection checklist groups them. */
export interface ChecklistGroup {
  readonly title: string;
  readonly items: readonly ChecklistItem[];
}

/**
 * The checklist of outdoor household articles to inspect before loading (the APHIS self-inspection
 * checklist's categories, in our words). Ids are the wire's ItemsChecked values, written once here.
 */
export const INSPECTION_CHECKLIST: readonly ChecklistGroup[] = [
  {
    title: 'Outdoor furniture and decor',
    items: [
      { id: 'patio-furniture', label: 'Patio, lawn and porch furniture' },
      { id: 'picnic-tables', label: 'Picnic tables and benches' },
      { id: 'umbrellas-awnings', label: 'Umbrellas, awnings and canopies' },
      { id: 'planters', label: 'Flower pots and planters' },
      { id: 'bird-feeders', label: 'Bird baths, feeders and houses' },
      { id: 'lawn-ornaments', label: 'Lawn ornaments and outdoor decorations' },
    ],
  },
  {
    title: 'Grills and outdoor cooking',
    items: [
      { id: 'grills', label: 'Barbecue grills and smokers' },
      { id: 'fire-pits', label: 'Fire pits and patio heaters' },
    ],
  },
  {
    title: 'Recreation',
    items: [
      { id: 'bicycles', label: 'Bicycles and tricycles' },
      { id: 'camping-gear', label: 'Tents, coolers and camping gear' },
      { id: 'sports-gear', label: 'Sports gear (golf bags, nets, hoops)' },
      { id: 'boats', label: 'Boats, canoes and kayaks' },
    ],
  },
  {
    title: 'Children’s things',
    items: [
      { id: 'outdoor-toys', label: 'Outdoor toys, wagons and sleds' },
      { id: 'play-sets', label: 'Swing sets, playhouses and sandboxes' },
      { id: 'wading-pools', label: 'Wading pools' },
    ],
  },
  {
    title: 'Yard and garden',
    items: [
      { id: 'garden-tools', label: 'Garden tools, hoses and wheelbarrows' },
      { id: 'lawn-equipment', label: 'Lawn mowers, tillers and snow blowers' },
      { id: 'ladders', label: 'Ladders' },
      { id: 'trash-cans', label: 'Trash and recycling cans' },
      { id: 'sheds', label: 'Storage sheds and dog houses' },
    ],
  },
  {
    title: 'Vehicles and trailers',
    items: [
      { id: 'vehicles', label: 'Cars, motorcycles and ATVs' },
      { id: 'trailers', label: 'Utility, boat and camper trailers' },
      { id: 'recreational-vehicles', label: 'Recreational vehicles and campers' },
    ],
  },
];

/** Every item, in the checklist's order. */
export const CHECKLIST_ITEMS: readonly ChecklistItem[] = INSPECTION_CHECKLIST.flatMap((g) => g.items);
export const CHECKLIST_ITEM_IDS: readonly string[] = CHECKLIST_ITEMS.map((i) => i.id);

/** The label of an item id (the id itself for one that is not on the checklist). */
export const checklistLabel = (id: string) => CHECKLIST_ITEMS.find((i) => i.id === id)?.label ?? id;

/**
 * Looking a move up by reference number and email needs no sign-in, so guessing is slowed down (ours, the
 * login throttle's pattern): at most 20 lookups that found nothing per client address in 15 minutes.
 */
export const INSPECTION_LOOKUP_THROTTLE: Readonly<ThrottlePolicy> = Object.freeze({
  limit: 20,
  windowMs: 15 * 60 * 1000,
});

/** The longest typed signature (ours). */
export const SIGNER_NAME_MAX = 100;

/** The wire's field names of a submission (our design: §7 does not show the tool's calls). */
export const InspectionField = enumOf('ItemsChecked', 'NoOutdoorItems', 'SignerName', 'Agreed', 'DateSigned');

/** The tool's words (ours: the specification shows none). */
export const InspectionText = {
  noItems: 'I am not moving any outdoor items',
  agreement:
    'I inspected the outdoor items ticked above for spongy moth egg masses, caterpillars, pupae and moths, and removed and destroyed any I found. To the best of my knowledge they are free of all life stages of the spongy moth.',
  firewood: 'Do not pack firewood: leave it behind, or burn it before you go.',
  itemsRequired: 'Tick each outdoor item you inspected, or tick “I am not moving any outdoor items”',
  itemsAndNone: 'Untick “I am not moving any outdoor items”, or untick the items',
  unknownItem: (id: string) => `Not an item of the checklist: ${JSON.stringify(id.slice(0, 40))}`,
  repeatedItem: 'Each item can be ticked once',
  signerLetters: 'Type your full name as your signature',
  agreedRequired: 'Confirm that you inspected these items',
  dateShape: ISO_DATE_MESSAGE,
  dateToday: (today: IsoDate) => `Sign with today’s date (${formatMMDDYYYY(today)})`,
  notFound: 'We could not find a booked move with that reference number and email address',
  notRequired: 'Your move does not leave the spongy moth quarantine area, so it needs no inspection form.',
  alreadyReceived: (submittedOn: IsoDate) =>
    `We already have your inspection form, signed on ${formatMMDDYYYY(submittedOn)}. To change it, call us.`,
  referenceShape: 'Type the reference number from your booking email (digits only)',
  tooManyLookups: (minutes: number) =>
    `Too many tries that did not match a move. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
} as const;

/** A submission as typed: the wire's fields in the domain's names. */
export interface InspectionSubmission {
  readonly itemsChecked: readonly string[];
  readonly noOutdoorItems: boolean;
  readonly signerName: string;
  readonly agreed: boolean;
  readonly dateSigned: string;
}

/** A submission that passed the rules: items in the checklist's order, the name trimmed. */
export interface ValidInspection {
  readonly itemsChecked: readonly string[];
  readonly noOutdoorItems: boolean;
  readonly signerName: string;
  readonly dateSigned: IsoDate;
}

/** The stored form (one per move). */
export interface InspectionForm extends ValidInspection {
  readonly quoteId: number;
  /** ISO-8601 instant it was received. */
  readonly submittedAt: string;
  /** The lower-cased email address it was submitted with (the lookup's, or the signed-in account's). */
  readonly submittedBy: string;
}

const LETTER = /\p{L}/u;
/** Control characters never belong in a typed name. */
const CONTROL = /\p{Cc}/u;

/**
 * The rules of a signed checklist (§5 'field - message' errors): at least one item ticked, or "no outdoor
 * items" and none ticked; known items, each once; a typed full name (the signature) with a letter, at most
 * SIGNER_NAME_MAX characters; the agreement ticked; and today's date (a day either side is accepted, for
 * the customer's time zone).
 */
export function validateInspection(
  submission: InspectionSubmission,
  today: IsoDate,
): Result<ValidInspection, FieldError[]> {
  const errors: FieldError[] = [];
  const field = InspectionField;
  const items = submission.itemsChecked;
  const unknown = items.filter((id) => !CHECKLIST_ITEM_IDS.includes(id));
  for (const id of unknown)
    errors.push({ field: field.ItemsChecked, message: InspectionText.unknownItem(id) });
  if (new Set(items).size !== items.length) {
    errors.push({ field: field.ItemsChecked, message: InspectionText.repeatedItem });
  }
  if (items.length === 0 && !submission.noOutdoorItems) {
    errors.push({ field: field.ItemsChecked, message: InspectionText.itemsRequired });
  }
  if (items.length > 0 && submission.noOutdoorItems) {
    errors.push({ field: field.NoOutdoorItems, message: InspectionText.itemsAndNone });
  }
  const name = submission.signerName.trim();
  const nameMessages = checkText(name, [required(), maxLength(SIGNER_NAME_MAX)]);
  if (nameMessages.length === 0 && (!LETTER.test(name) || CONTROL.test(name)))
    nameMessages.push(InspectionText.signerLetters);
  errors.push(...fieldErrors(field.SignerName, nameMessages));
  if (!submission.agreed) errors.push({ field: field.Agreed, message: InspectionText.agreedRequired });
  const date = exactIsoDate(submission.dateSigned.trim());
  if (date === null) errors.push({ field: field.DateSigned, message: InspectionText.dateShape });
  else if (compareIsoDates(date, addDays(today, -1)) < 0 || compareIsoDates(date, addDays(today, 1)) > 0) {
    errors.push({ field: field.DateSigned, message: InspectionText.dateToday(today) });
  }
  if (errors.length > 0 || date === null) return err(errors);
  return ok({
    itemsChecked: CHECKLIST_ITEM_IDS.filter((id) => items.includes(id)),
    noOutdoorItems: submission.noOutdoorItems,
    signerName: name.replace(/\s+/g, ' '),
    dateSigned: date,
  });
}

/** §5 reference numbers are digits only: the typed one without spaces, '#' or dashes, or null. */
export function referenceNumberOf(typed: string): number | null {
  const digits = typed.replace(/[\s#-]/g, '');
  if (!/^\d{1,15}$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
