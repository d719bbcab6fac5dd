import { ContainerModule } from 'inversify';
import { Clock } from '../ports/clock';
import { InspectionForms } from '../ports/inspection-forms';
import { LoginThrottle } from '../ports/login-throttle';
import { QuoteRepository } from '../ports/quote-repository';
import { ReservationRepository } from '../ports/reservation-repository';
import { SpongyMothQuarantine } from '../ports/spongy-moth-quarantine';
import { UserRepository } from '../ports/user-repository';
import {
  type InspectionDeps,
  LookupInspection,
  SubmitInspectionForm,
  ViewMoveInspection,
} from './insect-inspection';

const tokens = (): [
  typeof QuoteRepository,
  typeof ReservationRepository,
  typeof UserRepository,
  typeof InspectionForms,
  typeof SpongyMothQuarantine,
  typeof LoginThrottle,
  typeof Clock,
] => [
  QuoteRepository,
  ReservationRepository,
  UserRepository,
  InspectionForms,
  SpongyMothQuarantine,
  LoginThrottle,
  Clock,
];

const depsOf = (
  quotes: QuoteRepository,
  reservations: ReservationRepository,
  users: UserRepository,
  forms: InspectionForms,
  quarantine: SpongyMothQuarantine,
  throttle: LoginThrottle,
  clock: Clock,
): InspectionDeps => ({ quotes, reservations, users, forms, quarantine, throttle, clock });

/** Issue 15, the insect inspection tool's use cases: the lookup, the owner's view and the submission. */
export const insectInspectionModule = new ContainerModule((options) => {
  options
    .bind(LookupInspection)
    .toResolvedValue((...deps: Parameters<typeof depsOf>) => new LookupInspection(depsOf(...deps)), tokens())
    .inSingletonScope();
  options
    .bind(ViewMoveInspection)
    .toResolvedValue(
      (...deps: Parameters<typeof depsOf>) => new ViewMoveInspection(depsOf(...deps)),
      tokens(),
    )
    .inSingletonScope();
  options
    .bind(SubmitInspectionForm)
    .toResolvedValue(
      (...deps: Parameters<typeof depsOf>) => new SubmitInspectionForm(depsOf(...deps)),
      tokens(),
    )
    .inSingletonScope();
});
