import { z } from 'zod';
import type { EditMoveOutput } from '../../../application/reservations/edit-move';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { DELIVERY_TYPES, EDIT_FAIL_REASONS, EditFailReason } from '../../../domain/quote/enums';
import type { LocationAnswers, ScheduleAnswers } from '../../../domain/reservation/draft';
import { EDITS_SAVED_MESSAGE } from '../../../domain/reservation/enums';
import type { MoveEditRequest } from '../../../domain/reservation/move-edit';
import { type MoveEditErrorType, moveEditErrorName } from '../../../domain/reservation/move-edit-refusal';
import { SettlementKind } from '../../../domain/reservation/move-edit-settlement';
import { Dollars, dollarsOf } from './common';
import { toWireEditWindow, WireEditWindow } from './edit-window';
import { toWireQuote, WireQuote } from './quote';
import { QuoteNumber } from './quote-changes';
import { WirePriceLine, wirePriceLine } from './quote-parts';
import { LocationAnswersBody, ScheduleAnswersBody } from './reservations';

/**
 * The wire of §7 POST moves/edit/{id} (issue 13 "Self-service changes"): "forms plus Revision", the same
 * forms as the reservation steps (MyMove.Location, MyMove.Schedule, as POST moves/{id}/reserve sends them)
 * and the equipment, plus Confirm (false: a preview that saves nothing). The answer has the shape of
 * quotes/edit (changeQuoteResponse {failReason, retrievedTimestamp} and quote) plus the preview, and the
 * §8 Messages and ModelErrors the dashboard reads its error from. Unknown fields are refused.
 */

export const MoveEditParams = z.object({ id: QuoteNumber });

export const MoveEditBody = z
  .object({
    /** The Revision the customer saw. */
    Revision: z.number().int('Value must be a whole number').min(1),
    /** False: show the old and new price and how the difference is settled, saving nothing. True: save. */
    Confirm: z.boolean(),
    /** The reservation steps' forms; a section left out (or null) stays as booked. */
    MyMove: z
      .object({
        Location: LocationAnswersBody.nullable().optional(),
        Schedule: ScheduleAnswersBody.nullable().optional(),
      })
      .strict()
      .optional(),
    /** The equipment: trailer length or number of ReloCubes, destination storage, the delivery end. */
    Equipment: z
      .object({
        LinearFeet: z.number().int('Value must be a whole number of feet').optional(),
        NumCubes: z.number().int('Value must be a whole number of ReloCubes').optional(),
        AddStorage: z.boolean().optional(),
        DestinationDelivery: z.enum(DELIVERY_TYPES as unknown as [string, ...string[]]).optional(),
      })
      .strict()
      .nullable()
      .optional(),
  })
  .strict();
export type MoveEditBody = z.infer<typeof MoveEditBody>;

/** The body as the use case reads it (dates are the wire's checked 'YYYY-MM-DD' text). */
export function moveEditRequestOf(body: MoveEditBody): MoveEditRequest {
  const schedule = body.MyMove?.Schedule ?? null;
  const equipment = body.Equipment ?? null;
  return {
    Revision: body.Revision,
    Location: (body.MyMove?.Location ?? null) as LocationAnswers | null,
    Schedule: schedule
      ? ({
          ...schedule,
          SpotDate: schedule.SpotDate as IsoDate,
          PickupDate: schedule.PickupDate as IsoDate,
        } as ScheduleAnswers)
      : null,
    Equipment: equipment as MoveEditRequest['Equipment'],
  };
}

const WirePreview = z.object({
  /** The price lines as booked and as they would be, side by side; each list sums to its total. */
  OldPriceLines: z.array(WirePriceLine),
  NewPriceLines: z.array(WirePriceLine),
  OldTotal: Dollars,
  NewTotal: Dollars,
  /** NewTotal - OldTotal (negative: the move costs less). */
  Difference: Dollars,
  /** The edit-history fields that change (§4 Edit history). */
  Changed: z.array(z.string()),
  /** How the difference is (or would be) settled: charged now, refunded, due, taken by the Transit charge, none. */
  Settlement: z.object({
    Kind: z.enum(Object.values(SettlementKind) as [string, ...string[]]),
    Amount: Dollars,
    Description: z.string(),
  }),
});

