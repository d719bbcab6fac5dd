import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { paymentInputPath, Route } from '../../../../domain/quote/routes';

/** A simple information page: a title, what happened, and ways forward. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page info-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** What a page could not load: why (announced), and the main button to try again. */
export function RetryAlert({ message, onRetry }: { message: ReactNode; onRetry(): void }) {
  return (
    <>
      <p role="alert">{message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}

export { PhoneLink } from '../../app/phone-link';

export function NewQuoteLink({ children = 'Get a new quote' }: { children?: ReactNode }) {
  return (
    <Link className="button button-primary" to={Route.movingQuote}>
      {children}
    </Link>
  );
}

/**
 * A page of one move (payment, pickup): the title and its content, narrow like a form; `kind` is the
 * page's class. With `titleRef` the title can take the focus (after a step).
 */
export function MovePageFrame({
  kind,
  title,
  children,
  titleRef,
}: {
  kind: string;
  title: string;
  children: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={`container page ${kind}`}>
      <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** A short page in one narrow card: the title and its content; `kind` is the page's class. */
export function CardPage({ kind, title, children }: { kind: string; title: string; children: ReactNode }) {
  return (
    <div className={`container page ${kind}`}>
      <div className="card narrow">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** What a page of one move says, in its own words, before the move is there. */
export interface MovePageWaitText {
  readonly loading: string;
  readonly missing: string;
  readonly loadFailed: string;
  readonly retry: string;
  readonly back: string;
}

/** Why a page of one move cannot show it yet. */
export type MovePageWaitState = 'loading' | 'missing' | 'failed';

/**
 * A page of one move before the move is there, in the page's frame (`kind`, `title`) with its row of buttons
 * (`row` is the row's class): loading (announced politely); not the visitor's move, or no such move (announced,
 * with the way back as the main button); or could not be loaded (why, announced, then the main button to try
 * again and the way back).
 */
export function MovePageWait({
  kind,
  title,
  row,
  text,
  state,
  onRetry,
}: {
  kind: string;
  title: string;
  row: string;
  text: MovePageWaitText;
  state: MovePageWaitState;
  onRetry(): void;
}) {
  return (
    <MovePageFrame kind={kind} title={title}>
      {state === 'loading' ? (
        <p role="status">{text.loading}</p>
      ) : (
        <>
          <p role="alert">{state === 'missing' ? text.missing : text.loadFailed}</p>
          <div className={row}>
            {state === 'failed' ? (
              <button type="button" className="button button-primary" onClick={onRetry}>
                {text.retry}
              </button>
            ) : null}
            <DashboardLink primary={state === 'missing'}>{text.back}</DashboardLink>
          </div>
        </>
      )}
    </MovePageFrame>
  );
}

/**
 * One fact of a list of facts (a <dl>): its term, and what it is (`className` and `testId` are the
 * definition's; `rowClassName` is the pair's, for a fact laid out apart).
 */
export function Fact({
  term,
  testId,
  className,
  rowClassName,
  children,
}: {
  term: ReactNode;
  testId?: string;
  className?: string;
  rowClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={rowClassName}>
      <dt>{term}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A card on the dashboard that invites the customer to a page of their move: a section named by its title,
 * what it says (`body`, when there is something to say) and the way to the page as a button (the main one
 * with `primary`).
 */
export function InvitationCard({
  className,
  testId,
  title,
  body,
  to,
  button,
  primary = false,
}: {
  className: string;
  testId: string;
  title: string;
  body: string | null;
  to: string;
  button: string;
  primary?: boolean;
}) {
  return (
    <section className={className} data-testid={testId} aria-label={title}>
      <div>
        <h2>{title}</h2>
        {body === null ? null : <p>{body}</p>}
      </div>
      <Link className={buttonClass(primary)} to={to}>
        {button}
      </Link>
    </section>
  );
}

const buttonClass = (primary: boolean) => `button${primary ? ' button-primary' : ''}`;

/** The way back from a page of one move to the dashboard, as a button (the main one with `primary`). */
export function DashboardLink({ primary = false, children }: { primary?: boolean; children: ReactNode }) {
  return (
    <Link className={buttonClass(primary)} to={Route.dashboard}>
      {children}
    </Link>
  );
}

/** The way to a move's payment page (§1 payment input), as the main button; `testId` names it for tests. */
export function PaymentPageLink({
  quoteId,
  testId,
  children,
}: {
  quoteId: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Link className="button button-primary" to={paymentInputPath(quoteId)} data-testid={testId}>
      {children}
    </Link>
  );
}

/** A form's main submit button: while `busy` it is disabled and says `busyLabel` instead of its label. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button-primary" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}

/** A form's submit button and, beside it, why the last try failed (announced; nothing when it did not). */
export function SubmitRow({
  label,
  disabled,
  failure,
}: {
  label: ReactNode;
  disabled: boolean;
  failure: ReactNode;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button-primary" disabled={disabled}>
        {label}
      </button>
      {failure ? (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A field's §5 messages in one line under it (`id` is what the field's aria-describedby names); nothing
 * when there are none.
 */
export function FieldError({
  id,
  messages,
}: {
  id: string;
  messages: readonly string[] | string | null | undefined;
}) {
  const text = typeof messages === 'string' ? messages : messages?.join(' ');
  return text ? (
    <p className="field-error" id={id}>
      {text}
    </p>
  ) : null;
}
