import './location-step.css';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { DITY10 } from '../../../../../domain/coupons/coupons';
import { type Cents, formatUsd, formatUsdShort, ZERO } from '../../../../../domain/money/money';
import { WEIGHT_TICKETS_FEE } from '../../../../../domain/pricing/fees';
import { FEE_DESCRIPTIONS } from '../../../../../domain/pricing/quote-price';
import { selectedOption } from '../../../../../domain/quote/edit-quote';
import { BuildingType, DeliveryResponse, DeliveryType } from '../../../../../domain/quote/enums';
import { AddressPriceText } from '../../../../../domain/quote/readdress';
import type { Location, Quote } from '../../../../../domain/quote/types';
import type {
  ContactAnswers,
  DestinationAnswers,
  LocationAnswers,
  MilitaryAnswers,
  OriginAnswers,
} from '../../../../../domain/reservation/draft';
import { MILITARY_BRANCHES, MilitaryBranch } from '../../../../../domain/reservation/enums';
import { weightTicketsWaived } from '../../../../../domain/reservation/reserved-quote';
import { addressZipProblems, locationProblems } from '../../../../../domain/reservation/step-answers';
import { digitsOnly } from '../../../../../domain/validation/digits';
import { parseFieldErrorLines } from '../../../../../domain/validation/field-error-lines';
import type { FieldError } from '../../../../../domain/validation/field-messages';
import { SubmitButton } from '../../pages/page-parts';
import type { StepProps } from '../step-props';
import { AddressPriceChange } from '../use-reservation';
import { LiabilityChoices } from './liability-choices';
import {
  type AddressForm,
  AddressLines,
  CenterChoice,
  CheckboxField,
  SelectField,
  TextField,
} from './location-fields';
import {
  BUILDING_TYPE_LABEL,
  DELIVERY_RESPONSE_LABEL,
  DOOR_BUILDING_TYPES,
  DOOR_DELIVERY_RESPONSES,
  formatPhone,
  LocationText,
  MILITARY_BRANCH_LABEL,
} from './location-text';

const BUILDING_OPTIONS = DOOR_BUILDING_TYPES.map((value) => ({ value, label: BUILDING_TYPE_LABEL[value] }));
const BRANCH_OPTIONS = MILITARY_BRANCHES.map((value) => ({ value, label: MILITARY_BRANCH_LABEL[value] }));

/** The step W checks run against the selected option's delivery types (door at both ends without one). */
function deliveryOf(quote: Quote) {
  const option = selectedOption(quote.Details.PricingOptions);
  return {
    OriginDelivery: option?.OriginDelivery ?? DeliveryType.Door,
    DestinationDelivery: option?.DestinationDelivery ?? DeliveryType.Door,
  };
}

/**
 * The ZIP to look for service centers near: the end's own, unless it is a 3-digit prefix (§5 lets the quote
 * form send one; it names no single place), then its service center's.
 */
/** The two ends of the move, as the answers and the quote's details name them. */
type End = 'Origin' | 'Destination';

function locatorZip(location: Location): string {
  const zip = location.ZIP.trim();
  return zip.length >= 5 ? zip : (location.StationDetail?.ZipCode ?? zip);
}

/** 'Chicago, IL' */
const placeOf = (l: { City: string; State: string }) => `${l.City}, ${l.State}`;

/**
 * §2 reservation step W (location): where the container goes at each end (an address for door service, a
 * service center for terminal service), the contact, a military move's weight tickets, liability coverage
 * and, across a border, the broker and customs fees. Every change goes to `onChange`; "Continue to
 * schedule" runs the domain's step checks (locationProblems), shows each message by its field and focuses
 * the first, or hands the answers to `onComplete`.
 */
