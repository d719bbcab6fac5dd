import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../app/confirm-dialog';
import { SubmitButton } from '../pages/page-parts';
import { InspectionPageText } from './inspection-text';
import { BookingEmailField, FormErrors } from './inspection-views';
import { LookupField, type Messages } from './use-insect-inspection';

export interface EmailCaptureModalProps {
  /** The reference number the visitor came with (digits). */
  reference: string;
  busy: boolean;
  /** Opens the form with this email: the messages to show, or null once it opened (the modal then closes). */
  onSubmit(email: string): Promise<Messages | null>;
  /** §3 CaptureModalOptOut: not now, nor next time; the page's own email field asks instead. */
  onDecline(): void;
}

/**
 * §2 the email-capture modal of the insect inspection tool (§1; its layout is not shown): a visitor who came
 * by a link with only the reference number is asked for the email address of the booking. Focus goes to the
 * email field; Escape and "I'll type it on the page" decline it (remembered as §3 CaptureModalOptOut), and
 * focus goes back to where it was.
 */
export function EmailCaptureModal({ reference, busy, onSubmit, onDecline }: EmailCaptureModalProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [messages, setMessages] = useState<Messages>(new Map());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const answer = await onSubmit(email);
    if (answer !== null) setMessages(answer);
  };
  const others = [...messages].filter(([field]) => field !== LookupField.EmailAddress).flatMap(([, m]) => m);
  return (
    <Modal
      titleId={`${id}-title`}
      bodyId={`${id}-body`}
      focus="input"
      className="modal card email-capture"
      onEscape={() => {
        if (!busy) onDecline();
      }}
    >
      <h2 id={`${id}-title`}>{InspectionPageText.captureTitle}</h2>
      <p id={`${id}-body`}>{InspectionPageText.captureBody(reference)}</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <BookingEmailField
          id={`${id}-email`}
          value={email}
          messages={messages.get(LookupField.EmailAddress) ?? []}
          onChange={setEmail}
        />
        <FormErrors lines={others} />
        <div className="modal-actions">
          <button type="button" className="button" disabled={busy} onClick={onDecline}>
            {InspectionPageText.captureNoThanks}
          </button>
          <SubmitButton busy={busy} busyLabel={InspectionPageText.opening}>
            {InspectionPageText.open}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
