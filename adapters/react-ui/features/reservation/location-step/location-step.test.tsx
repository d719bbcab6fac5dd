// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressZipMessage } from '../../../../../domain/location/address-zip';
import { cents } from '../../../../../domain/money/money';
import { Country, DeliveryResponse, DeliveryType } from '../../../../../domain/quote/enums';
import { exampleQuote } from '../../../../../domain/quote/example-quote';
import type { Quote } from '../../../../../domain/quote/types';
import type { LocationAnswers, ReservationDraft } from '../../../../../domain/reservation/draft';
import { MilitaryBranch, ReservationStep } from '../../../../../domain/reservation/enums';
import { initialLocationAnswers } from '../../../../../domain/reservation/initial-answers';
import { StepMessage } from '../../../../../domain/reservation/step-answers';
import { REQUIRED_MESSAGE } from '../../../../../domain/validation/messages';
import type { RelomoveApi } from '../../../../http/client/relomove-api';
import { ApiProvider } from '../../../app/api-context';
import { fakeApi } from '../../../test-support/render-app';
import { AddressPriceChange } from '../use-reservation';
import { LocationStep } from './location-step';
import { LocationText } from './location-text';

afterEach(cleanup);

/** The example move: Chicago (apartment, 2217 N Halsted St) to Denver ('Will Advise'), door to door. */
function aQuote(details: Partial<Quote['Details']> = {}): Quote {
  return { ...exampleQuote({}, details), QuoteId: 4242, Revision: 1 };
}

function withDelivery(q: Quote, origin: DeliveryType, destination: DeliveryType): Quote {
  const PricingOptions = q.Details.PricingOptions.map((o) =>
    o.Default ? { ...o, OriginDelivery: origin, DestinationDelivery: destination } : o,
  );
  return { ...q, Details: { ...q.Details, PricingOptions } };
}

const draft: ReservationDraft = {
  QuoteId: 4242,
  AllowedStep: ReservationStep.location,
  Location: null,
  Schedule: null,
  Payment: null,
  UpdatedAt: '2026-11-25T00:00:00.000Z',
};

/** The step as the shell holds it: answers in state, every change kept, onComplete recorded. */
function renderStep(quote: Quote, api: RelomoveApi = fakeApi(), answers = initialLocationAnswers(quote)) {
  const onComplete = vi.fn(async (_answers: LocationAnswers, _acceptedTotal?: number) => {});
  const changes: LocationAnswers[] = [];
  function Shell() {
    const [current, setCurrent] = useState(answers);
    return (
      <LocationStep
        quote={quote}
        draft={draft}
        answers={current}
        busy={false}
        onChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
        onComplete={onComplete}
      />
    );
  }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { onComplete, changes };
}

/** axe-core's WCAG 2.1 A and AA findings in the rendered step (contrast is the browser tests' job: happy-dom has no layout). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const continueButton = () => screen.getByRole('button', { name: LocationText.continue });
const completedWith = (onComplete: ReturnType<typeof renderStep>['onComplete']): LocationAnswers => {
  const call = onComplete.mock.calls[0];
  if (!call) throw new Error('onComplete was not called');
  return call[0];
};

/** A locator answer's center: the fields the step reads, and the rest of §3 StationDetail. */
const nearbyWire = (center: {
  StationCode: string;
  CityName: string;
  StateCode: string;
  Address: string;
  ZipCode: string;
  CustomerServicePhoneNumber: string;
  miles: number;
}) => ({
  ...center,
  CountryName: 'United States',
  FIPSCode: '08031',
  FaxNumber: '3035550199',
  Holidays: [],
  Latitude: 39.8,
  Longitude: -104.9,
  MailingAddress: 'PO Box 1',
  MailingCity: center.CityName,
  MailingState: 'CO',
  MailingZip: center.ZipCode,
  RegionCode: 'MT',
  Route: 'MT-01',
  ServiceDays: [1, 2, 3, 4, 5],
  StateName: 'Colorado',
  kilometers: Math.round(center.miles * 1.609344),
});