export function LocationStep(props: StepProps<LocationAnswers>) {
  const id = useId();
  const { quote, answers, onChange, busy } = props;
  const details = quote.Details;
  const delivery = deliveryOf(quote);
  const originTerminal = delivery.OriginDelivery === DeliveryType.Terminal;
  const destinationTerminal = delivery.DestinationDelivery === DeliveryType.Terminal;

  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Issue 27: the price at the addresses given, shown until accepted or the answers change. */
  const [priceChange, setPriceChange] = useState<AddressPriceChange | null>(null);
  /** A second click while onComplete runs (before the shell says busy) does nothing. */
  const completing = useRef(false);
  const [phoneText, setPhoneText] = useState(() => formatPhone(answers.Contact.PhoneNumber));
  const [smsText, setSmsText] = useState(() => formatPhone(answers.Contact.SmsNumber));

  // What the customer typed, while it still stands for the stored digits; otherwise (new answers from the
  // shell) the stored digits, formatted.
  const phoneShown =
    digitsOnly(phoneText) === answers.Contact.PhoneNumber
      ? phoneText
      : formatPhone(answers.Contact.PhoneNumber);
  const smsShown =
    digitsOnly(smsText) === answers.Contact.SmsNumber ? smsText : formatPhone(answers.Contact.SmsNumber);

  const problems: FieldError[] = [
    ...locationProblems(answers, delivery),
    ...addressZipProblems(answers, delivery, {
      origin: details.Origin.Country,
      destination: details.Destination.Country,
    }),
  ];
  const messages = (field: string) =>
    checked ? problems.filter((p) => p.field === field).map((p) => p.message) : [];
  const fieldId = (field: string) => `${id}-${field.replace(/\./g, '-')}`;

  const set = (next: Partial<LocationAnswers>) => {
    setPriceChange(null);
    onChange({ ...answers, ...next });
  };
  const setOrigin = (next: Partial<OriginAnswers>) => set({ Origin: { ...answers.Origin, ...next } });
  const setDestination = (next: Partial<DestinationAnswers>) =>
    set({ Destination: { ...answers.Destination, ...next } });
  const setContact = (next: Partial<ContactAnswers>) => set({ Contact: { ...answers.Contact, ...next } });
  const setMilitary = (next: Partial<MilitaryAnswers>) => set({ Military: { ...answers.Military, ...next } });
  const setEnd = { Origin: setOrigin, Destination: setDestination };

  /** An end's card, named by its heading: the end and its place. */
  const endCard = (end: End, title: string, children: ReactNode) => (
    <section className="card location-card" aria-labelledby={`${id}-${end.toLowerCase()}`}>
      <h2 id={`${id}-${end.toLowerCase()}`}>
        {title} <span className="location-place">{placeOf(details[end])}</span>
      </h2>
      {children}
    </section>
  );
  /** A terminal end's service center, chosen among the centers near the end's ZIP. */
  const centerChoice = (end: End, legend: string) => (
    <CenterChoice
      id={fieldId(`${end}.StationCode`)}
      legend={legend}
      zip={locatorZip(details[end])}
      station={details[end].StationDetail}
      value={answers[end].StationCode}
      messages={messages(`${end}.StationCode`)}
      onChoose={(StationCode) => setEnd[end]({ StationCode })}
    />
  );
  /** The contact's first or last name. */
  const nameField = (field: 'FirstName' | 'LastName', label: string, autoComplete: string) => (
    <TextField
      id={fieldId(field)}
      label={label}
      autoComplete={autoComplete}
      value={answers.Contact[field]}
      messages={messages(field)}
      onChange={(name) => setContact({ [field]: name })}
    />
  );
  /** A phone number as typed (`shown`, kept by `setShown`), saved as its digits. */
  const phoneField = (
    field: 'PhoneNumber' | 'SmsNumber',
    label: string,
    shown: string,
    setShown: (text: string) => void,
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      type="tel"
      autoComplete="tel"
      value={shown}
      messages={messages(field)}
      onChange={(text) => {
        setShown(text);
        setContact({ [field]: digitsOnly(text) });
      }}
    />
  );
  /** A door end's type of building. */
  const buildingField = (end: End) => (
    <SelectField
      id={fieldId(`${end}.buildingType`)}
      label={LocationText.buildingType}
      value={answers[end].buildingType}
      options={BUILDING_OPTIONS}
      placeholder={LocationText.buildingType}
      messages={messages(`${end}.buildingType`)}
      onChange={(buildingType) => setEnd[end]({ buildingType })}
    />
  );

  const chooseResponse = (response: DeliveryResponse) => {
    const current = answers.Destination.buildingType;
    const buildingType =
      response === DeliveryResponse.storage
        ? BuildingType.storage
        : current === BuildingType.service ||
            (current === BuildingType.storage &&
              answers.Destination.selectedDeliveryResponse === DeliveryResponse.storage)
          ? BuildingType.home
          : current;
    setDestination({
      selectedDeliveryResponse: response,
      IsWillAdvise: response === DeliveryResponse.unknown,
      buildingType,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const first = problems[0];
    if (first) {
      document.getElementById(fieldId(first.field))?.focus();
      return;
    }
    await complete();
  };

  /** Saves the step (at the accepted total, once the addresses changed the price). */
  const complete = async (acceptedTotal?: Cents) => {
    if (completing.current) return;
    completing.current = true;
    setFailure(null);
    try {
      await props.onComplete(answers, acceptedTotal);
      setPriceChange(null);
    } catch (error) {
      if (error instanceof AddressPriceChange) setPriceChange(error);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      completing.current = false;
    }
  };

  const { Origin, Destination, Contact, Military } = answers;
  const waived = weightTicketsWaived(details.Coupons);
  const crossBorder = details.Origin.Country !== details.Destination.Country;
  const crossBorderFees = [
    { label: FEE_DESCRIPTIONS.brokerFee, amount: details.Accessorials.BrokerFee },
    { label: FEE_DESCRIPTIONS.customsFee, amount: details.Accessorials.CustomsFee },
  ].filter((fee) => fee.amount !== null);
  const responseId = fieldId('Destination.selectedDeliveryResponse');
  const addressForm: AddressForm = { places: details, fieldId, messages };

  return (
    <form className="location-step" onSubmit={submit} noValidate aria-busy={busy}>
      {endCard(
        'Origin',
        LocationText.origin,
        originTerminal ? (
          centerChoice('Origin', LocationText.originCenter)
        ) : (
          <>
            {buildingField('Origin')}
            <AddressLines end="From" values={Origin} onChange={setOrigin} form={addressForm} />
          </>
        ),
      )}

      {endCard(
        'Destination',
        LocationText.destination,
        destinationTerminal ? (
          centerChoice('Destination', LocationText.destinationCenter)
        ) : (
          <>
            <fieldset className="location-choices">
              <legend>{LocationText.deliveryResponse}</legend>
              {DOOR_DELIVERY_RESPONSES.map((response, index) => (
                <label
                  key={response}
                  className="choice-row"
                  data-checked={Destination.selectedDeliveryResponse === response}
                >
                  <input
                    id={index === 0 ? responseId : undefined}
                    type="radio"
                    name={responseId}
                    value={response}
                    checked={Destination.selectedDeliveryResponse === response}
                    onChange={() => chooseResponse(response)}
                  />
                  <span>{DELIVERY_RESPONSE_LABEL[response]}</span>
                </label>
              ))}
            </fieldset>
            {Destination.selectedDeliveryResponse === DeliveryResponse.unknown ? (
              <p className="notice notice-info" data-testid="will-advise-note">
                {LocationText.willAdviseNote}
              </p>
            ) : (
              <>
                {Destination.selectedDeliveryResponse === DeliveryResponse.storage
                  ? null
                  : buildingField('Destination')}
                <AddressLines end="To" values={Destination} onChange={setDestination} form={addressForm} />
              </>
            )}
          </>
        ),
      )}

      <section className="card location-card" aria-labelledby={`${id}-contact`}>
        <h2 id={`${id}-contact`}>{LocationText.contact}</h2>
        <div className="location-pair">
          {nameField('FirstName', LocationText.firstName, 'given-name')}
          {nameField('LastName', LocationText.lastName, 'family-name')}
        </div>
        {phoneField('PhoneNumber', LocationText.phone, phoneShown, setPhoneText)}
        <CheckboxField
          id={fieldId('SmsOptIn')}
          label={LocationText.smsOptIn}
          checked={Contact.SmsOptIn}
          onChange={(SmsOptIn) => {
            const SmsNumber = SmsOptIn ? Contact.SmsNumber || Contact.PhoneNumber : '';
            setSmsText(SmsOptIn ? (Contact.SmsNumber ? smsShown : phoneShown) : '');
            setContact({ SmsOptIn, SmsNumber });
          }}
        />
        {Contact.SmsOptIn ? phoneField('SmsNumber', LocationText.smsNumber, smsShown, setSmsText) : null}
        <CheckboxField
          id={fieldId('laborRequested')}
          label={LocationText.labor}
          checked={Contact.laborRequested}
          onChange={(laborRequested) => setContact({ laborRequested })}
        />
      </section>

      <section className="card location-card" aria-labelledby={`${id}-military`}>
        <h2 id={`${id}-military`}>{LocationText.military}</h2>
        <CheckboxField
          id={fieldId('WeightTickets')}
          label={LocationText.weightTickets}
          checked={Military.WeightTickets}
          hint={
            waived
              ? LocationText.weightTicketsWaived(formatUsdShort(WEIGHT_TICKETS_FEE), DITY10.code)
              : LocationText.weightTicketsFee(formatUsdShort(WEIGHT_TICKETS_FEE), DITY10.code)
          }
          onChange={(WeightTickets) =>
            setMilitary(
              WeightTickets
                ? { WeightTickets }
                : { WeightTickets, MilitaryBranch: null, MilitaryBranchOther: '' },
            )
          }
        />
        {Military.WeightTickets ? (
          <SelectField
            id={fieldId('MilitaryBranch')}
            label={LocationText.branch}
            value={Military.MilitaryBranch ?? ''}
            options={BRANCH_OPTIONS}
            placeholder={LocationText.branchPlaceholder}
            messages={messages('MilitaryBranch')}
            onChange={(branch) =>
              setMilitary({
                MilitaryBranch: branch,
                MilitaryBranchOther: branch === MilitaryBranch.Other ? Military.MilitaryBranchOther : '',
              })
            }
          />
        ) : null}
        {Military.WeightTickets && Military.MilitaryBranch === MilitaryBranch.Other ? (
          <TextField
            id={fieldId('MilitaryBranchOther')}
            label={LocationText.branchOther}
            value={Military.MilitaryBranchOther}
            messages={messages('MilitaryBranchOther')}
            onChange={(MilitaryBranchOther) => setMilitary({ MilitaryBranchOther })}
          />
        ) : null}
      </section>

      <section className="card location-card" aria-labelledby={`${id}-liability`}>
        <h2 id={`${id}-liability`}>{LocationText.liability}</h2>
        <LiabilityChoices value={answers.Liability} onChange={(Liability) => set({ Liability })} />
      </section>

      {crossBorder ? (
        <section
          className="card location-card"
          aria-labelledby={`${id}-border`}
          data-testid="cross-border-fees"
        >
          <h2 id={`${id}-border`}>{LocationText.crossBorder}</h2>
          <p>{LocationText.crossBorderNote}</p>
          <dl className="location-fees">
            {crossBorderFees.map((fee) => (
              <div key={fee.label}>
                <dt>{fee.label}</dt>
                <dd>{formatUsd(fee.amount ?? ZERO)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <div role="alert" className="location-alert">
        {checked && problems.length > 0 ? <p className="field-error">{LocationText.checkFields}</p> : null}
        {failure ? <p className="form-failure">{failure}</p> : null}
        {priceChange ? (
          <section className="card price-change" aria-labelledby={`${id}-price-change`}>
            <h3 id={`${id}-price-change`}>{LocationText.priceChangeTitle}</h3>
            {[...parseFieldErrorLines(priceChange.lines).values()].flat().map((line) => (
              <p key={line}>{line}</p>
            ))}
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void complete(priceChange.now)}
            >
              {AddressPriceText.accept(priceChange.now)}
            </button>
            <p className="price-change-or">{LocationText.priceChangeOr}</p>
          </section>
        ) : null}
      </div>
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={LocationText.saving}>
          {LocationText.continue}
        </SubmitButton>
      </div>
    </form>
  );
}
