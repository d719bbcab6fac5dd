import '../../reservation/location-step/location-step.css';
import './change-move.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { isWillAdvise } from '../../../../../domain/location/load-rules';
import type { Cents } from '../../../../../domain/money/money';
import {
  RELOCUBE_MAXIMUM_ONLINE,
  TRAILER_MAXIMUM_FEET,
  TRAILER_MINIMUM_FEET,
} from '../../../../../domain/pricing/trailer';
import { DeliveryType, EquipType } from '../../../../../domain/quote/enums';
import { Route } from '../../../../../domain/quote/routes';
import type { Quote } from '../../../../../domain/quote/types';
import type { DestinationAnswers, OriginAnswers } from '../../../../../domain/reservation/draft';
import { ReservationLoadingMessage } from '../../../../../domain/reservation/enums';
import { asSentence } from '../../../../../domain/reservation/move-messages';
import type { BookedMove, MoveEdited } from '../../../../http/client/relomove-api';
import { PhoneLink } from '../../../app/phone-link';
import { Stepper } from '../../quote-view/equipment-choice';
import { PriceLinesTable } from '../../quote-view/price-lines-table';
import { LiabilityChoices } from '../../reservation/location-step/liability-choices';
import {
  type AddressForm,
  AddressLines,
  CheckboxField,
} from '../../reservation/location-step/location-fields';
import { ScheduleFields } from '../../reservation/schedule-step/schedule-fields';
import { useScheduleStep } from '../../reservation/schedule-step/use-schedule-step';
import { ChangeMoveText } from './change-move-text';
import { cutoffText, originTimeZone, timeLeftText, useNow } from './cutoff-countdown';
import { bookedSchedule, type ChangeProblem, useChangeMove } from './use-change-move';

/** Whether the move can still be changed online at `now` (§6 IsMyMoveEditAllowed, and the cut-off). */
export function editOpen(move: Pick<BookedMove, 'editAllowed' | 'editWindow'>, now: Date): boolean {
  const cutoff = move.editWindow.cutoffAt;
  return (
    move.editAllowed && move.editWindow.allowed && (cutoff === null || now.getTime() < Date.parse(cutoff))
  );
}

/** The cut-off as a countdown in the customer's own time (issue 13). */
export function CutoffCountdown({
  cutoffAt,
  now,
  timeZone,
}: {
  cutoffAt: string | null;
  now: Date;
  timeZone: string;
}) {
  return (
    <p className="change-move-cutoff" data-testid="change-move-cutoff">
      {cutoffAt === null
        ? ChangeMoveText.untilNoCutoff
        : ChangeMoveText.until(
            cutoffText(cutoffAt, timeZone),
            timeLeftText(Date.parse(cutoffAt) - now.getTime()),
          )}
    </p>
  );
}

/** After the cut-off, or when editing is off: no controls, the server's reason and the phone number. */
export function PromptToCall({ message }: { message: string }) {
  return (
    <section className="notice notice-info change-move-closed" data-testid="change-move-closed">
      <h2>{ChangeMoveText.closedTitle}</h2>
      {message ? <p>{asSentence(message)}</p> : null}
      <p>
        {ChangeMoveText.callUs}
        <PhoneLink />.
      </p>
    </section>
  );
}

export interface ChangeMoveViewProps {
  move: BookedMove;
  /** The clock (now, ticking each minute, unless told). */
  now?: Date;
  /** The time zone the cut-off is shown in (issue 27: the origin station's unless told). */
  timeZone?: string;
  problem: ChangeProblem | null;
  onProblem(problem: ChangeProblem | null): void;
  /**
   * Staff changing the move for a customer (opened from the staff lookup, §6): the way back is the lookup,
   * and the window is told in the server's words for staff (it may be open after the customer's cut-off).
   */
  staffDesk?: boolean;
}

/**
 * /dashboard/change/{QuoteId} (issue 13 "Self-service changes"): one page with a folded section per kind of
 * change (a phone shows the list of what can be changed first), the cut-off as a countdown,
 * then the old and new price side by side before anything is saved. After the cut-off, the prompt to call.
 */
