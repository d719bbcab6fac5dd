/**
 * §3 Entities and their fields, in the specification's names. Money fields are integer cents
 * inside the domain; the wire contract converts them to dollars exactly.
 */
import type { IsoDate } from '../calendar/iso-date';
import type { CouponSource } from '../coupons/coupon-source';
import type { Cents } from '../money/money';
import type { PaymentMethodEntry } from '../payment/types';
import type { ReservationCancellation } from '../reservation/cancellation-record';
import type { DashboardType, MilitaryBranch } from '../reservation/enums';
import type { EditHistory } from './edit-history';
import type {
  AppointmentWindow,
  BuildingType,
  Country,
  DeliveryResponse,
  DeliveryType,
  EquipType,
  ExpeditedFlag,
  LocationKind,
  MoveType,
  QuoteResult,
  QuoteStatus,
  WebReservationFlag,
} from './enums';

/** ISO weekday numbers, Monday = 1 ... Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** §3 StationDetail: the service center (terminal) that serves one end of a move. */
export interface StationDetail {
  Address: string;
  CityName: string;
  CountryName: string;
  CustomerServicePhoneNumber: string;
  FIPSCode: string;
  FaxNumber: string;
  Holidays: IsoDate[];
  Latitude: number;
  Longitude: number;
  MailingAddress: string;
  MailingCity: string;
  MailingState: string;
  MailingZip: string;
  RegionCode: string;
  Route: string;
  /** Days of the week the station picks up and delivers (not shown in the specification; ISO weekdays). */
  ServiceDays: IsoWeekday[];
  StateCode: string;
  StateName: string;
  StationCode: string;
  ZipCode: string;
  /**
   * Issue 27: the station's IANA time zone (service-center data); absent on a station stored before it was
   * kept (domain/calendar/time-zones.ts stationTimeZone then uses its state's).
   */
  TimeZone?: string;
}

/** §3 Location (Origin and Destination). */
export interface Location {
  AddressLine1: string;
  /** 'Will Advise' means the address is unknown. */
  AddressLine2: string;
  City: string;
  State: string;
  ZIP: string;
  Country: Country;
  FIPS: string;
  type: LocationKind;
  buildingType: BuildingType;
  StationDetail: StationDetail | null;
}

export interface Origin extends Location {
  FirstName: string;
  LastName: string;
  LiveLoad: boolean;
}

export interface Destination extends Location {
  selectedDeliveryResponse: DeliveryResponse;
  IsWillAdvise: boolean;
}

/** §3 Pricing option. */
export interface PricingOption {
  EquipType: EquipType;
  /** The option's selection key, unique within a quote. */
  value: string;
  EquipDescription: string;
  EquipDescAbbr: string;
  EquipQuantity: number;
  LinearFeet: number;
  PerFootPrice: Cents;
  Price: Cents;
  MoveType: MoveType;
  Default: boolean;
  DefaultParent: boolean;
  OriginDelivery: DeliveryType;
  DestinationDelivery: DeliveryType;
  CarrierTransitTime: number;
  ExpeditedFlag: ExpeditedFlag;
  IsExpeditedOptionAllowed: boolean;
  Carrier: string;
  StorageDestCharge: Cents;
  StorageDestChargeDuration: number;
  StorageDestIncreasedCharge: Cents;
}

/** §3 Expedite option. */
export interface ExpediteOption {
  DeliveryDate: IsoDate;
  GuaranteedServiceFee: Cents;
  RequestedTransitTime: number;
  Carrier: string;
  ExpeditedFlag: ExpeditedFlag;
  EquipDescription: string;
  EquipQuantity: number;
  Default: boolean;
}

/** §3 Accessorials. Liability is the API value as a string ('0.1', '1', '2', '3'). */
export interface Accessorials {
  BrokerFee: Cents | null;
  CustomsFee: Cents | null;
  AddTrailerStorage: boolean;
  AddReloCubeStorage: boolean;
  StorageNoChargeDays: number;
  Liability: string;
  AddLiability: boolean;
}

/** §3 Reservation details: SpotAppointment. */
export interface SpotAppointment {
  AppointmentWindow: AppointmentWindow;
  OneHourRate: Cents;
  TwoHourRate: Cents;
  /** 4 digits, colon removed ('0830'). */
  EarlyTime: string;
  LateTime: string;
}

/**
 * Issue 27: the delivery window the customer booked with the delivery tool (§7 POST appointments/delivery),
 * kept on the reservation so its fee is a priced line of the booked move (bookedPrice) and not a bare
 * difference in TotalPrice. Ours: the specification does not show it. Rate is the fee charged for it.
 */
