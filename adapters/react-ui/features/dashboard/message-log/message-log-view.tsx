import type { MessageLogView as Log } from '../../../../../application/notifications/view-message-log';
import { logLine } from '../../../../../domain/notifications/message-log-view';
import { formatMessageTimeIn } from '../../../../../domain/notifications/message-time';
import { PhoneLink } from '../../../app/phone-link';
import { type MessageLogModel, SmsFixText, useMessageLog } from './use-message-log';
import './message-log.css';
import { FieldError } from '../../pages/page-parts';
import { SaveWithStatus } from '../save-with-status';

/** The section's words (ours; the lines themselves come from the domain's logLine). */
export const MessageLogText = {
  title: 'Messages we sent you',
  loading: 'Loading your messages…',
  unavailable: 'We could not load your messages. Please try again in a moment.',
  tryAgain: 'Try again',
  none: 'We have not sent you any messages about this move yet.',
  updatePhone: 'Update your phone number',
  updateEmail: 'To change your email address, call us at ',
} as const;

/** The anchor of the dashboard's message section (links to /dashboard#messages land on it). */
export const MESSAGES_SECTION_ID = 'messages';
const SMS_FORM_ID = 'messages-sms-number';

/** The section for a booked move: loads its log; times are shown in `timeZone` (the origin station's). */
export function MessageLogSection({ quoteId, timeZone }: { quoteId: number; timeZone: string }) {
  return <MessageLogSectionView model={useMessageLog(quoteId)} timeZone={timeZone} />;
}

/**
 * Issue 14 "The message log": what we sent about the move, newest first, one line each ("We emailed you ·
 * Tue, Dec 1, 6:02 p.m. · Your move is booked"), failures flagged with their reason; and at the top, for a
 * channel that fails, an alert that says what to update, with a way to do it.
 */
export function MessageLogSectionView({ model, timeZone }: { model: MessageLogModel; timeZone: string }) {
  const log = model.log;
  return (
    <section
      id={MESSAGES_SECTION_ID}
      className="container message-log"
      aria-labelledby={`${MESSAGES_SECTION_ID}-title`}
    >
      <div className="card">
        <h2 id={`${MESSAGES_SECTION_ID}-title`}>{MessageLogText.title}</h2>
        {log === undefined ? <p role="status">{MessageLogText.loading}</p> : null}
        {log === null ? (
          <div role="alert">
            <p>{MessageLogText.unavailable}</p>
            <button type="button" className="button" onClick={model.onRetry}>
              {MessageLogText.tryAgain}
            </button>
          </div>
        ) : null}
        {log ? <Notices log={log} model={model} /> : null}
        {log && log.rows.length === 0 ? <p>{MessageLogText.none}</p> : null}
        {log && log.rows.length > 0 ? (
          <ol className="message-log-list">
            {log.rows.map((row, i) => {
              const failed = row.state === 'failed';
              const skipped = row.state === 'skipped';
              return (
                // The log has no id on the wire: its order (newest first) is stable between answers.
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no key of their own
                <li key={i} className="message-log-row" data-state={row.state} data-channel={row.channel}>
                  <span
                    className={`message-log-what${failed ? ' message-log-failed' : ''}${skipped ? ' message-log-skipped' : ''}`}
                  >
                    {logLine(row)}
                  </span>
                  {' · '}
                  <time dateTime={row.at}>{formatMessageTimeIn(row.at, timeZone)}</time>
                  {' · '}
                  <span className="message-log-summary">{row.summary}</span>
                  {(failed || skipped) && row.reason ? (
                    <span className={failed ? 'message-log-reason' : 'message-log-note'}>{row.reason}</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

function Notices({ log, model }: { log: Log; model: MessageLogModel }) {
  if (log.notices.length === 0) return null;
  const sms = log.notices.some((n) => n.channel === 'sms');
  return (
    <>
      <div className="notice notice-error message-log-notices" role="alert">
        {log.notices.map((n) => (
          <p key={n.channel}>
            {n.message}{' '}
            {n.channel === 'sms' ? (
              <a href={`#${SMS_FORM_ID}`}>{MessageLogText.updatePhone}</a>
            ) : (
              <span>
                {MessageLogText.updateEmail}
                <PhoneLink />.
              </span>
            )}
          </p>
        ))}
      </div>
      {sms ? <SmsNumberForm model={model} /> : null}
    </>
  );
}

function SmsNumberForm({ model }: { model: MessageLogModel }) {
  const { sms } = model;
  return (
    <form className="message-log-sms" onSubmit={sms.onSave} noValidate aria-busy={sms.busy || undefined}>
      <div className="field">
        <label htmlFor={SMS_FORM_ID}>{SmsFixText.label}</label>
        <input
          id={SMS_FORM_ID}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={sms.value}
          onChange={(e) => sms.set(e.target.value)}
          aria-invalid={sms.error ? true : undefined}
          aria-describedby={sms.error ? `${SMS_FORM_ID}-error` : undefined}
        />
        <FieldError id={`${SMS_FORM_ID}-error`} messages={sms.error} />
      </div>
      <SaveWithStatus text={SmsFixText} busy={sms.busy} saved={sms.saved} statusClass="message-log-saved" />
    </form>
  );
}