const nearDenver = {
  ok: true as const,
  value: {
    success: true as const,
    origin: {
      CityName: 'Denver',
      StateCode: 'CO',
      StateName: 'Colorado',
      ZipCode: '80202',
      ZipLow: '80202',
      ZipHigh: '80202',
      CountyName: 'Denver',
      Country: 'US',
    },
    serviceCenters: [
      nearbyWire({
        StationCode: 'DEN',
        CityName: 'Commerce City',
        StateCode: 'CO',
        Address: '5200 Dahlia St',
        ZipCode: '80022',
        CustomerServicePhoneNumber: '3035550188',
        miles: 6,
      }),
      nearbyWire({
        StationCode: 'COS',
        CityName: 'Colorado Springs',
        StateCode: 'CO',
        Address: '100 Terminal Way',
        ZipCode: '80916',
        CustomerServicePhoneNumber: '7195550100',
        miles: 64,
      }),
    ],
  },
};

describe('location step (§2 step W, issue 11)', () => {
  it('door service asks for the building type and address lines, prefilled by the §4 load rules (§3 Origin form fields)', () => {
    renderStep(aQuote());
    const origin = screen.getByRole('region', { name: /Moving from/ });
    expect((within(origin).getByLabelText(LocationText.buildingType) as HTMLSelectElement).value).toBe(
      'apartment',
    );
    expect((within(origin).getByLabelText(LocationText.address1) as HTMLInputElement).value).toBe(
      '2217 N Halsted St',
    );
    expect(within(origin).queryAllByRole('radio')).toHaveLength(0);
  });

  it('terminal service offers the nearest service centers with distance, address, hours and phone, and sets StationCode (§3 StationDetail)', async () => {
    const serviceCentersNear = vi.fn(async () => nearDenver);
    const quote = withDelivery(aQuote(), DeliveryType.Door, DeliveryType.Terminal);
    const { onComplete } = renderStep(quote, fakeApi({ serviceCentersNear }));
    const destination = screen.getByRole('region', { name: /Moving to/ });
    const springs = await within(destination).findByRole('radio', {
      name: /Colorado Springs, CO service center/,
    });
    expect(serviceCentersNear).toHaveBeenCalledWith('80202', 5);
    const den = within(destination).getByRole('radio', { name: /Commerce City, CO service center/ });
    expect(den.closest('label')?.textContent).toContain('6 mi away');
    expect(den.closest('label')?.textContent).toContain('5200 Dahlia St, Commerce City, CO 80022');
    expect(den.closest('label')?.textContent).toContain('Open Mon–Fri');
    expect(den.closest('label')?.textContent).toContain('(303) 555-0188');
    expect((den as HTMLInputElement).checked).toBe(true);
    expect(within(destination).queryByLabelText(LocationText.address1)).toBeNull();
    fireEvent.click(springs);
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(completedWith(onComplete).Destination.StationCode).toBe('COS');
  });

  it('a 3-digit ZIP prefix (§5) looks near the end’s service center ZIP instead', async () => {
    const serviceCentersNear = vi.fn(async () => nearDenver);
    const q = aQuote();
    const quote = withDelivery(
      aQuote({ Destination: { ...q.Details.Destination, ZIP: '802' } }),
      DeliveryType.Door,
      DeliveryType.Terminal,
    );
    renderStep(quote, fakeApi({ serviceCentersNear }));
    await screen.findByRole('radio', { name: /Colorado Springs/ });
    expect(serviceCentersNear).toHaveBeenCalledWith('80022', 5);
  });

  it('when the locator fails, the quote’s own service center is still offered, with its hours', async () => {
    const quote = withDelivery(aQuote(), DeliveryType.Door, DeliveryType.Terminal);
    const unavailable = vi.fn(async () => ({
      ok: false as const,
      error: { kind: 'Unavailable' as const, message: 'offline' },
    }));
    renderStep(quote, fakeApi({ serviceCentersNear: unavailable }));
    expect(await screen.findByText(LocationText.centersFailed)).toBeTruthy();
    const den = screen.getByRole('radio', { name: /Commerce City, CO service center/ });
    expect(den.closest('label')?.textContent).toContain('Open Mon–Fri');
    expect(den.closest('label')?.textContent).not.toContain('mi away');
  });

  it("shows 'updating your location options' while the service centers load (§2 loading messages)", async () => {
    const quote = withDelivery(aQuote(), DeliveryType.Terminal, DeliveryType.Door);
    renderStep(quote, fakeApi({ serviceCentersNear: vi.fn(() => new Promise<never>(() => {})) }));
    expect(await screen.findByText('updating your location options')).toBeTruthy();
  });

  it('a terminal end without a chosen service center says so by the list and books nothing (§5 field - message)', async () => {
    const quote = withDelivery(aQuote(), DeliveryType.Door, DeliveryType.Terminal);
    const answers = initialLocationAnswers(quote);
    const { onComplete } = renderStep(quote, fakeApi({ serviceCentersNear: vi.fn(async () => nearDenver) }), {
      ...answers,
      Destination: { ...answers.Destination, StationCode: null },
    });
    await screen.findByRole('radio', { name: /Colorado Springs/ });
    fireEvent.click(continueButton());
    expect(await screen.findByText(StepMessage.chooseServiceCenter)).toBeTruthy();
    expect(document.activeElement?.getAttribute('type')).toBe('radio');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('issue 27: asks the ZIP with the address, prefilled only from a quote made from one, and checks it', async () => {
    // A quote made from a city ('kcmo'): no ZIP until the customer gives one.
    const q = aQuote();
    const fromCity = aQuote({ Origin: { ...q.Details.Origin, ZIP: '' } });
    const { onComplete } = renderStep(fromCity);
    const zip = screen.getByLabelText<HTMLInputElement>('ZIP code');
    expect(zip.value).toBe('');
    fireEvent.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(zip));
    expect(document.getElementById(zip.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      AddressZipMessage.required,
    );
    fireEvent.change(zip, { target: { value: '606' } });
    expect(document.getElementById(zip.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      AddressZipMessage.us,
    );
    fireEvent.change(zip, { target: { value: '60614' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(onComplete.mock.calls[0]?.[0].Origin.FromZip).toBe('60614');
    cleanup();
    // A quote made from a ZIP: that ZIP, as typed.
    renderStep(aQuote());
    expect(screen.getByLabelText<HTMLInputElement>('ZIP code').value).toBe('60614');
  });

  it('issue 27: a ZIP in another service area shows the new price; Continue at that price saves with it, and editing the ZIP withdraws it', async () => {
    const { onComplete } = renderStep(aQuote());
    const line =
      'FromZip - 80202 is in Denver, CO, in another service area than Chicago, IL, where this quote was priced. At these addresses your move costs $2,105.40 instead of $1,998.12.';
    onComplete.mockImplementationOnce(async () => {
      throw new AddressPriceChange(cents(199812), cents(210540), [line]);
    });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '80202' } });
    fireEvent.click(continueButton());
    const panel = await screen.findByRole('region', { name: LocationText.priceChangeTitle });
    expect(panel.textContent).toContain(line.slice('FromZip - '.length));
    fireEvent.click(screen.getByRole('button', { name: 'Continue at $2,105.40' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(2));
    expect(onComplete.mock.calls[1]?.[1]).toBe(210540);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: LocationText.priceChangeTitle })).toBeNull(),
    );

    // Shown again, then the customer corrects the ZIP instead: the offer goes.
    onComplete.mockImplementationOnce(async () => {
      throw new AddressPriceChange(cents(199812), cents(210540), [line]);
    });
    fireEvent.click(continueButton());
    await screen.findByRole('region', { name: LocationText.priceChangeTitle });
    fireEvent.change(screen.getByLabelText('ZIP code'), { target: { value: '60614' } });
    expect(screen.queryByRole('region', { name: LocationText.priceChangeTitle })).toBeNull();
  });

  it('shows each message next to its field, marks it aria-invalid and focuses the first invalid field (§5)', async () => {
    const { onComplete } = renderStep(aQuote());
    const address = screen.getByLabelText(LocationText.address1);
    fireEvent.change(address, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText(LocationText.lastName), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(LocationText.phone), { target: { value: '555-01' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(address));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    const describedBy = address.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(REQUIRED_MESSAGE);
    const lastName = screen.getByLabelText(LocationText.lastName);
    expect(document.getElementById(lastName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      REQUIRED_MESSAGE,
    );
    expect(screen.getByText(StepMessage.phone)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(LocationText.checkFields);
    expect(onComplete).not.toHaveBeenCalled();
    // The messages follow the answers once shown: a fixed field loses its message at once.
    fireEvent.change(address, { target: { value: '10 Main St' } });
    expect(address.getAttribute('aria-invalid')).toBeNull();
  });

  it("'Will Advise' needs no address; a known address needs one (§3 selectedDeliveryResponse, IsWillAdvise)", async () => {
    const { onComplete, changes } = renderStep(aQuote());
    const willAdvise = screen.getByRole('radio', { name: DeliveryResponseName.unknown });
    expect((willAdvise as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('will-advise-note')).toBeTruthy();
    const destination = screen.getByRole('region', { name: /Moving to/ });
    expect(within(destination).queryByLabelText(LocationText.address1)).toBeNull();

    fireEvent.click(within(destination).getByRole('radio', { name: DeliveryResponseName.known }));
    expect(changes.at(-1)?.Destination).toMatchObject({
      selectedDeliveryResponse: DeliveryResponse.known,
      IsWillAdvise: false,
    });
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(within(destination).getByLabelText(LocationText.address1).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(within(destination).getByRole('radio', { name: DeliveryResponseName.unknown }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(completedWith(onComplete).Destination).toMatchObject({
      selectedDeliveryResponse: DeliveryResponse.unknown,
      IsWillAdvise: true,
    });
  });

  it('a military move asks for the branch, and for its name only when Other (§3 Weight tickets)', async () => {
    const { onComplete } = renderStep(aQuote());
    expect(screen.getByText(/Weight tickets add \$150 to your price/)).toBeTruthy();
    expect(screen.queryByLabelText(LocationText.branch)).toBeNull();
    fireEvent.click(screen.getByLabelText(LocationText.weightTickets));
    const branch = screen.getByLabelText(LocationText.branch) as HTMLSelectElement;
    expect([...branch.options].map((o) => o.textContent)).toEqual([
      LocationText.branchPlaceholder,
      'Air Force',
      'Army',
      'Coast Guard',
      'Marine Corps',
      'Navy',
      'Other',
    ]);
    fireEvent.click(continueButton());
    expect(await screen.findByText(StepMessage.militaryBranch)).toBeTruthy();

    fireEvent.change(branch, { target: { value: MilitaryBranch.Navy } });
    expect(screen.queryByLabelText(LocationText.branchOther)).toBeNull();
    fireEvent.change(branch, { target: { value: MilitaryBranch.Other } });
    const other = screen.getByLabelText(LocationText.branchOther);
    fireEvent.click(continueButton());
    await waitFor(() => expect(document.activeElement).toBe(other));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(other, { target: { value: 'Space Force' } });
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(completedWith(onComplete).Military).toEqual({
      WeightTickets: true,
      MilitaryBranch: MilitaryBranch.Other,
      MilitaryBranchOther: 'Space Force',
    });
  });

  it('the weight tickets fee says it is waived with the DITY10 coupon (§9 "or 0 when waived")', () => {
    renderStep(
      aQuote({ Coupons: [{ Code: 'DITY10', Amount: cents(0), FreeStorageDays: 0, Description: '' }] }),
    );
    expect(screen.getByText(/free with your DITY10 coupon/)).toBeTruthy();
  });

  it('hands onComplete the phone and SMS number as digits only, with the labor referral (§3 Contact, §5)', async () => {
    const { onComplete } = renderStep(aQuote({ SmsOptIn: false }));
    fireEvent.change(screen.getByLabelText(LocationText.phone), { target: { value: '(816) 555-0123' } });
    fireEvent.click(screen.getByLabelText(LocationText.smsOptIn));
    expect((screen.getByLabelText(LocationText.smsNumber) as HTMLInputElement).value).toBe('(816) 555-0123');
    fireEvent.click(screen.getByLabelText(LocationText.labor));
    fireEvent.click(screen.getByRole('radio', { name: /\$3 per pound/ }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    const answers = completedWith(onComplete);
    expect(answers.Contact).toMatchObject({
      PhoneNumber: '8165550123',
      SmsOptIn: true,
      SmsNumber: '8165550123',
      laborRequested: true,
    });
    expect(answers.Liability).toBe(175);
  });

  it('liability coverage lists the §3 table, starting at the quote’s tier', () => {
    renderStep(aQuote());
    const tiers = screen.getByRole('region', { name: LocationText.liability });
    const radios = within(tiers).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['0', '75', '125', '175']);
    expect(radios.find((r) => r.checked)?.value).toBe('75');
    expect(within(tiers).getByText('$1 per pound (+$75)')).toBeTruthy();
  });

  it('a cross-border move shows its broker and customs fees as included (§9)', () => {
    const q = aQuote();
    renderStep(
      aQuote({
        Destination: { ...q.Details.Destination, Country: Country.CA },
        Accessorials: { ...q.Details.Accessorials, BrokerFee: cents(12_500), CustomsFee: cents(4_000) },
      }),
    );
    const fees = screen.getByTestId('cross-border-fees');
    expect(fees.textContent).toContain('Broker Fee');
    expect(fees.textContent).toContain('$125.00');
    expect(fees.textContent).toContain('Customs Fee');
    expect(fees.textContent).toContain('$40.00');
  });

  it('a domestic move shows no broker or customs fees', () => {
    renderStep(aQuote());
    expect(screen.queryByTestId('cross-border-fees')).toBeNull();
  });

  it('axe finds no WCAG 2.1 AA problem: door service with messages shown, and terminal service', async () => {
    renderStep(aQuote());
    fireEvent.change(screen.getByLabelText(LocationText.address1), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText(LocationText.weightTickets));
    fireEvent.click(continueButton());
    await screen.findByText(StepMessage.militaryBranch);
    expect(await axeViolations()).toEqual([]);
    cleanup();
    const quote = withDelivery(aQuote(), DeliveryType.Terminal, DeliveryType.Terminal);
    renderStep(quote, fakeApi({ serviceCentersNear: vi.fn(async () => nearDenver) }));
    await screen.findAllByRole('radio', { name: /Colorado Springs/ });
    expect(await axeViolations()).toEqual([]);
  });

  it('a double click on Continue completes the step once', async () => {
    const { onComplete } = renderStep(aQuote());
    fireEvent.click(continueButton());
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    fireEvent.click(continueButton());
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(2));
  });

  it('shows why saving failed when onComplete rejects', async () => {
    const quote = aQuote();
    const onComplete = vi.fn(async () => {
      throw new Error('We could not save your answers. Please try again.');
    });
    const queryClient = new QueryClient();
    render(
      <ApiProvider api={fakeApi()}>
        <QueryClientProvider client={queryClient}>
          <LocationStep
            quote={quote}
            draft={draft}
            answers={initialLocationAnswers(quote)}
            busy={false}
            onChange={() => {}}
            onComplete={onComplete}
          />
        </QueryClientProvider>
      </ApiProvider>,
    );
    fireEvent.click(continueButton());
    expect(await screen.findByText('We could not save your answers. Please try again.')).toBeTruthy();
  });
});

const DeliveryResponseName = {
  known: 'Yes, I know the address',
  unknown: 'Not yet (Will Advise)',
} as const;