export function ChangeMoveView({
  move,
  now: fixedNow,
  timeZone: toldZone,
  problem,
  onProblem,
  staffDesk = false,
}: ChangeMoveViewProps) {
  const now = useNow(fixedNow);
  const timeZone = toldZone ?? originTimeZone(move.quote);
  const open = editOpen(move, now);
  return (
    <div className="container page change-move">
      <p className="change-move-back">
        {staffDesk ? (
          <Link to={`${Route.staffLookup}?search=${move.quote.QuoteId}`}>{ChangeMoveText.backToLookup}</Link>
        ) : (
          <Link to={Route.dashboard}>{ChangeMoveText.back}</Link>
        )}
      </p>
      <h1>{staffDesk ? ChangeMoveText.staffTitle(move.quote.QuoteId) : ChangeMoveText.title}</h1>
      {problem ? (
        <p
          className="notice notice-error"
          role="alert"
          data-testid="change-move-problem"
          data-error={problem.error}
        >
          {problem.message}
        </p>
      ) : null}
      {open ? (
        <>
          {staffDesk ? (
            <p className="change-move-cutoff" data-testid="change-move-cutoff">
              {move.editWindow.cutoffAt === null
                ? move.editWindow.message
                : ChangeMoveText.staffBefore(cutoffText(move.editWindow.cutoffAt, timeZone))}
            </p>
          ) : (
            <CutoffCountdown cutoffAt={move.editWindow.cutoffAt} now={now} timeZone={timeZone} />
          )}
          <ChangeMoveForm
            key={move.quote.Revision}
            quote={move.quote}
            problem={problem}
            onProblem={onProblem}
          />
        </>
      ) : (
        <PromptToCall message={move.editWindow.message} />
      )}
    </div>
  );
}

