import './change-move.css';
import { Link } from 'react-router';
import { changeMovePath } from '../../../../../domain/quote/routes';
import type { BookedMove } from '../../../../http/client/relomove-api';
import { PhoneLink } from '../../../app/phone-link';
import { ChangeMoveText } from './change-move-text';
import { CutoffCountdown, editOpen } from './change-move-view';
import { useNow } from './cutoff-countdown';

/**
 * The dashboard's "Change my move" (issue 13): while the move can be changed online, the link with the
 * cut-off's countdown; after it (or when §6 IsMyMoveEditAllowed is false) the prompt to call instead.
 */
export function ChangeMoveEntry({
  quoteId,
  move,
  timeZone,
  now: fixedNow,
}: {
  quoteId: number;
  move: Pick<BookedMove, 'editAllowed' | 'editWindow'>;
  /** Issue 27: the origin station's time zone, which the cut-off is told in (cutoff-countdown.ts originTimeZone). */
  timeZone: string;
  /** The clock (now, ticking each minute, unless told). */
  now?: Date;
}) {
  const now = useNow(fixedNow);
  if (!editOpen(move, now)) {
    return (
      <section className="dashboard-end-action dashboard-change" data-testid="change-move-closed">
        <h3>{ChangeMoveText.closedTitle}</h3>
        <p>
          {ChangeMoveText.callUs}
          <PhoneLink />.
        </p>
      </section>
    );
  }
  return (
    <section className="dashboard-end-action dashboard-change" aria-labelledby="dashboard-change-title">
      <h3 id="dashboard-change-title">{ChangeMoveText.entryTitle}</h3>
      <p>{ChangeMoveText.entryHint}</p>
      <CutoffCountdown cutoffAt={move.editWindow.cutoffAt} now={now} timeZone={timeZone} />
      <Link className="button button-primary" to={changeMovePath(quoteId)} data-testid="change-move">
        {ChangeMoveText.entry}
      </Link>
    </section>
  );
}
