import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AnalyticsErrorEvent } from '../../../../domain/analytics/events';
import {
  INSECT_INSPECTION_RECEIVED_PATH,
  InspectionField,
  InspectionText,
  referenceNumberOf,
  validateInspection,
} from '../../../../domain/shipment/inspection-form';
import { parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import { EMAIL_REQUIRED_MESSAGE } from '../../../../domain/validation/messages';
import { checkText, email as emailRule, required } from '../../../../domain/validation/text-rules';
import type { ApiFailure, MoveInspection } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';
import { useToday } from '../../app/page-clock';
import { useSession } from '../../app/session';
import { captureModalOptOut, setCaptureModalOptOut } from './capture-opt-out';
import { moveInspectionQueryKey } from './inspection-query';
import { InspectionPageText } from './inspection-text';

/** Messages per field ('' for the form's own), as the views show them. */
export type Messages = ReadonlyMap<string, readonly string[]>;
const NONE: Messages = new Map();

/** §5 rules of the email fields (the modal's and the lookup form's). */
const EMAIL_RULES = [required(EMAIL_REQUIRED_MESSAGE), emailRule()];

/** The lookup's fields as the wire names them. */
export const LookupField = { ReferenceNumber: 'ReferenceNumber', EmailAddress: 'EmailAddress' } as const;

/** The signed checklist as typed. */
export interface InspectionFields {
  items: readonly string[];
  noOutdoorItems: boolean;
  signerName: string;
  agreed: boolean;
  dateSigned: string;
}

/** Where the tool is. */
export type InspectionStage =
  /** Waiting for the session (a signed-in customer's email opens the form at once). */
  | { kind: 'starting' }
  /** The lookup form: reference number and email. */
  | { kind: 'lookup' }
  /** The move's form, in its §4 state. */
  | { kind: 'loaded'; move: MoveInspection; email: string };

/** What the page was doing when it failed (the §8 event's `step`). */
type Step = 'lookup' | 'form';

const messagesOf = (lines: readonly string[]): Messages => parseFieldErrorLines(lines);

/**
 * Issue 15 insect inspection tool (/insect-inspection?ref=…): opens a booked move's spongy moth inspection
 * form by reference number and email (POST inspection/lookup). A signed-in customer's email is known (the
 * dashboard's link); a visitor who came with only the reference number is asked for it in the §2
 * email-capture modal, unless they opted out of it (§3 CaptureModalOptOut), when the page's own field asks.
 * The signed form is checked by the domain's rules, sent (POST inspection/form) and shown on the
 * form-received page. Every failure is logged as a §8 insect-inspection API or user error event.
 */
export function useInsectInspection() {
  const today = useToday();
  const api = useApi();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const linked = params.get('ref') ?? '';
  const [stage, setStage] = useState<InspectionStage>({ kind: 'starting' });
  const [reference, setReference] = useState(linked);
  const [email, setEmail] = useState('');
  const [lookupErrors, setLookupErrors] = useState<Messages>(NONE);
  const [captureOpen, setCaptureOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<InspectionFields>(() => ({
    items: [],
    noOutdoorItems: false,
    signerName: '',
    agreed: false,
    dateSigned: today(),
  }));
  const [formErrors, setFormErrors] = useState<Messages>(NONE);
  const started = useRef(false);

  /** §8 "insect-inspection API or user error": the user's (bad input, not found, refused) or the API's. */
  const logFailure = useCallback(
    (step: Step, failure: ApiFailure | 'ValidationFailed', quoteId: number | null) => {
      if (failure !== 'ValidationFailed' && failure.kind === 'Cancelled') return;
      const api = failure !== 'ValidationFailed' && (failure.kind !== 'Refused' || failure.status >= 500);
      analytics.track({
        ...(api
          ? AnalyticsErrorEvent.insectInspectionApiError
          : AnalyticsErrorEvent.insectInspectionUserError),
        quoteReference: quoteId === null ? '' : String(quoteId),
        step,
        reason:
          failure === 'ValidationFailed'
            ? failure
            : failure.kind === 'Refused'
              ? (failure.reason ?? String(failure.status))
              : failure.kind,
      });
    },
    [analytics],
  );

  /** Asks for the move; answers the lines to show, or null when it opened. */
  const lookUp = useCallback(
    async (typedReference: string, typedEmail: string): Promise<Messages | null> => {
      const quoteId = referenceNumberOf(typedReference);
      const local = new Map<string, string[]>();
      if (quoteId === null) local.set(LookupField.ReferenceNumber, [InspectionText.referenceShape]);
      const emailMessages = checkText(typedEmail, EMAIL_RULES);
      if (emailMessages.length > 0) local.set(LookupField.EmailAddress, emailMessages);
      if (local.size > 0) {
        logFailure('lookup', 'ValidationFailed', quoteId);
        return local;
      }
      setBusy(true);
      const answer = await api.lookupInspection(String(quoteId), typedEmail.trim());
      setBusy(false);
      if (answer.ok) {
        setStage({ kind: 'loaded', move: answer.value, email: typedEmail.trim() });
        setLookupErrors(NONE);
        return null;
      }
      logFailure('lookup', answer.error, quoteId);
      if (answer.error.kind === 'Refused' && answer.error.status < 500)
        return messagesOf(answer.error.errors);
      return new Map([['', [InspectionPageText.unreachable]]]);
    },
    [api, logFailure],
  );

  // Once the session is known: a signed-in customer with a reference opens the form at once; a visitor with
  // only the reference is asked for the email in the modal (unless opted out); anyone else sees the lookup.
  useEffect(() => {
    if (started.current || session.status === 'loading') return;
    started.current = true;
    const known = session.status === 'signedIn' ? session.contact.EmailAddress : '';
    if (known) setEmail(known);
    if (linked && known) {
      void lookUp(linked, known).then((errors) => {
        if (errors !== null) {
          setLookupErrors(errors);
          setStage({ kind: 'lookup' });
        }
      });
      return;
    }
    setStage({ kind: 'lookup' });
    if (linked && !captureModalOptOut()) setCaptureOpen(true);
  }, [session, linked, lookUp]);

  const submitLookup = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = await lookUp(reference, email);
    if (errors !== null) setLookupErrors(errors);
  };

  /** The modal's email: answers the lines to show in it, or null when the form opened. */
  const captureEmail = async (typed: string): Promise<Messages | null> => {
    setEmail(typed);
    const errors = await lookUp(reference, typed);
    if (errors === null) setCaptureOpen(false);
    return errors;
  };

  /** §3 CaptureModalOptOut: the visitor declines the modal; the page's field asks instead, from now on. */
  const declineCapture = () => {
    setCaptureModalOptOut(true);
    setCaptureOpen(false);
  };

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'loaded' || busy) return;
    const { move } = stage;
    const submission = {
      itemsChecked: fields.items,
      noOutdoorItems: fields.noOutdoorItems,
      signerName: fields.signerName,
      agreed: fields.agreed,
      dateSigned: fields.dateSigned,
    };
    const checked = validateInspection(submission, today());
    if (checked.isErr()) {
      setFormErrors(messagesOf(formatFieldErrors(checked.error)));
      logFailure('form', 'ValidationFailed', move.QuoteId);
      return;
    }
    setBusy(true);
    setFormErrors(NONE);
    const answer = await api.submitInspection({
      ReferenceNumber: String(move.QuoteId),
      EmailAddress: stage.email,
      ItemsChecked: [...checked.value.itemsChecked],
      NoOutdoorItems: checked.value.noOutdoorItems,
      SignerName: checked.value.signerName,
      Agreed: true,
      DateSigned: checked.value.dateSigned,
    });
    setBusy(false);
    if (answer.ok) {
      void queryClient.invalidateQueries({ queryKey: moveInspectionQueryKey(move.QuoteId) });
      navigate(INSECT_INSPECTION_RECEIVED_PATH, { state: { move: answer.value } });
      return;
    }
    logFailure('form', answer.error, move.QuoteId);
    if (answer.error.kind === 'Refused' && answer.error.reason === 'Received') {
      // The form is in already (another tab, a retry): show it.
      const again = await api.lookupInspection(String(move.QuoteId), stage.email);
      if (again.ok) {
        void queryClient.invalidateQueries({ queryKey: moveInspectionQueryKey(move.QuoteId) });
        setStage({ kind: 'loaded', move: again.value, email: stage.email });
        return;
      }
    }
    if (answer.error.kind === 'Refused' && answer.error.status < 500) {
      setFormErrors(messagesOf(answer.error.errors));
      return;
    }
    setFormErrors(new Map([['', [InspectionPageText.unreachable]]]));
  };

  const set = <K extends keyof InspectionFields>(field: K, value: InspectionFields[K]) => {
    setFields((current) => {
      const next = { ...current, [field]: value };
      return next;
    });
    // A message follows the typing: it clears once the field is fixed.
    if (formErrors.size > 0) {
      const wire: Record<keyof InspectionFields, string> = {
        items: InspectionField.ItemsChecked,
        noOutdoorItems: InspectionField.NoOutdoorItems,
        signerName: InspectionField.SignerName,
        agreed: InspectionField.Agreed,
        dateSigned: InspectionField.DateSigned,
      };
      const rest = new Map(formErrors);
      rest.delete(wire[field]);
      if (field === 'items' || field === 'noOutdoorItems') {
        rest.delete(InspectionField.ItemsChecked);
        rest.delete(InspectionField.NoOutdoorItems);
      }
      setFormErrors(rest);
    }
  };

  return {
    stage,
    busy,
    reference,
    email,
    lookupErrors,
    captureOpen,
    fields,
    formErrors,
    setReference,
    setEmail,
    submitLookup,
    captureEmail,
    declineCapture,
    set,
    toggleItem: (id: string, checked: boolean) =>
      set('items', checked ? [...fields.items, id] : fields.items.filter((i) => i !== id)),
    submitForm,
    lookUpAnother: () => {
      setStage({ kind: 'lookup' });
      setReference('');
    },
  };
}

export type InsectInspectionModel = ReturnType<typeof useInsectInspection>;
