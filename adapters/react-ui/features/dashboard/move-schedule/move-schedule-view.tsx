import { Link } from 'react-router';
import { Route } from '../../../../../domain/quote/routes';
import type { Quote } from '../../../../../domain/quote/types';
import { isCancelled } from '../../../../../domain/reservation/cancellation';
import { calendarVersionOf, type Milestone } from '../../../../../domain/shipment';
import { digitsOnly } from '../../../../../domain/validation/digits';
import { moveCalendarFileHref, moveCalendarHref } from '../../../../http/contract/calendar-paths';
import { bookedWindowText } from '../dashboard-text';
import { dateStateText, MILESTONE_NAME, STATUS_TEXT } from '../milestones/milestone-text';
import type { ShipmentView } from '../milestones/shipment-view-model';
import './move-schedule.css';

/** The words of /dashboard/move-schedule/ (ours: the specification shows none; docs/decisions.md). */
export const MoveScheduleText = {
  title: 'Your move schedule',
  intro:
    'Every step of your move with its dates. Add a step to your calendar, or all of them at once: when a date changes, download it again and your calendar updates the same event.',
  reference: 'Reservation',
  addAll: 'Add all to calendar',
  add: 'Add to calendar',
  noDate: 'No date yet: we add it to your calendar file once it is set.',
  cancelled:
    'This reservation was cancelled. Download the calendar files again to remove its steps from your calendar.',
  back: 'Back to My move',
} as const;

/** A milestone's calendar link's accessible name: 'Add Drop-off at your home to calendar'. */
export const addToCalendarLabel = (milestone: Milestone) =>
  `Add ${MILESTONE_NAME[milestone].title} to calendar`;

/**
 * The whole schedule on one page (§2 /dashboard/move-schedule/, issue 13): each step of the move in order,
 * its status and its dates in the §4 date state words, and a link to its calendar file (.ics) once it has
 * dates; a link to one file with every dated step.
 */
export function MoveScheduleView({ quote, shipment }: { quote: Quote; shipment: ShipmentView }) {
  const cancelled = isCancelled(quote);
  const dated = (m: ShipmentView['milestones'][number]) => calendarVersionOf(m, null, false) !== null;
  const steps = shipment.sequence.map((milestone) => {
    const m = shipment.milestones.find((x) => x.milestone === milestone);
    if (!m) throw new Error(`no milestone ${milestone} in the shipment`);
    return m;
  });
  return (
    <div className="container page move-schedule">
      <h1>{MoveScheduleText.title}</h1>
      <p>{MoveScheduleText.intro}</p>
      <p>
        {MoveScheduleText.reference}{' '}
        <span className="dashboard-strong" data-testid="move-schedule-reference">
          {digitsOnly(quote.QuoteId)}
        </span>
      </p>
      {cancelled ? (
        <div className="notice notice-info" role="status">
          <p>{MoveScheduleText.cancelled}</p>
        </div>
      ) : null}
      <p>
        <a
          className="button button-primary"
          href={moveCalendarHref(quote.QuoteId)}
          download
          data-testid="move-schedule-add-all"
        >
          {MoveScheduleText.addAll}
        </a>
      </p>
      <ol className="move-schedule-steps" data-testid="move-schedule-steps">
        {steps.map((m) => (
          <li
            key={m.milestone}
            className="card move-schedule-step"
            data-milestone={m.milestone}
            data-status={m.Status}
          >
            <h2 className="move-schedule-step-title">{MILESTONE_NAME[m.milestone].title}</h2>
            <dl className="move-schedule-facts">
              <div>
                <dt>Status</dt>
                <dd data-testid="move-schedule-status">{STATUS_TEXT[m.Status]}</dd>
              </div>
              <div>
                <dt>Dates</dt>
                <dd data-testid="move-schedule-dates">
                  {dateStateText(m, bookedWindowText(quote, m.milestone, m.StatusDate.Early))}
                </dd>
              </div>
            </dl>
            {dated(m) ? (
              <a
                className="button move-schedule-add"
                href={moveCalendarFileHref(quote.QuoteId, m.milestone)}
                download
                aria-label={addToCalendarLabel(m.milestone)}
              >
                {MoveScheduleText.add}
              </a>
            ) : (
              <p className="move-schedule-nodate">{MoveScheduleText.noDate}</p>
            )}
          </li>
        ))}
      </ol>
      <p>
        <Link to={Route.dashboard}>{MoveScheduleText.back}</Link>
      </p>
    </div>
  );
}
