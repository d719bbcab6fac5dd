import { useId } from 'react';
import { CovidField } from '../../../../domain/surveys/covid-acknowledgement';
import { PhoneLink } from '../../app/phone-link';
import { FieldError } from '../pages/page-parts';
import { fieldError, SurveyForm, SurveyScreen } from './survey-screen';
import { VisitSafetyText } from './survey-text';
import { useVisitSafety, type VisitSafetyModel } from './use-visit-safety';

/** The optional preferences, each a checkbox. */
const PREFERENCES = [
  ['MasksRequested', VisitSafetyText.masks],
  ['ContactlessHandover', VisitSafetyText.contactless],
] as const;

/** §7 POST surveys/covid (issue 15): the health-and-safety acknowledgement, at '/dashboard/health-and-safety/{QuoteId}'. */
export function VisitSafetyPage() {
  return <VisitSafetyView model={useVisitSafety()} />;
}

export function VisitSafetyView({ model }: { model: VisitSafetyModel }) {
  const id = useId();
  return (
    <SurveyScreen
      model={model}
      text={VisitSafetyText}
      thanks={(survey) => ({
        testId: 'visit-safety-saved',
        title: VisitSafetyText.savedTitle,
        note: VisitSafetyText.savedNote,
        more: survey.FollowUp ? (
          <p className="notice notice-info" data-testid="visit-safety-follow-up">
            {survey.FollowUp} <PhoneLink before={`${VisitSafetyText.callUs} `} />.
          </p>
        ) : null,
      })}
      closed={() => ({ testId: 'visit-safety-closed' })}
    >
      {(_, draft) => {
        const householdError = fieldError(model.errors, CovidField.HouseholdWell);
        const acknowledgeError = fieldError(model.errors, CovidField.Acknowledged);
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
          <>
            <p>{VisitSafetyText.intro}</p>
            <section aria-labelledby={`${id}-practices`}>
              <h2 id={`${id}-practices`}>{VisitSafetyText.practicesHeading}</h2>
              <ul className="visit-safety-practices">
                {VisitSafetyText.practices.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </section>
            <SurveyForm
              model={model}
              text={VisitSafetyText}
              className="survey-form visit-safety-form"
              submitLabel={model.busy ? VisitSafetyText.saving : VisitSafetyText.save}
            >
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
                <FieldError id={`${id}-household-error`} messages={householdError} />
              </fieldset>
              <fieldset>
                <legend>{VisitSafetyText.preferences}</legend>
                {PREFERENCES.map(([field, label]) => (
                  <label key={field} className="choice" data-checked={draft[field]}>
                    <input
                      type="checkbox"
                      checked={draft[field]}
                      onChange={(e) => model.change({ [field]: e.target.checked })}
                    />
                    <span>{label}</span>
                  </label>
                ))}
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
                <FieldError id={`${id}-acknowledge-error`} messages={acknowledgeError} />
              </div>
            </SurveyForm>
          </>
        );
      }}
    </SurveyScreen>
  );
}
