import { bindingModule } from '../bind-use-case';
import { AssignTestVariant } from './assign-test-variant';

/** The A/B tests of §7. */
export const experimentsModule = bindingModule((bind) => {
  bind(AssignTestVariant, []);
});
