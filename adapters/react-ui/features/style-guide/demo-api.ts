import type { ApiFailure, CityResult, RelomoveApi } from '../../../http/client/relomove-api';

/** A few places for the style guide's location search demo; the guide never calls the real API. */
const PLACES: readonly CityResult[] = [
  ['Denver', 'CO', 'Colorado', '80202', 'Denver'],
  ['Dallas', 'TX', 'Texas', '75201', 'Dallas'],
  ['Kansas City', 'MO', 'Missouri', '64105', 'Jackson'],
  ['Kansas City', 'KS', 'Kansas', '66101', 'Wyandotte'],
  ['Chicago', 'IL', 'Illinois', '60614', 'Cook'],
  ['New York', 'NY', 'New York', '10001', 'New York'],
  ['Washington', 'DC', 'District of Columbia', '20001', 'District of Columbia'],
].map(([CityName = '', StateCode = '', StateName = '', zip = '', CountyName = '']) => ({
  CityName,
  StateCode,
  StateName,
  ZipCode: '',
  ZipLow: zip,
  ZipHigh: zip.replace(/\d\d$/, '99'),
  CountyName,
  Country: 'US',
}));

const notHere = async (): Promise<{ ok: false; error: ApiFailure }> => ({
  ok: false,
  error: { kind: 'Unavailable', message: 'Not available in the style guide' },
});

/** The style guide's RelomoveApi: city search over PLACES (by name or ZIP start); everything else is unavailable. */
export const STYLE_GUIDE_API: RelomoveApi = {
  async searchCities(term) {
    const words = term.toLowerCase();
    const found = PLACES.filter(
      (p) => `${p.CityName} ${p.StateCode}`.toLowerCase().startsWith(words) || p.ZipLow.startsWith(words),
    );
    return { ok: true, value: found };
  },
  addQuote: notHere,
  viewQuote: notHere,
  editQuote: notHere,
  pricesByDate: notHere,
  expediteOptions: notHere,
  movementDates: notHere,
  storageChargeSchedule: notHere,
  updateContact: notHere,
  sendQuoteEmail: notHere,
  captchaChallenge: notHere,
  verifyCaptcha: notHere,
  abTestVariant: notHere,
  serviceCentersNear: notHere,
  login: notHere,
  messagePreferences: notHere,
  setMessagePreferences: notHere,
  viewUnsubscribe: notHere,
  unsubscribe: notHere,
  resubscribe: notHere,
  lookupInspection: notHere,
  submitInspection: notHere,
  moveInspection: notHere,
  logout: notHere,
  me: notHere,
  recordEvents: notHere,
  saveCard: notHere,
  register: notHere,
  verifySignUp: notHere,
  updateMe: notHere,
  myLinks: notHere,
  startReservation: notHere,
  reservationDraft: notHere,
  saveReservationStep: notHere,
  logReservationProgress: notHere,
  setSmsNumber: notHere,
  messageLog: notHere,
  outbox: notHere,
  setLaborReferral: notHere,
  reserveMove: notHere,
  viewReservation: notHere,
  editMove: notHere,
  moveDates: notHere,
  spotDates: notHere,
  appointmentAvailability: notHere,
  financingTerms: notHere,
  movePayments: notHere,
  createPayPalOrder: notHere,
  openAffirmCheckout: notHere,
  affirmCheckout: notHere,
  cancelAffirmLoan: notHere,
  addPaymentInfo: notHere,
  payBalance: notHere,
  cancelMove: notHere,
  shipment: notHere,
  requestPickup: notHere,
  deliveryAppointment: notHere,
  bookDelivery: notHere,
};
