import { enumOf, type ValueOf } from '../shared/enum';
/**
 * The enumerations of §3, §4 and §8 that belong to quotes, written once (architecture.md, convention 8).
 * Each is a frozen object of its values plus a union type of the same name, and a list for iteration.
 */

/** The product name that fills '{product}' in the specification's texts. */
export const PRODUCT = 'Relomove';

/** §4 Quote state. */
export const QuoteState = enumOf('Unquoted', 'Quoted', 'Reserved', 'Manual');
export type QuoteState = ValueOf<typeof QuoteState>;

/** §4 Quote result types. */
export const QuoteResult = enumOf(
  'Auto',
  'Manual',
  'MANUAL_RESUBMIT',
  'InfoRequired',
  'Invalid',
  'Dupe',
  'Error',
  'ServiceError',
  'UnknownError',
  'INVALID_INPUT',
  'RedirectToCaptcha',
);
export type QuoteResult = ValueOf<typeof QuoteResult>;
export const QUOTE_RESULTS: readonly QuoteResult[] = Object.values(QuoteResult);

/** §4 Web reservation flags. */
export const WebReservationFlag = enumOf('Unspecified', 'Resubmit', 'Reserve', 'CustomerPortal', 'Cancelled');
export type WebReservationFlag = ValueOf<typeof WebReservationFlag>;
export const WEB_RESERVATION_FLAGS: readonly WebReservationFlag[] = Object.values(WebReservationFlag);

/** §4 Invalid reasons. */
export const InvalidReason = enumOf(
  'None',
  'InvalidMiles',
  'NotServed',
  'IntraState',
  'IntraMexico',
  'InvalidCityBoth',
  'InvalidCityOrigin',
  'InvalidCityDestination',
  'IntraCanada',
  'InvalidRefnum',
  'InvalidContactInfo',
);
export type InvalidReason = ValueOf<typeof InvalidReason>;
export const INVALID_REASONS: readonly InvalidReason[] = Object.values(InvalidReason);

/**
 * §4 Invalid actions: None, SendToPods, SendToBudget "plus a capacity action".
 * The capacity action's name is not shown; 'CapacityUnserviceable' is our choice (docs/decisions.md).
 */
export const InvalidAction = enumOf('None', 'SendToPods', 'SendToBudget', 'CapacityUnserviceable');
export type InvalidAction = ValueOf<typeof InvalidAction>;
export const INVALID_ACTIONS: readonly InvalidAction[] = Object.values(InvalidAction);

/** §4 Info-required actions. */
export const InfoRequiredAction = enumOf('None', 'RequireLinearFeet', 'RequireContactInfo');
export type InfoRequiredAction = ValueOf<typeof InfoRequiredAction>;
export const INFO_REQUIRED_ACTIONS: readonly InfoRequiredAction[] = Object.values(InfoRequiredAction);

/** The action carried by a create-quote response: an invalid action or an info-required action. */
export type QuoteAction = InvalidAction | InfoRequiredAction;
export const QUOTE_ACTIONS: readonly QuoteAction[] = [
  ...new Set<QuoteAction>([...INVALID_ACTIONS, ...INFO_REQUIRED_ACTIONS]),
];

/** §4 Lookup failure reasons. */
export const LookupFailureReason = enumOf('NoError', 'UserError', 'TechnicalError');
export type LookupFailureReason = ValueOf<typeof LookupFailureReason>;

/** §4 "Editing or changing a quote": the fail reasons of a changeQuoteResponse. 'None' means the edit was saved. */
export const EditFailReason = enumOf(
  'None',
  'NoRevisionMatch',
  'QuoteReserved',
  'QuoteExpired',
  'QuoteIdInvalid',
  'QuoteStatusInvalid',
  'InvalidCapacityUnserviceableDate',
  'RedirectToCaptcha',
);
export type EditFailReason = ValueOf<typeof EditFailReason>;
export const EDIT_FAIL_REASONS: readonly EditFailReason[] = Object.values(EditFailReason);

/**
 * The stored status of a quote. Its values are not shown in the specification; these are our
 * choice (docs/decisions.md): Open can be edited, the others cannot.
 */
export const QuoteStatus = enumOf('Open', 'UnderReview', 'Reserved', 'Expired', 'Cancelled');
export type QuoteStatus = ValueOf<typeof QuoteStatus>;
export const QUOTE_STATUSES: readonly QuoteStatus[] = Object.values(QuoteStatus);

/** §3 Pricing option: EquipType values, and the equipment types used elsewhere. */
export const EquipType = enumOf('Trailer', 'Relocube');
export type EquipType = ValueOf<typeof EquipType>;
export const EQUIP_TYPES: readonly EquipType[] = Object.values(EquipType);

export const EquipmentType = enumOf('ReloCube', 'Trailer');
export type EquipmentType = ValueOf<typeof EquipmentType>;

/** §3 Delivery types at each end, and §1 move types. */
export const DeliveryType = enumOf('Door', 'Terminal');
export type DeliveryType = ValueOf<typeof DeliveryType>;
export const DELIVERY_TYPES: readonly DeliveryType[] = Object.values(DeliveryType);

export const MoveType = enumOf('DD', 'TT');
export type MoveType = ValueOf<typeof MoveType>;

/** §3 Pricing option ExpeditedFlag. */
export const ExpeditedFlag = enumOf('Parent', 'Child');
export type ExpeditedFlag = ValueOf<typeof ExpeditedFlag>;

/** §3 Location: property types, form building types, delivery responses and kinds of location. */
export const PropertyType = enumOf('APARTMENT', 'HOME', 'SERVICE', 'STORAGE');
export type PropertyType = ValueOf<typeof PropertyType>;

export const BuildingType = enumOf('home', 'apartment', 'storage', 'service');
export type BuildingType = ValueOf<typeof BuildingType>;
export const BUILDING_TYPES: readonly BuildingType[] = Object.values(BuildingType);

export const DeliveryResponse = {
  storage: 'storage',
  serviceCenter: 'service center',
  unknown: 'unknown',
  known: 'known',
} as const;
export type DeliveryResponse = ValueOf<typeof DeliveryResponse>;

export const LocationKind = {
  addressUnknown: 'address-unknown',
  addressKnown: 'address-known',
  storage: 'storage',
  serviceCenter: 'service-center',
} as const;
export type LocationKind = ValueOf<typeof LocationKind>;

/** §3: AddressLine2 'Will Advise' means the address is unknown. */
export const WILL_ADVISE = 'Will Advise';

/** §3 Appointment windows. */
export const AppointmentWindow = enumOf('Unspecified', 'Open', 'OneHourWindow', 'TwoHourWindow');
export type AppointmentWindow = ValueOf<typeof AppointmentWindow>;

/** Countries served: the United States and Canada; Mexico appears only as an invalid reason. */
export const Country = enumOf('US', 'CA', 'MX');
export type Country = ValueOf<typeof Country>;

/** §8 Quote and reservation error types; most carry the ' (MyMove)' suffix when raised on the dashboard. */
export const QuoteErrorType = enumOf(
  'SpotDateIsPast',
  'WrongRevisionError',
  'QuoteIsIncomplete',
  'PaymentError',
  'QuoteCannotBeEdited',
  'UNKNOWN',
);
export type QuoteErrorType = ValueOf<typeof QuoteErrorType>;
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
