import './insect-inspection.css';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { Route } from '../../../../domain/quote/routes';
import {
  InspectionField,
  InspectionText,
  SIGNER_NAME_MAX,
} from '../../../../domain/shipment/inspection-form';
import { standingPlace } from '../../../../domain/shipment/readiness-quarantine';
import type { MoveInspection } from '../../../http/client/relomove-api';
import { FieldError, MovePageFrame, SubmitButton } from '../pages/page-parts';
import { TextField } from '../reservation/account-step/text-field';
import { InspectionChecklist, InspectionChecklistSummary } from './inspection-checklist';
import { InspectionPageText } from './inspection-text';
import { type InsectInspectionModel, LookupField, type Messages } from './use-insect-inspection';

const of = (messages: Messages, field: string) => messages.get(field) ?? [];

/** The tool's page: its one heading and a card. */
export function InspectionShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <MovePageFrame kind="insect-inspection" title={title}>
      {children}
    </MovePageFrame>
  );
}

/** The form's own (not a field's) messages, announced. */
export function FormErrors({ lines }: { lines: readonly string[] }) {
  return (
    <div role="alert" className="form-errors">
      {lines.length > 0 ? <p className="field-error">{lines.join(' ')}</p> : null}
    </div>
  );
}

/** The email address of the booking, with its §5 messages. */
export function BookingEmailField(props: {
  id: string;
  hint?: string;
  value: string;
  messages: readonly string[];
  onChange(value: string): void;
}) {
  return (
    <TextField
      {...props}
      label={InspectionPageText.email}
      name={LookupField.EmailAddress}
      type="email"
      inputMode="email"
      autoComplete="email"
    />
  );
}

/** Issue 15 "a visitor opens the tool by reference number and email". */
export function InspectionLookupView({ model }: { model: InsectInspectionModel }) {
  const id = useId();
  const field = (name: string) => of(model.lookupErrors, name);
  const others = [...model.lookupErrors]
    .filter(([name]) => name !== LookupField.ReferenceNumber && name !== LookupField.EmailAddress)
    .flatMap(([, m]) => m);
  return (
    <>
      <p className="inspection-lead">{InspectionPageText.lookupIntro}</p>
      <form
        className="card narrow"
        onSubmit={(e) => void model.submitLookup(e)}
        noValidate
        aria-busy={model.busy}
      >
        <TextField
          id={`${id}-reference`}
          label={InspectionPageText.reference}
          name={LookupField.ReferenceNumber}
          inputMode="numeric"
          autoComplete="off"
          hint={InspectionPageText.referenceHint}
          value={model.reference}
          messages={field(LookupField.ReferenceNumber)}
          onChange={model.setReference}
        />
        <BookingEmailField
          id={`${id}-email`}
          hint={InspectionPageText.emailHint}
          value={model.email}
          messages={field(LookupField.EmailAddress)}
          onChange={model.setEmail}
        />
        <FormErrors lines={others} />
        <SubmitButton busy={model.busy} busyLabel={InspectionPageText.opening}>
          {InspectionPageText.open}
        </SubmitButton>
      </form>
    </>
  );
}

/** 'Move 1000123: Cleveland, OH to Denver, CO'. */
function MoveLine({ move }: { move: MoveInspection }) {
  const place = (p: { City: string; State: string }) => `${p.City}, ${p.State}`;
  return (
    <p className="inspection-move">
      {InspectionPageText.move(move.QuoteId, place(move.Origin), place(move.Destination))}
    </p>
  );
}

/**
 * Issue 15 "the form itself": why it is needed (where the move starts, by when), the checklist of outdoor
 * items inspected, the signature (the typed full name and the agreement) and the date.
 */
