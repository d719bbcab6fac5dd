import { bindingModule } from '../bind-use-case';
import { Clock } from '../ports/clock';
import { InspectionForms } from '../ports/inspection-forms';
import { LoginThrottle } from '../ports/login-throttle';
import { QuoteRepository } from '../ports/quote-repository';
import { ReservationRepository } from '../ports/reservation-repository';
import { SpongyMothQuarantine } from '../ports/spongy-moth-quarantine';
import { UserRepository } from '../ports/user-repository';
import { LookupInspection, SubmitInspectionForm, ViewMoveInspection } from './insect-inspection';

/** Issue 15, the insect inspection tool's use cases: the lookup, the owner's view and the submission. */
export const insectInspectionModule = bindingModule((bind) => {
  const inspection = {
    quotes: QuoteRepository,
    reservations: ReservationRepository,
    users: UserRepository,
    forms: InspectionForms,
    quarantine: SpongyMothQuarantine,
    throttle: LoginThrottle,
    clock: Clock,
  };
  bind(LookupInspection, inspection);
  bind(ViewMoveInspection, inspection);
  bind(SubmitInspectionForm, inspection);
});
