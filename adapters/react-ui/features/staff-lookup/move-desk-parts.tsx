import type { ReactNode } from 'react';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { stationTimeText } from '../../../../domain/shipment/milestone-appointment';
import { RetryNotice } from '../../app/staff-screen';
import { type TableColumn, TableHead } from '../../app/table-head';
import { MoveText } from './staff-lookup-text';
import type { ActionNote, Part } from './use-staff-move';

export const C = MoveText.columns;
export const mdy = (date: string | null | undefined) =>
  date ? formatMMDDYYYY(date as IsoDate) : MoveText.none;
/** When a move's record happened, on its service center's clock and naming the zone (issue 27). */
export const when = (iso: string, zone: string) => <time dateTime={iso}>{stationTimeText(iso, zone)}</time>;

export function PartOf<T>({ part, children }: { part: Part<T>; children: (value: T) => ReactNode }) {
  if (part.kind === 'loading') return <p role="status">{MoveText.loading}</p>;
  if (part.kind === 'unavailable') {
    return (
      <RetryNotice
        text={{ unavailable: part.message ?? MoveText.unavailable, tryAgain: 'Try again' }}
        onRetry={part.onRetry}
      />
    );
  }
  return <>{children(part.value)}</>;
}

export function Note({ note }: { note: ActionNote }) {
  if (!note) return null;
  return (
    <p
      className={`staff-lookup-note staff-lookup-note-${note.tone}`}
      role={note.tone === 'error' ? 'alert' : 'status'}
    >
      {note.text}
    </p>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="staff-lookup-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A staff form's submit button (its busy words while sending) and the note of what the server answered. */
export function SubmitWithNote(props: {
  /** The form's part of the model: whether it is sending, and the note on its last answer. */
  form: { busy: boolean; note: ActionNote };
  label: string;
  busyLabel: string;
  primary?: boolean;
}) {
  const { busy, note } = props.form;
  return (
    <>
      <div className="form-actions">
        <button type="submit" className={props.primary ? 'button button-primary' : 'button'} disabled={busy}>
          {busy ? props.busyLabel : props.label}
        </button>
      </div>
      <Note note={note} />
    </>
  );
}

/** A staff table: a caption for screen readers, a header row of `columns`, then the rows (`children`). */
export function StaffTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    <table className="staff-lookup-table">
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}
