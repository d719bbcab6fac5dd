import { ContainerModule } from 'inversify';
import { AssignTestVariant } from './assign-test-variant';

/** The A/B tests of §7. */
export const experimentsModule = new ContainerModule((options) => {
  options
    .bind(AssignTestVariant)
    .toResolvedValue(() => new AssignTestVariant(), [])
    .inSingletonScope();
});
