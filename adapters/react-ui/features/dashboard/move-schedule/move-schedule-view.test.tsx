// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../../../../domain/calendar/iso-date';
import { WebReservationFlag } from '../../../../../domain/quote/enums';
import { exampleQuote } from '../../../../../domain/quote/example-quote';
import type { Quote } from '../../../../../domain/quote/types';
import { EventStatus, foldEvents, Milestone, type ShipmentEvent } from '../../../../../domain/shipment';
import { DOOR_TO_DOOR_CUBES, event, plan } from '../../../../../tests/fixtures/shipment';
import { shipmentViewOf, withBookedWindows } from '../milestones/shipment-view-model';
import { addToCalendarLabel, MoveScheduleText, MoveScheduleView } from './move-schedule-view';

afterEach(cleanup);

const QUOTE_ID = 4_100_274;

function bookedQuote(over: Partial<Quote['Details']> = {}): Quote {
  const q = exampleQuote();
  return { ...q, QuoteId: QUOTE_ID, Revision: 2, Details: { ...q.Details, ...over } };
}

function renderSchedule(events: ShipmentEvent[], quote: Quote = bookedQuote()) {
  const shipment = withBookedWindows(
    shipmentViewOf(foldEvents(plan(DOOR_TO_DOOR_CUBES), events)._unsafeUnwrap(), events, null),
    quote,
  );
  render(
    <MemoryRouter>
      <MoveScheduleView quote={quote} shipment={shipment} />
    </MemoryRouter>,
  );
}

const step = (milestone: Milestone) => {
  const item = screen.getByTestId('move-schedule-steps').querySelector(`[data-milestone="${milestone}"]`);
  if (!item) throw new Error(`no step ${milestone}`);
  return within(item as HTMLElement);
};

describe('/dashboard/move-schedule/: the whole schedule on one page with its calendar files (§2, issue 13)', () => {
  it('lists every step of the move in order with its status and its dates in the §4 date state words', () => {
    renderSchedule([]);
    const steps = [...screen.getByTestId('move-schedule-steps').querySelectorAll('li')].map((li) =>
      li.getAttribute('data-milestone'),
    );
    expect(steps).toEqual([
      'DropOff',
      'CustomerLoading',
      'OriginPickup',
      'Transit',
      'Delivery',
      'CustomerUnloading',
      'DestinationPickup',
    ]);
    expect(step(Milestone.OriginPickup).getByTestId('move-schedule-dates').textContent).toBe(
      'Estimated 12/04/2026',
    );
    expect(step(Milestone.OriginPickup).getByTestId('move-schedule-status').textContent).toBe('Not started');
    expect(step(Milestone.CustomerUnloading).getByTestId('move-schedule-dates').textContent).toBe(
      'Date to be set',
    );
  });

  it('a drop-off with its window booked for its day is Scheduled with that window in the station zone, as its .ics is (issue 27)', () => {
    renderSchedule([], bookedQuote({ SpotDate: isoDate('2026-12-01') }));
    expect(step(Milestone.DropOff).getByTestId('move-schedule-dates').textContent).toMatch(
      /^Scheduled 12\/01\/2026, 8:00-10:00 AM [A-Z]{1,3}T \(two-hour window\)$/,
    );
    cleanup();
    // Booked for another day: the estimate of this day has no window of its own.
    renderSchedule([], bookedQuote({ SpotDate: isoDate('2026-12-02') }));
    expect(step(Milestone.DropOff).getByTestId('move-schedule-dates').textContent).toBe(
      'Estimated 12/01/2026',
    );
  });

  it('each dated step links to its own .ics, a step without dates says so, and one link adds them all', () => {
    renderSchedule([]);
    const link = screen.getByRole('link', { name: addToCalendarLabel(Milestone.DropOff) });
    expect(link.getAttribute('href')).toBe(`/api/moves/${QUOTE_ID}/calendar/DropOff.ics`);
    expect(link.textContent).toBe(MoveScheduleText.add);
    expect(link.hasAttribute('download')).toBe(true);
    expect(step(Milestone.CustomerUnloading).queryByRole('link')).toBeNull();
    expect(step(Milestone.CustomerUnloading).getByText(MoveScheduleText.noDate)).toBeTruthy();
    expect(screen.getByRole('link', { name: MoveScheduleText.addAll }).getAttribute('href')).toBe(
      `/api/moves/${QUOTE_ID}/calendar.ics`,
    );
  });

  it('follows the events: a completed drop-off reads Complete with its date, a scheduled delivery Scheduled', () => {
    renderSchedule([
      event(Milestone.DropOff, EventStatus.Completed, '2026-12-01T10:30:00-06:00'),
      event(Milestone.Delivery, EventStatus.Scheduled, '2026-12-01T11:00:00-06:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ]);
    expect(step(Milestone.DropOff).getByTestId('move-schedule-status').textContent).toBe('Complete');
    expect(step(Milestone.DropOff).getByTestId('move-schedule-dates').textContent).toBe(
      'Completed 12/01/2026',
    );
    expect(step(Milestone.Delivery).getByTestId('move-schedule-dates').textContent).toBe(
      'Scheduled 12/10/2026',
    );
  });

  it('a cancelled reservation says its calendar files now remove the steps, and keeps the links', () => {
    renderSchedule([], bookedQuote({ WebReservationFlag: WebReservationFlag.Cancelled }));
    expect(screen.getByRole('status').textContent).toBe(MoveScheduleText.cancelled);
    expect(screen.getByRole('link', { name: addToCalendarLabel(Milestone.DropOff) })).toBeTruthy();
    expect(step(Milestone.CustomerUnloading).queryByRole('link')).toBeNull();
  });

  it('has no axe violations (WCAG 2.1 AA)', async () => {
    renderSchedule([]);
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