const answerFields = {
  /** §7 changeQuoteResponse: failReason 'None' when saved or previewed, else the §8 error type. */
  changeQuoteResponse: z.object({
    failReason: z.string(),
    retrievedTimestamp: z.string(),
    message: z.string(),
  }),
  /** The move: as saved (Revision + 1), as stored (preview), or as stored now (refused: reload it). */
  quote: WireQuote,
  /** True only when the change was saved. */
  Saved: z.boolean(),
  /** The prices side by side (null when refused). */
  Preview: WirePreview.nullable(),
  /** Whether the move can still be changed online, and until when. */
  MyMoveEdit: WireEditWindow,
  /** §8: the first entry is the error type, e.g. 'EditNotAllowed (MyMove)'; empty when saved or previewed. */
  Messages: z.array(z.string()),
  ModelErrors: z.array(z.object({ type: z.string(), message: z.string() })),
};

export const MoveEditResponse = z.object({ success: z.literal(true), ...answerFields });
export type MoveEditResponse = z.infer<typeof MoveEditResponse>;
export const MoveEditRefusedResponse = z.object({
  success: z.literal(false),
  errors: z.array(z.string()),
  reason: z.string(),
  ...answerFields,
});

/** A preview's words (ours). */
export const PREVIEW_MESSAGE =
  'Nothing has changed yet. Check the new price, then confirm to save your edits.';

/** The HTTP status of a refusal: the answer's own problems 400; a state that a reload shows, 409. */
export function moveEditStatus(error: MoveEditErrorType): 400 | 409 {
  return error === 'QuoteIsIncomplete' || error === 'SpotDateIsPast' ? 400 : 409;
}

/** The §7 failReason of a refusal: the quotes/edit reason where there is one, else the §8 type as sent. */
function failReasonOf(error: MoveEditErrorType): string {
  if (error === 'WrongRevisionError') return EditFailReason.NoRevisionMatch;
  return (EDIT_FAIL_REASONS as readonly string[]).includes(error) ? error : moveEditErrorName(error);
}

export function toWireMoveEdit(output: EditMoveOutput) {
  const common = {
    quote: toWireQuote(output.quote),
    MyMoveEdit: toWireEditWindow(output.window),
  };
  if (output.kind === 'refused') {
    const name = moveEditErrorName(output.refusal.error);
    return {
      success: false as const,
      errors: [...output.refusal.lines],
      reason: name,
      ...common,
      changeQuoteResponse: {
        failReason: failReasonOf(output.refusal.error),
        retrievedTimestamp: output.at,
        message: output.refusal.message,
      },
      Saved: false,
      Preview: null,
      Messages: [name],
      ModelErrors: [{ type: name, message: output.refusal.message }],
    };
  }
  const { comparison, changed, settlement } = output.preview;
  return {
    success: true as const,
    ...common,
    changeQuoteResponse: {
      failReason: EditFailReason.None,
      retrievedTimestamp: output.at,
      message: output.kind === 'saved' ? EDITS_SAVED_MESSAGE : PREVIEW_MESSAGE,
    },
    Saved: output.kind === 'saved',
    Preview: {
      OldPriceLines: comparison.oldLines.map(wirePriceLine),
      NewPriceLines: comparison.newLines.map(wirePriceLine),
      OldTotal: dollarsOf(comparison.oldTotal),
      NewTotal: dollarsOf(comparison.newTotal),
      Difference: dollarsOf(comparison.difference),
      Changed: [...changed],
      Settlement: {
        Kind: settlement.kind,
        Amount: dollarsOf(settlement.amount),
        Description: settlement.description,
      },
    },
    Messages: [],
    ModelErrors: [],
  };
}