export interface DeliveryAppointment {
  Date: IsoDate;
  AppointmentWindow: AppointmentWindow;
  /** 4 digits, colon removed ('1000'). */
  EarlyTime: string;
  LateTime: string;
  Rate: Cents;
}

/** §3 Coupons (Code, Amount, FreeStorageDays, Description). */
export interface Coupon {
  Code: string;
  Amount: Cents;
  FreeStorageDays: number;
  Description: string;
  /** Set by the coupon service when the code is not accepted (§8). */
  Invalid?: boolean;
  /** Who entered it (§4 user-entered or agent-entered; §3 auto online). Ours: the record does not say. */
  Source?: CouponSource;
}

export interface ReservationContact {
  EmailAddress: string;
  FirstName: string;
  LastName: string;
}

/** §3 Reservation Details. */
export interface ReservationDetails {
  SpotAppointment: SpotAppointment;
  Coupons: Coupon[];
  PickupDate: IsoDate | null;
  MoveDate: IsoDate | null;
  NextDaySpotAllowed: boolean;
  NextAvailableMoveDate: IsoDate | null;
  StationCentralTimeDifference: number;
  ExpeditedOptions: ExpediteOption[];
  TBOLConfirmed: boolean;
  EquipmentSpottedOrigin: boolean;
  InvoiceAmountDue: Cents;
  Pronumber: string;
  PronumberAttached: boolean;
  PronumberRated: boolean;
  TotalPrice: Cents;
  SMSPhoneNumber: string;
  Contact: ReservationContact;
  WeightTickets: boolean;
  /** §3 Weight tickets (issue 11); MilitaryBranchOther only when the branch is Other. Absent before issue 11. */
  MilitaryBranch?: MilitaryBranch | null;
  MilitaryBranchOther?: string;
  /** §3 Contact: the labor-referral flag (PUT moves/{id}/labor-referral). */
  laborRequested?: boolean;
  /** §3 Payment: the PaymentMethods list (issue 11: the saved card; never its number or security code). */
  PaymentMethods?: PaymentMethodEntry[];
  /** Issue 11: when the move was booked (ISO-8601). */
  ReservedAt?: string;
  /** Issue 12: how the reservation was cancelled (WebReservationFlag Cancelled); absent while it stands. */
  Cancellation?: ReservationCancellation;
  /**
   * Issue 13, §4 "Edit history": the customer's changes of the booked move by tracked field (at most the 10
   * latest each; domain/reservation/move-edit.ts). Absent until the first change.
   */
  EditHistory?: EditHistory;
  /**
   * §3 Reservation level DashboardType (issue 13): reconsignment-limited or non-carrier-limited, set by staff
   * (`relomove shipment dashboard`); absent or null for a full dashboard.
   */
  DashboardType?: DashboardType | null;
  /** Issue 27: the delivery window booked online and its fee; absent until one is booked. */
  DeliveryAppointment?: DeliveryAppointment;
}

/** §3 Quote Details. */
export interface QuoteDetails {
  MoveDate: IsoDate;
  PickupDate: IsoDate;
  SpotDate: IsoDate;
  HouseSize: string;
  HHGMiles: number;
  ContactEmailAddress: string;
  Origin: Origin;
  Destination: Destination;
  Accessorials: Accessorials;
  PricingOptions: PricingOption[];
  ExpeditedOptions: ExpediteOption[];
  Reserved: boolean;
  Reservation: ReservationDetails | null;
  QuoteCompleted: boolean;
  WebReservationFlag: WebReservationFlag;
  EmailAddress: string;
  PhoneNumber: string;
  SmsOptIn: boolean;
  /**
   * Coupons entered on the quote before it is reserved (ours: §3 lists Coupons under Reservation Details
   * only; docs/decisions.md). The reservation starts from them. Absent on quotes stored before they existed.
   */
  Coupons?: Coupon[];
}

/** §3 SizeConversion: each direction has a Threshold (meanings in docs/domain.md). */
export interface SizeConversion {
  TrailerLengthToCubes: { FeetPerCube: number; Threshold: number };
  CubesToTrailerLength: { FeetPerCube: number; Threshold: number };
}

/** §3 Quote. IsValid{product}Quote is IsValidRelomoveQuote. */
export interface Quote {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  Details: QuoteDetails;
  PlusLaborOptions: boolean;
  StandardLabor: boolean;
  IsUpdated: boolean;
  IsValidQuote: boolean;
  IsDeleted: boolean;
  IsCompleted: boolean;
  IsValidRelomoveQuote: boolean;
  Result: QuoteResult;
  QuoteStatus: QuoteStatus;
  ReasonNotAuto: string;
  Notifications: string[];
  SizeConversion: SizeConversion;
  LoadedExternalQuote: boolean;
}
