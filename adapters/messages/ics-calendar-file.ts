/**
 * Issues 13 and 14: a move's calendar events as an iCalendar file (RFC 5545), written by the `ics` package
 * (tracking.md "Calendar files (.ics)"; docs/decisions.md): VCALENDAR with METHOD:PUBLISH and one VEVENT
 * per milestone, each with its stable UID, SEQUENCE and STATUS; an all-day event (DTSTART;VALUE=DATE) or a
 * timed one in UTC. The package folds long lines and escapes text. The move schedule's downloads and the
 * attachments of messages that carry a date both use it (the CalendarFileWriter port).
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { CalendarEvent, CalendarFileWriter } from '../../application/ports/calendar-file-writer';

export const ICS_PRODUCT_ID = 'relomove/move-schedule';

const dateArray = (date: string): DateArray => {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
};

function attributesOf(event: CalendarEvent): EventAttributes {
  const common = {
    uid: event.uid,
    sequence: event.sequence,
    status: event.status,
    title: event.summary,
    description: event.description,
    productId: ICS_PRODUCT_ID,
  };
  if (event.span.kind === 'allDay') {
    return { ...common, start: dateArray(event.span.start), end: dateArray(event.span.endExclusive) };
  }
  return {
    ...common,
    start: event.span.startMs,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.span.endMs,
    endInputType: 'utc',
    endOutputType: 'utc',
  };
}

export class IcsCalendarFile implements CalendarFileWriter {
  /** The file's text; the writer's error is thrown (a bug: the events were decided by the domain). */
  write(events: readonly CalendarEvent[], calName: string): string {
    const { error, value } = createEvents(events.map(attributesOf), {
      productId: ICS_PRODUCT_ID,
      method: 'PUBLISH',
      calName,
    });
    if (error || value === null) throw error ?? new Error('the iCalendar writer answered nothing');
    return value;
  }
}
