/**
 * Issue 13, §2 /dashboard/move-schedule/: the calendar files (.ics) of a booked move's dated milestones, for
 * its owner only. Each read compares what each milestone says now with its stored calendar entry and
 * writes the change (CalendarEntries.write: SEQUENCE + 1 in one conditional statement), so the files a
 * customer downloads after a reschedule, a staff event or a cancellation replace the ones in their calendar.
 */

import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { zonedInstant } from '../../domain/calendar/time-zones';
import { selectedOption } from '../../domain/quote/edit-quote';
import { EquipmentType, EquipType } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import {
  type CalendarEntry,
  calendarDescription,
  calendarSpan,
  calendarStatus,
  calendarSummary,
  calendarVersionOf,
  calendarVersionToWrite,
  MILESTONES,
  type Milestone,
  milestoneAppointment,
  milestoneTimeZone,
  type Shipment,
  sameCalendarVersion,
} from '../../domain/shipment';
import type { CalendarEntries } from '../ports/calendar-entries';
import type { CalendarEvent } from '../ports/calendar-file-writer';
import type { RepositoryError } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import { UseCase } from '../use-case';
import type { MoveCalendarError, MoveCalendarInput, MoveCalendarReader } from './move-calendar-reader';
import { type ShipmentViewDeps, storedShipmentView } from './shipment-view';

/** A stored entry as an event of the file. */
export function calendarEventOf(quote: Quote, entry: CalendarEntry, dashboardUrl: string): CalendarEvent {
  const { version } = entry;
  const span = calendarSpan(version);
  const equipment =
    selectedOption(quote.Details.PricingOptions)?.EquipType === EquipType.Trailer
      ? EquipmentType.Trailer
      : EquipmentType.ReloCube;
  const zone = milestoneTimeZone(quote, entry.milestone);
  return {
    milestone: entry.milestone,
    uid: entry.uid,
    sequence: entry.sequence,
    status: calendarStatus(version),
    summary: calendarSummary(entry.milestone, equipment, version),
    description: calendarDescription(quote.QuoteId, version, dashboardUrl),
    span:
      span.kind === 'allDay'
        ? { kind: 'allDay', start: span.start, endExclusive: span.endExclusive }
        : {
            kind: 'timed',
            startMs: Date.parse(zonedInstant(span.date, span.startMinutes, zone)),
            endMs: Date.parse(zonedInstant(span.date, span.endMinutes, zone)),
          },
  };
}

type MoveCalendarDeps = ReservationStores & ShipmentViewDeps & { calendar: CalendarEntries };

export class MoveCalendar extends UseCase<MoveCalendarDeps> implements MoveCalendarReader {
  execute(input: MoveCalendarInput): ResultAsync<CalendarEvent[], MoveCalendarError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, input.forMessages === true)
      .andThen(({ quote }) =>
        storedShipmentView(this.deps, quote, input.quoteId)
          .mapErr((e): MoveCalendarError => e)
          .andThen((view) =>
            this.deps.calendar
              .entries(input.quoteId)
              .andThen((stored) => this.refresh(quote, view.shipment.milestones, stored, input.milestone)),
          )
          .map((entries) => ({ quote, entries })),
      )
      .andThen(({ quote, entries }) => {
        if (entries.length === 0) {
          return errAsync<CalendarEvent[], MoveCalendarError>({
            kind: 'CalendarFileNotFound',
            milestone: input.milestone,
          });
        }
        return okAsync(entries.map((e) => calendarEventOf(quote, e, input.dashboardUrl)));
      });
  }

  /** The entries of the milestones asked for, each written first when what it says changed. */
  private refresh(
    quote: Quote,
    milestones: Shipment['milestones'],
    stored: readonly CalendarEntry[],
    only: Milestone | null,
  ): ResultAsync<CalendarEntry[], RepositoryError> {
    const cancelled = Boolean(quote.Details.Reservation?.Cancellation);
    const at = this.deps.clock.now();
    const writes = MILESTONES.filter((m) => only === null || m === only).flatMap((milestone) => {
      const before = stored.find((e) => e.milestone === milestone) ?? null;
      const progress = milestones[milestone];
      const appointment = milestoneAppointment(quote, milestone, progress.StatusDate.Early);
      const current = calendarVersionOf(progress, appointment, cancelled);
      const version = calendarVersionToWrite(before, current);
      if (version === null) return [];
      if (before !== null && sameCalendarVersion(before.version, version)) return [okAsync(before)];
      return [this.deps.calendar.write(quote.QuoteId, milestone, version, at)];
    });
    return ResultAsync.combine(writes);
  }
}

/** A milestone named in a file name ('DropOff'), or null when it names none. */
export function milestoneNamed(name: string): Milestone | null {
  return (MILESTONES as readonly string[]).includes(name) ? (name as Milestone) : null;
}
