/**
 * Issue 15 insect inspection tool on the wire (§7 does not show its calls: our design, docs/decisions.md):
 * POST /api/inspection/lookup (reference number and email, no sign-in), POST /api/inspection/form (the
 * signed checklist), and GET /api/moves/{id}/inspection (the owner's, for the dashboard). Field names are in
 * the specification's style; §4 Inspection form state values are the specification's.
 */
import { z } from 'zod';
import type { InspectionView } from '../../../application/shipments/insect-inspection';
import { INSPECTION_FORM_STATES, type InspectionFormState } from '../../../domain/shipment/enums';
import {
  CHECKLIST_ITEM_IDS,
  type InspectionDecision,
  type InspectionForm,
  InspectionText,
  SIGNER_NAME_MAX,
} from '../../../domain/shipment/inspection-form';
import { QUARANTINE_STANDING_KINDS } from '../../../domain/shipment/readiness-quarantine';
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { isEmailAddress } from '../../../domain/validation/text-rules';
import { Text } from './common';

export const INSPECTION_LOOKUP_PATH = '/api/inspection/lookup';
export const INSPECTION_FORM_PATH = '/api/inspection/form';
export const MOVE_INSPECTION_PATH = '/api/moves/{id}/inspection';

/** §5 reference numbers are digits only; spaces, '#' and dashes typed around them are forgiven. */
const ReferenceNumber = Text(24)
  .transform((s) => s.replace(/[\s#-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{1,15}$/, InspectionText.referenceShape)
      .transform(Number),
  );

const Email = Text(254).superRefine((value, ctx) => {
  if (value === '') ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
  else if (!isEmailAddress(value)) ctx.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
});

/** POST inspection/lookup: the booking's reference number and an email address of the move. */
export const InspectionLookupRequest = z
  .object({ ReferenceNumber: ReferenceNumber, EmailAddress: Email })
  .strict();
export type InspectionLookupRequest = z.input<typeof InspectionLookupRequest>;

const ItemId = z.enum(CHECKLIST_ITEM_IDS as [string, ...string[]]);

/**
 * POST inspection/form: the lookup's two fields and the signed checklist: the outdoor items inspected (the
 * checklist's ids) or NoOutdoorItems, the typed full name as the signature, the agreement and the date.
 * The domain's rules (domain/shipment/inspection-form.ts) then check what the shapes cannot.
 */
export const InspectionFormRequest = z
  .object({
    ReferenceNumber: ReferenceNumber,
    EmailAddress: Email,
    ItemsChecked: z.array(ItemId).max(CHECKLIST_ITEM_IDS.length),
    NoOutdoorItems: z.boolean(),
    SignerName: z
      .string()
      .max(SIGNER_NAME_MAX * 2)
      .refine((s) => !/\p{Cc}/u.test(s), InspectionText.signerLetters),
    Agreed: z.boolean(),
    DateSigned: z.string().max(10),
  })
  .strict();
export type InspectionFormRequest = z.input<typeof InspectionFormRequest>;

const Place = z.object({ City: z.string(), State: z.string() });

export const WireInspectionForm = z.object({
  ItemsChecked: z.array(z.string()),
  NoOutdoorItems: z.boolean(),
  SignerName: z.string(),
  /** 'YYYY-MM-DD'. */
  DateSigned: z.string(),
  /** ISO-8601 instant. */
  SubmittedAt: z.string(),
});
export type WireInspectionForm = z.infer<typeof WireInspectionForm>;

/** A move's inspection form as the tool and the dashboard read it. */
export const InspectionResponse = z.object({
  success: z.literal(true),
  QuoteId: z.number().int(),
  /** §4 Inspection form state. */
  InspectionFormState: z.enum(INSPECTION_FORM_STATES as [InspectionFormState, ...InspectionFormState[]]),
  /** Where the origin stands in the quarantine area, and its names in words. */
  Area: z.object({
    Standing: z.enum(QUARANTINE_STANDING_KINDS),
    StateName: z.string().nullable(),
    CountyName: z.string().nullable(),
  }),
  Origin: Place,
  Destination: Place,
  /** §3 PickupDate. */
  PickupDate: z.string(),
  /** The last day to send the form; null when none is needed. */
  Deadline: z.string().nullable(),
  /** The stored form once Received, else null. */
  Form: WireInspectionForm.nullable(),
  /** Where its copy is emailed, partly hidden. */
  CopyTo: z.string(),
  Source: z.object({ Text: z.string(), Url: z.string(), Version: z.string() }),
});
export type InspectionResponse = z.infer<typeof InspectionResponse>;

export function toWireInspectionForm(form: InspectionForm): WireInspectionForm {
  return {
    ItemsChecked: [...form.itemsChecked],
    NoOutdoorItems: form.noOutdoorItems,
    SignerName: form.signerName,
    DateSigned: form.dateSigned,
    SubmittedAt: form.submittedAt,
  };
}

export function inspectionResponse(view: InspectionView): InspectionResponse {
  const origin = view.decision.origin;
  return {
    success: true,
    QuoteId: view.quoteId,
    InspectionFormState: view.decision.state,
    Area: {
      Standing: origin.kind,
      StateName: origin.kind === 'Outside' ? null : origin.stateName,
      CountyName: origin.kind === 'County' ? origin.county : null,
    },
    Origin: { City: view.origin.city, State: view.origin.state },
    Destination: { City: view.destination.city, State: view.destination.state },
    PickupDate: view.pickupDate,
    Deadline: view.deadline,
    Form: view.form === null ? null : toWireInspectionForm(view.form),
    CopyTo: view.copyTo,
    Source: { Text: view.source.text, Url: view.source.url, Version: view.source.version },
  };
}

/** The decision an answer carries, as the domain's readiness checklist reads it (for the browser). */
export function inspectionDecisionOf(answer: Omit<InspectionResponse, 'success'>): InspectionDecision {
  const state = answer.Origin.State.trim().toUpperCase();
  const stateName = answer.Area.StateName ?? state;
  const origin: InspectionDecision['origin'] =
    answer.Area.Standing === 'County'
      ? { kind: 'County', state, stateName, county: answer.Area.CountyName ?? '' }
      : answer.Area.Standing === 'Outside'
        ? { kind: 'Outside' }
        : { kind: answer.Area.Standing, state, stateName };
  return { state: answer.InspectionFormState, origin };
}
