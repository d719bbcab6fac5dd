import { useId } from 'react';
import { EMAIL_MAX, PLACE_NAME_MAX, PLACE_NOTE_MAX } from '../../../../domain/location/place-mapping';
import { LocationCombobox } from '../quote-form/location-combobox';
import { TextField } from '../reservation/account-step/text-field';
import { MappingText } from './indirect-mapping-text';
import type { IndirectMappingModel } from './use-indirect-mapping';
import './indirect-mapping.css';
import { FieldError, SubmitButton } from '../pages/page-parts';

/** §1 the indirect mapping form (issue 15): presentational; the hook holds the state and the rules. */
export function IndirectMappingForm({ model }: { model: IndirectMappingModel }) {
  const id = useId();
  const messages = (field: string) => model.errors.get(field) ?? [];
  const formLines = messages('');
  const anyError = model.errors.size > 0;
  const noteErrors = messages('Note');
  /** A text field's name (its field's), value, messages and change. */
  const bound = (field: 'PlaceName' | 'MilesAway' | 'EmailAddress') => ({
    name: field,
    value: model.fields[field],
    messages: messages(field),
    onChange: (v: string) => model.set(field, v),
  });
  return (
    <form className="card mapping-form" onSubmit={model.submit} noValidate aria-busy={model.busy}>
      <TextField
        id={`${id}-place`}
        label={MappingText.place}
        {...bound('PlaceName')}
        autoComplete="address-level2"
        hint={MappingText.placeHint}
        maxLength={PLACE_NAME_MAX}
      />
      <LocationCombobox
        label={MappingText.near}
        name="NearTown"
        text={model.fields.NearText}
        search={model.nearSearch}
        errors={messages('NearZip')}
        valid={model.near !== null}
        onTextChange={(text) => model.set('NearText', text)}
        onSelect={model.selectNear}
        onCommit={model.commitNear}
      />
      <p className="field-hint mapping-near-hint">{MappingText.nearHint}</p>
      <TextField
        id={`${id}-miles`}
        label={MappingText.miles}
        {...bound('MilesAway')}
        inputMode="numeric"
        autoComplete="off"
        required={false}
        maxLength={3}
      />
      <TextField
        id={`${id}-email`}
        label={MappingText.email}
        {...bound('EmailAddress')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={MappingText.emailHint}
        maxLength={EMAIL_MAX}
      />
      <div className="field" data-state={noteErrors.length > 0 ? 'error' : undefined}>
        <label htmlFor={`${id}-note`}>{MappingText.note}</label>
        <textarea
          id={`${id}-note`}
          name="Note"
          rows={3}
          maxLength={PLACE_NOTE_MAX}
          value={model.fields.Note}
          aria-describedby={`${id}-note-hint${noteErrors.length > 0 ? ` ${id}-note-error` : ''}`}
          aria-invalid={noteErrors.length > 0 || undefined}
          onChange={(e) => model.set('Note', e.target.value)}
        />
        <p className="field-hint" id={`${id}-note-hint`}>
          {MappingText.noteHint}
        </p>
        <FieldError id={`${id}-note-error`} messages={noteErrors} />
      </div>
      <div role="alert" className="form-errors">
        {anyError ? (
          <p className="field-error">{formLines.length > 0 ? formLines.join(' ') : MappingText.check}</p>
        ) : null}
      </div>
      <SubmitButton busy={model.busy} busyLabel={MappingText.sending}>
        {MappingText.send}
      </SubmitButton>
    </form>
  );
}
