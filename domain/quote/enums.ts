/**
 * The enumerations of §3, §4 and §8 that belong to quotes, written once (architecture.md, convention 8).
 * Each is a frozen object of its values plus a union type of the same name, and a list for iteration.
 */

/** The product name that fills '{product}' in the specification's texts. */
export const PRODUCT = 'Relomove';

/** §4 Quote state. */
export const QuoteState = {
  Unquoted: 'Unquoted',
  Quoted: 'Quoted',
  Reserved: 'Reserved',
  Manual: 'Manual',
} as const;
export type QuoteState = (typeof QuoteState)[keyof typeof QuoteState];

/** §4 Quote result types. */
export const QuoteResult = {
  Auto: 'Auto',
  Manual: 'Manual',
  MANUAL_RESUBMIT: 'MANUAL_RESUBMIT',
  InfoRequired: 'InfoRequired',
  Invalid: 'Invalid',
  Dupe: 'Dupe',
  Error: 'Error',
  ServiceError: 'ServiceError',
  UnknownError: 'UnknownError',
  INVALID_INPUT: 'INVALID_INPUT',
  RedirectToCaptcha: 'RedirectToCaptcha',
} as const;
export type QuoteResult = (typeof QuoteResult)[keyof typeof QuoteResult];
export const QUOTE_RESULTS: readonly QuoteResult[] = Object.values(QuoteResult);

/** §4 Web reservation flags. */
export const WebReservationFlag = {
  Unspecified: 'Unspecified',
  Resubmit: 'Resubmit',
  Reserve: 'Reserve',
  CustomerPortal: 'CustomerPortal',
  Cancelled: 'Cancelled',
} as const;
export type WebReservationFlag = (typeof WebReservationFlag)[keyof typeof WebReservationFlag];
export const WEB_RESERVATION_FLAGS: readonly WebReservationFlag[] = Object.values(WebReservationFlag);

/** §4 Invalid reasons. */
export const InvalidReason = {
  None: 'None',
  InvalidMiles: 'InvalidMiles',
  NotServed: 'NotServed',
  IntraState: 'IntraState',
  IntraMexico: 'IntraMexico',
  InvalidCityBoth: 'InvalidCityBoth',
  InvalidCityOrigin: 'InvalidCityOrigin',
  InvalidCityDestination: 'InvalidCityDestination',
  IntraCanada: 'IntraCanada',
  InvalidRefnum: 'InvalidRefnum',
  InvalidContactInfo: 'InvalidContactInfo',
} as const;
export type InvalidReason = (typeof InvalidReason)[keyof typeof InvalidReason];
export const INVALID_REASONS: readonly InvalidReason[] = Object.values(InvalidReason);

/**
 * §4 Invalid actions: None, SendToPods, SendToBudget "plus a capacity action".
 * The capacity action's name is not shown; 'CapacityUnserviceable' is our choice (docs/decisions.md).
 */
export const InvalidAction = {
  None: 'None',
  SendToPods: 'SendToPods',
  SendToBudget: 'SendToBudget',
  CapacityUnserviceable: 'CapacityUnserviceable',
} as const;
export type InvalidAction = (typeof InvalidAction)[keyof typeof InvalidAction];
export const INVALID_ACTIONS: readonly InvalidAction[] = Object.values(InvalidAction);

/** §4 Info-required actions. */
export const InfoRequiredAction = {
  None: 'None',
  RequireLinearFeet: 'RequireLinearFeet',
  RequireContactInfo: 'RequireContactInfo',
} as const;
export type InfoRequiredAction = (typeof InfoRequiredAction)[keyof typeof InfoRequiredAction];
export const INFO_REQUIRED_ACTIONS: readonly InfoRequiredAction[] = Object.values(InfoRequiredAction);

/** The action carried by a create-quote response: an invalid action or an info-required action. */
export type QuoteAction = InvalidAction | InfoRequiredAction;
export const QUOTE_ACTIONS: readonly QuoteAction[] = [
  ...new Set<QuoteAction>([...INVALID_ACTIONS, ...INFO_REQUIRED_ACTIONS]),
];

/** §4 Lookup failure reasons. */
export const LookupFailureReason = {
  NoError: 'NoError',
  UserError: 'UserError',
  TechnicalError: 'TechnicalError',
} as const;
export type LookupFailureReason = (typeof LookupFailureReason)[keyof typeof LookupFailureReason];

/** §4 "Editing or changing a quote": the fail reasons of a changeQuoteResponse. 'None' means the edit was saved. */
export const EditFailReason = {
  None: 'None',
  NoRevisionMatch: 'NoRevisionMatch',
  QuoteReserved: 'QuoteReserved',
  QuoteExpired: 'QuoteExpired',
  QuoteIdInvalid: 'QuoteIdInvalid',
  QuoteStatusInvalid: 'QuoteStatusInvalid',
  InvalidCapacityUnserviceableDate: 'InvalidCapacityUnserviceableDate',
  RedirectToCaptcha: 'RedirectToCaptcha',
} as const;
export type EditFailReason = (typeof EditFailReason)[keyof typeof EditFailReason];
export const EDIT_FAIL_REASONS: readonly EditFailReason[] = Object.values(EditFailReason);

