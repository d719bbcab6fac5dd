import { Link, useSearchParams } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { InfoPage, PhoneLink } from './page-parts';

/** Only a path on this site may be the way back (no open redirect). */
function safeDestination(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : Route.movingQuote;
}

/**
 * /captcha-verify?destination= (§2, §5 bot checks): the form was sent too fast or failed the bot check.
 * The proof-of-work widget is not wired yet; the visitor goes back and sends the form again at a person's pace.
 */
export function CaptchaPage() {
  const [params] = useSearchParams();
  const destination = safeDestination(params.get('destination'));
  return (
    <InfoPage title="Please confirm you're a person">
      <p>
        Your request looked automated, so we could not send it. This happens when a form is filled in very
        quickly.
      </p>
      <p>
        <Link className="button button-primary" to={destination}>
          Go back and try again
        </Link>
      </p>
      <p>
        Or call us at <PhoneLink /> and we will help you directly.
      </p>
    </InfoPage>
  );
}
