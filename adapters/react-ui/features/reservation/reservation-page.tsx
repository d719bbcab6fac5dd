import './reservation.css';
import { Link } from 'react-router';
import { formatUsd } from '../../../../domain/money/money';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { Route } from '../../../../domain/quote/routes';
import { isStepAllowed } from '../../../../domain/reservation/allowed-step';
import type { PaymentAnswers } from '../../../../domain/reservation/draft';
import {
  RESERVATION_STEP_INFO,
  RESERVATION_STEPS,
  ReservationStep,
} from '../../../../domain/reservation/enums';
import { reservationPath } from '../../../../domain/reservation/reservation-entry';
import { InfoPage, RetryAlert } from '../pages/page-parts';
import { PriceLinesTable } from '../quote-view/price-lines-table';
import { AccountStep } from './account-step/account-step';
import { LocationStep } from './location-step/location-step';
import { PaymentStep } from './payment-step/payment-step';
import { ScheduleStep } from './schedule-step/schedule-step';
import { type ReservationModel, ReservationText, useReservation } from './use-reservation';

/** The steps' names as the customer reads them (ours; §2 gives paths, names and codes). */
export const STEP_LABELS: Readonly<Record<ReservationStep, string>> = {
  location: 'Addresses and contact',
  schedule: 'Dates',
  payment: 'Payment',
};

/** /reservation/{QuoteId}/{step} (issue 11; the route is ours): the three §2 reservation steps. */
export function ReservationPage() {
  return <ReservationView model={useReservation()} />;
}

function StepNav({ model }: { model: ReservationModel }) {
  const { quote, draft } = model;
  if (!quote || !draft) return null;
  return (
    <nav aria-label="Reservation steps" className="reservation-steps">
      <ol>
        {RESERVATION_STEPS.map((step, i) => {
          const current = step === model.step;
          const allowed = isStepAllowed(step, draft.AllowedStep as ReservationStep);
          const label = (
            <>
              <span className="reservation-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>{STEP_LABELS[step]}</span>
            </>
          );
          return (
            <li
              key={step}
              className={current ? 'is-current' : allowed ? 'is-allowed' : 'is-locked'}
              data-section={RESERVATION_STEP_INFO[step].code}
            >
              {allowed && !current ? (
                <Link to={`${reservationPath(quote.QuoteId, step)}${window.location.search}`}>{label}</Link>
              ) : (
                <span aria-current={current ? 'step' : undefined} aria-disabled={!allowed || undefined}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function PricePanel({ model }: { model: ReservationModel }) {
  if (!model.price) return null;
  return (
    <aside className="card reservation-price" aria-labelledby="reservation-price-title">
      <h2 id="reservation-price-title">Your price</h2>
      <div className="price-breakdown">
        <PriceLinesTable
          lines={model.price.lines}
          total={model.price.breakdown.total}
          caption="Your reservation's price, line by line"
          totalTestId="reservation-total"
          live
        />
      </div>
    </aside>
  );
}

function CurrentStep({ model }: { model: ReservationModel }) {
  const { quote, draft } = model;
  if (!quote || !draft) return null;
  const common = { quote, draft, busy: model.busy };
  switch (model.step) {
    case ReservationStep.location:
      return model.location ? (
        <LocationStep
          {...common}
          answers={model.location}
          onChange={model.changeLocation}
          onComplete={model.completeLocation}
        />
      ) : null;
    case ReservationStep.schedule:
      return model.schedule ? (
        <ScheduleStep
          {...common}
          answers={model.schedule}
          onChange={model.changeSchedule}
          onComplete={model.completeSchedule}
          onGuaranteedOffered={model.offerExpedite}
        />
      ) : null;
    case ReservationStep.payment:
      return (
        <PaymentStep
          {...common}
          total={model.price?.breakdown.total ?? null}
          answers={model.payment}
          onChange={() => undefined}
          onComplete={(card: PaymentAnswers | null) => (card ? model.book(card) : Promise.resolve())}
          onBook={model.book}
        />
      );
  }
}

export function ReservationView({ model }: { model: ReservationModel }) {
  const { screen } = model;
  switch (screen.kind) {
    case 'loading':
      return (
        <InfoPage title="Reserve your move">
          <p role="status" className="reservation-loading">
            {screen.message}
          </p>
        </InfoPage>
      );
    case 'account':
      return (
        <div className="container page reservation">
          <h1>Reserve your move</h1>
          <AccountStep email={screen.email} quoteId={screen.quoteId} onSignedIn={model.onSignedIn} />
        </div>
      );
    case 'blocked':
      return (
        <InfoPage title="This quote cannot be reserved">
          <p>{screen.block.message}</p>
          <Link className="button button-primary" to={screen.block.route}>
            {screen.block.action}
          </Link>
        </InfoPage>
      );
    case 'missing':
      return (
        <InfoPage title="We could not find this reservation">
          <p>{ReservationText.missing}</p>
          <Link className="button" to={Route.logout}>
            Sign in with another email
          </Link>
        </InfoPage>
      );
    case 'unavailable':
      return (
        <InfoPage title="Reserve your move">
          <RetryAlert message={ReservationText.unavailable} onRetry={model.retry} />
        </InfoPage>
      );
    case 'steps':
      return (
        <div className="container page reservation">
          <h1>Reserve your move</h1>
          <p className="reservation-reference">
            Reference number {model.quote?.QuoteId}. {BannerText.reservedDesktopNote}
          </p>
          <StepNav model={model} />
          {model.price ? (
            <p className="reservation-total-line">
              Total so far <strong>{formatUsd(model.price.breakdown.total)}</strong>{' '}
              <a href="#reservation-price-title">See every line</a>
            </p>
          ) : null}
          <p role="status" className="reservation-saving">
            {model.saving ?? ''}
          </p>
          <div className="reservation-layout">
            <div className="reservation-step">
              <CurrentStep model={model} />
            </div>
            <PricePanel model={model} />
          </div>
        </div>
      );
  }
}