export function InspectionFormView({ move, model }: { move: MoveInspection; model: InsectInspectionModel }) {
  const id = useId();
  const { fields, formErrors: messages } = model;
  const origin = move.decision.origin;
  const intro =
    origin.kind === 'PartOfState'
      ? InspectionPageText.formIntroPartial(origin.stateName)
      : InspectionPageText.formIntro(standingPlace(origin));
  const known = new Set<string>(Object.values(InspectionField));
  const others = [...messages].filter(([name]) => !known.has(name)).flatMap(([, m]) => m);
  const invalid = messages.size > 0;
  return (
    <>
      <MoveLine move={move} />
      <p className="inspection-lead">{intro}</p>
      {move.Deadline ? (
        <p className="inspection-deadline">
          {InspectionPageText.deadline}{' '}
          <time dateTime={move.Deadline}>{formatWeekdayMonDay(move.Deadline as IsoDate)}</time>.
        </p>
      ) : null}
      <p className="notice notice-info inspection-firewood">{InspectionText.firewood}</p>
      <form
        className="card inspection-form"
        onSubmit={(e) => void model.submitForm(e)}
        noValidate
        aria-busy={model.busy}
      >
        <InspectionChecklist
          id={`${id}-items`}
          selected={fields.items}
          noOutdoorItems={fields.noOutdoorItems}
          messages={[
            ...of(messages, InspectionField.ItemsChecked),
            ...of(messages, InspectionField.NoOutdoorItems),
          ]}
          onToggle={model.toggleItem}
          onNoOutdoorItems={(checked) => model.set('noOutdoorItems', checked)}
        />
        <fieldset className="inspection-signature">
          <legend>{InspectionPageText.signature}</legend>
          <div
            className="field"
            data-state={of(messages, InspectionField.Agreed).length > 0 ? 'error' : undefined}
          >
            <label htmlFor={`${id}-agreed`} className="inspection-check inspection-agreement">
              <input
                id={`${id}-agreed`}
                type="checkbox"
                name={InspectionField.Agreed}
                checked={fields.agreed}
                aria-invalid={of(messages, InspectionField.Agreed).length > 0 || undefined}
                aria-describedby={
                  of(messages, InspectionField.Agreed).length > 0 ? `${id}-agreed-error` : undefined
                }
                onChange={(e) => model.set('agreed', e.target.checked)}
              />
              <span>
                <strong>{InspectionPageText.agreed}:</strong> {InspectionText.agreement}
              </span>
            </label>
            <FieldError id={`${id}-agreed-error`} messages={of(messages, InspectionField.Agreed)} />
          </div>
          <TextField
            id={`${id}-signer`}
            label={InspectionPageText.signerName}
            name={InspectionField.SignerName}
            autoComplete="name"
            hint={InspectionPageText.signerHint}
            maxLength={SIGNER_NAME_MAX}
            value={fields.signerName}
            messages={of(messages, InspectionField.SignerName)}
            onChange={(value) => model.set('signerName', value)}
          />
          <div
            className="field inspection-date"
            data-state={of(messages, InspectionField.DateSigned).length > 0 ? 'error' : undefined}
          >
            <label htmlFor={`${id}-date`}>{InspectionPageText.dateSigned}</label>
            <input
              id={`${id}-date`}
              type="date"
              name={InspectionField.DateSigned}
              required
              value={fields.dateSigned}
              aria-invalid={of(messages, InspectionField.DateSigned).length > 0 || undefined}
              aria-describedby={
                of(messages, InspectionField.DateSigned).length > 0 ? `${id}-date-error` : undefined
              }
              onChange={(e) => model.set('dateSigned', e.target.value)}
            />
            <FieldError id={`${id}-date-error`} messages={of(messages, InspectionField.DateSigned)} />
          </div>
        </fieldset>
        <FormErrors lines={others.length > 0 ? others : invalid ? [InspectionPageText.checkFields] : []} />
        <SubmitButton busy={model.busy} busyLabel={InspectionPageText.submitting}>
          {InspectionPageText.submit}
        </SubmitButton>
      </form>
      <p className="field-hint inspection-source">
        {InspectionPageText.source}: <a href={move.Source.Url}>{move.Source.Text}</a> ({move.Source.Version}).
      </p>
    </>
  );
}

/** §4 Received: the form-received page's body (also the tool's, for a move whose form is in). */
export function InspectionReceivedView({ move }: { move: MoveInspection }) {
  const form = move.Form;
  return (
    <>
      <MoveLine move={move} />
      <div role="status" className="notice notice-success inspection-received">
        <p>{InspectionPageText.receivedBody(move.CopyTo)}</p>
      </div>
      {form ? (
        <section className="card inspection-copy" aria-label={InspectionPageText.checklistLegend}>
          <h2>{InspectionPageText.checklistLegend}</h2>
          <InspectionChecklistSummary items={form.ItemsChecked} noOutdoorItems={form.NoOutdoorItems} />
          <p className="inspection-signed">
            {InspectionPageText.receivedSigned(form.SignerName, formatMMDDYYYY(form.DateSigned as IsoDate))}
          </p>
        </section>
      ) : null}
      <p className="inspection-actions">
        <Link className="button button-primary" to={Route.dashboard}>
          {InspectionPageText.toDashboard}
        </Link>
      </p>
    </>
  );
}

/** §4 NotRequired: nothing to fill in. */
export function InspectionNotRequiredView({ move, onAnother }: { move: MoveInspection; onAnother(): void }) {
  return (
    <>
      <MoveLine move={move} />
      <div role="status" className="notice notice-info">
        <p>
          <strong>{InspectionPageText.notRequiredTitle}.</strong> {InspectionPageText.notRequiredBody}
        </p>
      </div>
      <p className="inspection-actions">
        <Link className="button button-primary" to={Route.dashboard}>
          {InspectionPageText.toDashboard}
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          {InspectionPageText.lookUpAnother}
        </button>
      </p>
    </>
  );
}