/**
 * The stored status of a quote. Its values are not shown in the specification; these are our
 * choice (docs/decisions.md): Open can be edited, the others cannot.
 */
export const QuoteStatus = {
  Open: 'Open',
  UnderReview: 'UnderReview',
  Reserved: 'Reserved',
  Expired: 'Expired',
  Cancelled: 'Cancelled',
} as const;
export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];
export const QUOTE_STATUSES: readonly QuoteStatus[] = Object.values(QuoteStatus);

/** §3 Pricing option: EquipType values, and the equipment types used elsewhere. */
export const EquipType = { Trailer: 'Trailer', Relocube: 'Relocube' } as const;
export type EquipType = (typeof EquipType)[keyof typeof EquipType];
export const EQUIP_TYPES: readonly EquipType[] = Object.values(EquipType);

export const EquipmentType = { ReloCube: 'ReloCube', Trailer: 'Trailer' } as const;
export type EquipmentType = (typeof EquipmentType)[keyof typeof EquipmentType];

/** §3 Delivery types at each end, and §1 move types. */
export const DeliveryType = { Door: 'Door', Terminal: 'Terminal' } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
export const DELIVERY_TYPES: readonly DeliveryType[] = Object.values(DeliveryType);

export const MoveType = { DD: 'DD', TT: 'TT' } as const;
export type MoveType = (typeof MoveType)[keyof typeof MoveType];

/** §3 Pricing option ExpeditedFlag. */
export const ExpeditedFlag = { Parent: 'Parent', Child: 'Child' } as const;
export type ExpeditedFlag = (typeof ExpeditedFlag)[keyof typeof ExpeditedFlag];

/** §3 Location: property types, form building types, delivery responses and kinds of location. */
export const PropertyType = {
  APARTMENT: 'APARTMENT',
  HOME: 'HOME',
  SERVICE: 'SERVICE',
  STORAGE: 'STORAGE',
} as const;
export type PropertyType = (typeof PropertyType)[keyof typeof PropertyType];

export const BuildingType = {
  home: 'home',
  apartment: 'apartment',
  storage: 'storage',
  service: 'service',
} as const;
export type BuildingType = (typeof BuildingType)[keyof typeof BuildingType];
export const BUILDING_TYPES: readonly BuildingType[] = Object.values(BuildingType);

export const DeliveryResponse = {
  storage: 'storage',
  serviceCenter: 'service center',
  unknown: 'unknown',
  known: 'known',
} as const;
export type DeliveryResponse = (typeof DeliveryResponse)[keyof typeof DeliveryResponse];

export const LocationKind = {
  addressUnknown: 'address-unknown',
  addressKnown: 'address-known',
  storage: 'storage',
  serviceCenter: 'service-center',
} as const;
export type LocationKind = (typeof LocationKind)[keyof typeof LocationKind];
export const LOCATION_KINDS: readonly LocationKind[] = Object.values(LocationKind);

/** §3: AddressLine2 'Will Advise' means the address is unknown. */
export const WILL_ADVISE = 'Will Advise';

/** §3 Appointment windows. */
export const AppointmentWindow = {
  Unspecified: 'Unspecified',
  Open: 'Open',
  OneHourWindow: 'OneHourWindow',
  TwoHourWindow: 'TwoHourWindow',
} as const;
export type AppointmentWindow = (typeof AppointmentWindow)[keyof typeof AppointmentWindow];

/** Countries served: the United States and Canada; Mexico appears only as an invalid reason. */
export const Country = { US: 'US', CA: 'CA', MX: 'MX' } as const;
export type Country = (typeof Country)[keyof typeof Country];

/** §8 Quote and reservation error types; most carry the ' (MyMove)' suffix when raised on the dashboard. */
export const QuoteErrorType = {
  SpotDateIsPast: 'SpotDateIsPast',
  WrongRevisionError: 'WrongRevisionError',
  QuoteIsIncomplete: 'QuoteIsIncomplete',
  PaymentError: 'PaymentError',
  QuoteCannotBeEdited: 'QuoteCannotBeEdited',
  UNKNOWN: 'UNKNOWN',
} as const;
export type QuoteErrorType = (typeof QuoteErrorType)[keyof typeof QuoteErrorType];
export const MY_MOVE_SUFFIX = ' (MyMove)';

/** §8 Rejection messages. */
export const RejectionMessage = {
  incompleteOrReserved: 'Quote incomplete or reserved.',
  noForms: 'No forms supplied',
  noMovesModel: 'No moves model loaded.',
  noQuoteModel: 'No quote model loaded.',
} as const;

/** §8: the message carried by a RedirectToCaptcha result. */
export const INVALID_HMAC_MESSAGE = 'Invalid HMAC, PoW, or reCAPTCHA creating quote';