/** One kind of change, folded: a phone shows the list of what can be changed first, and opens one. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="card change-move-section">
      <summary>
        <h2>{title}</h2>
      </summary>
      <div className="change-move-body">{children}</div>
    </details>
  );
}

function ChangeMoveForm({
  quote,
  problem,
  onProblem,
}: {
  quote: Quote;
  problem: ChangeProblem | null;
  onProblem(problem: ChangeProblem | null): void;
}) {
  const id = useId();
  const model = useChangeMove(quote, problem, onProblem);
  const { schedule, location, equipment } = model.answers;
  const scheduleModel = useScheduleStep(quote, schedule);

  if (model.preview) {
    return (
      <PricePreview
        preview={model.preview}
        busy={model.busy === 'confirming'}
        onConfirm={model.confirm}
        onBack={model.keepEditing}
      />
    );
  }

  const scheduleChanged = JSON.stringify(schedule) !== JSON.stringify(bookedSchedule(quote));
  const setEquipment = (next: Partial<typeof equipment>) =>
    model.change({ equipment: { ...equipment, ...next } });
  const setOrigin = (next: Partial<OriginAnswers>) =>
    model.change({ location: { ...location, Origin: { ...location.Origin, ...next } } });
  const setDestination = (next: Partial<DestinationAnswers>) =>
    model.change({ location: { ...location, Destination: { ...location.Destination, ...next } } });
  const addressForm: AddressForm = {
    places: quote.Details,
    /** The door addresses' field ids: from1, from2, fromzip, to1, to2, tozip. */
    fieldId: (field) => `${id}-${field.replace('Address', '').toLowerCase()}`,
    messages: () => [],
  };
  const originDoor = location.Origin.StationCode === null;
  const destinationDoor =
    location.Destination.StationCode === null && !isWillAdvise(quote.Details.Destination);
  const trailer = equipment.EquipType === EquipType.Trailer;

  return (
    <form
      className="change-move-form"
      onSubmit={(event) => {
        event.preventDefault();
        model.review(
          scheduleChanged
            ? { ...schedule, PickupDate: scheduleModel.dates?.PickupDate ?? schedule.PickupDate }
            : undefined,
        );
      }}
    >
      <Section title={ChangeMoveText.sections.schedule}>
        {scheduleModel.loading ? (
          <p role="status">{ReservationLoadingMessage.loadingSchedulingOptions}</p>
        ) : scheduleModel.spotDates ? (
          <ScheduleFields
            answers={schedule}
            onChange={(next) => model.change({ schedule: next })}
            model={{ ...scheduleModel, spotDates: scheduleModel.spotDates }}
          />
        ) : (
          <p role="alert">{scheduleModel.spotDatesFailed ?? 'Drop-off dates are unavailable right now.'}</p>
        )}
      </Section>

      <Section title={ChangeMoveText.sections.equipment}>
        {trailer ? (
          <Stepper
            legend={ChangeMoveText.trailer}
            value={`${equipment.LinearFeet} ft`}
            min={equipment.LinearFeet <= TRAILER_MINIMUM_FEET}
            max={equipment.LinearFeet >= TRAILER_MAXIMUM_FEET}
            less="One foot shorter"
            more="One foot longer"
            hint={`From ${TRAILER_MINIMUM_FEET} to ${TRAILER_MAXIMUM_FEET} feet`}
            unsaved={false}
            onChange={(step) => setEquipment({ LinearFeet: equipment.LinearFeet + step })}
          />
        ) : (
          <Stepper
            legend={ChangeMoveText.cubes}
            value={`${equipment.NumCubes} ReloCube${equipment.NumCubes === 1 ? '' : 's'}`}
            min={equipment.NumCubes <= 1}
            max={equipment.NumCubes >= RELOCUBE_MAXIMUM_ONLINE}
            less="One ReloCube fewer"
            more="One ReloCube more"
            hint={`From 1 to ${RELOCUBE_MAXIMUM_ONLINE}`}
            unsaved={false}
            onChange={(step) => setEquipment({ NumCubes: equipment.NumCubes + step })}
          />
        )}
        <CheckboxField
          id={`${id}-storage`}
          label={ChangeMoveText.storage}
          checked={equipment.AddStorage}
          hint={ChangeMoveText.storageHint}
          onChange={(AddStorage) => setEquipment({ AddStorage })}
        />
      </Section>

      <Section title={ChangeMoveText.sections.delivery}>
        <fieldset className="location-choices">
          <legend className="visually-hidden">{ChangeMoveText.sections.delivery}</legend>
          {[
            [DeliveryType.Door, ChangeMoveText.deliveryDoor, ChangeMoveText.deliveryDoorHint],
            [DeliveryType.Terminal, ChangeMoveText.deliveryTerminal, ChangeMoveText.deliveryTerminalHint],
          ].map(([value, label, hint]) => (
            <label key={value} className="choice-row" data-checked={equipment.DestinationDelivery === value}>
              <input
                type="radio"
                name={`${id}-delivery`}
                value={value}
                checked={equipment.DestinationDelivery === value}
                onChange={() => setEquipment({ DestinationDelivery: value as DeliveryType })}
              />
              <span>
                <span className="option-title">{label}</span> <span className="option-meta">{hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </Section>

      <Section title={ChangeMoveText.sections.coverage}>
        <LiabilityChoices
          value={location.Liability}
          onChange={(Liability) => model.change({ location: { ...location, Liability } })}
        />
      </Section>

      <Section title={ChangeMoveText.sections.addresses}>
        {originDoor ? (
          <fieldset className="change-move-address">
            <legend>{ChangeMoveText.originAddress}</legend>
            <AddressLines end="From" values={location.Origin} onChange={setOrigin} form={addressForm} />
          </fieldset>
        ) : null}
        {destinationDoor ? (
          <fieldset className="change-move-address">
            <legend>{ChangeMoveText.destinationAddress}</legend>
            <AddressLines
              end="To"
              values={location.Destination}
              onChange={setDestination}
              form={addressForm}
            />
          </fieldset>
        ) : null}
        {originDoor || destinationDoor ? null : <p>{ChangeMoveText.addressesAtTerminal}</p>}
      </Section>

      <div className="change-move-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={model.busy !== null}
          data-testid="change-move-review"
        >
          {model.busy === 'previewing' ? ChangeMoveText.reviewing : ChangeMoveText.review}
        </button>
      </div>
    </form>
  );
}

/**
 * The server's preview (Confirm false): the price lines as booked and with the changes side by side (one
 * above the other on a phone), the difference and how it is charged or refunded. Nothing is saved until
 * "Confirm changes".
 */
export function PricePreview({
  preview,
  busy,
  onConfirm,
  onBack,
}: {
  preview: MoveEdited;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The price before and after, side by side: the same breakdown of each.
  const sides = [
    {
      title: ChangeMoveText.before,
      caption: ChangeMoveText.beforeCaption,
      lines: preview.oldLines,
      total: preview.oldTotal,
      totalTestId: 'change-old-total',
    },
    {
      title: ChangeMoveText.after,
      caption: ChangeMoveText.afterCaption,
      lines: preview.newLines,
      total: preview.newTotal,
      totalTestId: 'change-new-total',
    },
  ];
  return (
    <section
      className="card change-move-preview"
      aria-labelledby="change-move-preview-title"
      data-testid="change-move-preview"
    >
      <h2 id="change-move-preview-title" ref={heading} tabIndex={-1}>
        {ChangeMoveText.previewTitle}
      </h2>
      <p>{ChangeMoveText.nothingYet}</p>
      <div className="change-move-compare">
        {sides.map(({ title, ...table }) => (
          <div key={table.totalTestId} className="price-breakdown">
            <h3>{title}</h3>
            <PriceLinesTable {...table} />
          </div>
        ))}
      </div>
      <dl className="dashboard-facts change-move-money">
        <div>
          <dt>{ChangeMoveText.difference}</dt>
          <dd data-testid="change-difference" data-sign={Math.sign(preview.difference)}>
            {ChangeMoveText.differenceText(preview.difference as Cents)}
          </dd>
        </div>
        <div>
          <dt>{ChangeMoveText.settlement}</dt>
          <dd data-testid="change-settlement" data-kind={preview.settlement.kind}>
            {preview.settlement.description}
          </dd>
        </div>
      </dl>
      <div className="change-move-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onConfirm}>
          {busy ? ChangeMoveText.confirming : ChangeMoveText.confirm}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onBack}>
          {ChangeMoveText.keepEditing}
        </button>
      </div>
    </section>
  );
}
