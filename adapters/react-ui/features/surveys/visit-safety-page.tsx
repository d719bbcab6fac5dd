import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { CovidField } from '../../../../domain/surveys/covid-acknowledgement';
import { PhoneLink } from '../../app/phone-link';
import { VisitSafetyText } from './survey-text';
import { useVisitSafety, type VisitSafetyModel } from './use-visit-safety';
import './surveys.css';

/** §7 POST surveys/covid (issue 15): the health-and-safety acknowledgement, at '/dashboard/health-and-safety/{QuoteId}'. */
export function VisitSafetyPage() {
  return <VisitSafetyView model={useVisitSafety()} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container page survey-page">
      <h1>{VisitSafetyText.title}</h1>
      {children}
    </div>
  );
}

function BackLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link className={`button${primary ? ' button-primary' : ''}`} to={Route.dashboard}>
      {VisitSafetyText.back}
    </Link>
  );
}

export function VisitSafetyView({ model }: { model: VisitSafetyModel }) {
  const id = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLHeadingElement>(null);
  const { errors } = model;
  // Each refused save brings the list of problems into view and focus.
  useEffect(() => {
    if (model.refusals > 0) problemsRef.current?.focus();
  }, [model.refusals]);
  useEffect(() => {
    if (model.saved) savedRef.current?.focus();
  }, [model.saved]);

  if (model.loading) {
    return (
      <Frame>
        <p role="status">{VisitSafetyText.loading}</p>
      </Frame>
    );
  }
  if (model.missing || model.quoteId === null) {
    return (
      <Frame>
        <p role="alert">{VisitSafetyText.missing}</p>
        <BackLink primary />
      </Frame>
    );
  }
  if (model.failed || !model.survey) {
    return (
      <Frame>
        <p role="alert">{VisitSafetyText.failed}</p>
        <div className="survey-actions">
          <button type="button" className="button button-primary" onClick={model.retry}>
            {VisitSafetyText.tryAgain}
          </button>
          <BackLink />
        </div>
      </Frame>
    );
  }
  const { survey, draft } = model;
  if (model.saved) {
    return (
      <Frame>
        <section
          className="notice notice-success"
          data-testid="visit-safety-saved"
          aria-labelledby={`${id}-saved`}
        >
          <h2 id={`${id}-saved`} tabIndex={-1} ref={savedRef}>
            {VisitSafetyText.savedTitle}
          </h2>
          <p>{VisitSafetyText.savedNote}</p>
        </section>
        {survey.FollowUp ? (
          <p className="notice notice-info" data-testid="visit-safety-follow-up">
            {survey.FollowUp} <PhoneLink before={`${VisitSafetyText.callUs} `} />.
          </p>
        ) : null}
        <div className="survey-actions">
          <BackLink primary />
          <button type="button" className="button" onClick={model.edit}>
            {VisitSafetyText.edit}
          </button>
        </div>
      </Frame>
    );
  }
  if (!survey.Open) {
    return (
      <Frame>
        <p className="notice notice-info" data-testid="visit-safety-closed">
          {survey.Message}.
        </p>
        <BackLink primary />
      </Frame>
    );
  }
  const householdError = errors.get(CovidField.HouseholdWell)?.[0] ?? null;
  const acknowledgeError = errors.get(CovidField.Acknowledged)?.[0] ?? null;
  const listed = [...errors].flatMap(([, messages]) => messages);
  const choice = (well: boolean, label: string) => (
    <label className="choice" data-checked={draft.HouseholdWell === well}>
      <input
        type="radio"
        name={`${id}-household`}
        checked={draft.HouseholdWell === well}
        onChange={() => model.change({ HouseholdWell: well })}
        aria-invalid={householdError ? true : undefined}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <Frame>
      <p>{VisitSafetyText.intro}</p>
      <section aria-labelledby={`${id}-practices`}>
        <h2 id={`${id}-practices`}>{VisitSafetyText.practicesHeading}</h2>
        <ul className="visit-safety-practices">
          {VisitSafetyText.practices.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      <form
        className="survey-form visit-safety-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          model.save();
        }}
      >
        {errors.size > 0 ? (
          <div className="notice notice-error survey-problems" role="alert" tabIndex={-1} ref={problemsRef}>
            <ul>
              {listed.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <fieldset
          aria-describedby={`${id}-household-hint${householdError ? ` ${id}-household-error` : ''}`}
          data-testid="visit-safety-household"
        >
          <legend>{VisitSafetyText.household}</legend>
          <p className="field-hint" id={`${id}-household-hint`}>
            {VisitSafetyText.householdHint}
          </p>
          {choice(true, VisitSafetyText.householdWell)}
          {choice(false, VisitSafetyText.householdUnwell)}
          {householdError ? (
            <p className="field-error" id={`${id}-household-error`}>
              {householdError}
            </p>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{VisitSafetyText.preferences}</legend>
          <label className="choice" data-checked={draft.MasksRequested}>
            <input
              type="checkbox"
              checked={draft.MasksRequested}
              onChange={(e) => model.change({ MasksRequested: e.target.checked })}
            />
            <span>{VisitSafetyText.masks}</span>
          </label>
          <label className="choice" data-checked={draft.ContactlessHandover}>
            <input
              type="checkbox"
              checked={draft.ContactlessHandover}
              onChange={(e) => model.change({ ContactlessHandover: e.target.checked })}
            />
            <span>{VisitSafetyText.contactless}</span>
          </label>
        </fieldset>
        <div>
          <label
            className="choice"
            data-checked={draft.Acknowledged}
            data-state={acknowledgeError ? 'error' : undefined}
          >
            <input
              type="checkbox"
              checked={draft.Acknowledged}
              onChange={(e) => model.change({ Acknowledged: e.target.checked })}
              aria-invalid={acknowledgeError ? true : undefined}
              aria-describedby={acknowledgeError ? `${id}-acknowledge-error` : undefined}
            />
            <span>{VisitSafetyText.acknowledge}</span>
          </label>
          {acknowledgeError ? (
            <p className="field-error" id={`${id}-acknowledge-error`}>
              {acknowledgeError}
            </p>
          ) : null}
        </div>
        <div className="survey-actions">
          <button type="submit" className="button button-primary" disabled={model.busy}>
            {model.busy ? VisitSafetyText.saving : VisitSafetyText.save}
          </button>
          <BackLink />
        </div>
      </form>
    </Frame>
  );
}
