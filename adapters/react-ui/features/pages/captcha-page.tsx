import { Link, useSearchParams } from 'react-router';
import { type CaptchaCheckState, safeDestination, useCaptchaCheck } from '../bot-check/use-captcha-check';
import { InfoPage, PhoneLink } from './page-parts';

export const CAPTCHA_TITLE = "Let's make sure you're a person";
export const CHECKING_TEXT = 'Checking that you are not a robot…';
export const DONE_TEXT = 'Done';

/**
 * /captcha-verify?destination= (§2, §5 bot checks): the form was sent too fast or without a valid proof
 * of work. The page solves a fresh proof of work in the browser, verifies it and goes back.
 */
export function CaptchaPage() {
  const [params] = useSearchParams();
  const destination = safeDestination(params.get('destination'));
  const check = useCaptchaCheck(destination);
  return <CaptchaView check={check} destination={destination} />;
}

export function CaptchaView({
  check,
  destination,
}: {
  check: CaptchaCheckState & { retry(): void };
  destination: string;
}) {
  return (
    <InfoPage title={CAPTCHA_TITLE}>
      <p>
        Your request looked automated, which can happen when a form is filled in very quickly. Your browser is
        now doing a short calculation that is easy for a person's computer and costly for robots; there is
        nothing for you to click. Then we take you back so you can send your request again.
      </p>
      <div className="card narrow captcha-check">
        {check.status === 'failed' ? (
          <>
            <p className="form-failure" role="alert">
              {check.message}
            </p>
            <p>
              <button type="button" className="button button-primary" onClick={check.retry}>
                Try again
              </button>
            </p>
          </>
        ) : (
          <>
            <p role="status" aria-live="polite">
              {check.status === 'done' ? DONE_TEXT : CHECKING_TEXT}
            </p>
            {check.status === 'checking' ? <progress aria-label={CHECKING_TEXT} /> : null}
          </>
        )}
      </div>
      <p>
        <Link to={destination}>Go back</Link> · Or call us at <PhoneLink /> and we will help you directly.
      </p>
    </InfoPage>
  );
}
