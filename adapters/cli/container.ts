import 'reflect-metadata';
import { Container } from 'inversify';
import type { ResultAsync } from 'neverthrow';
import { applicationModules } from '../../application/application.module';
import { Clock } from '../../application/ports/clock';
import { PriceMove } from '../../application/staff/price-move';
import { loadReferenceData, referenceDataModule } from '../reference-data/reference-data.module';
import type { ReferenceDataError } from '../reference-data/reference-data-error';
import { SystemClock } from '../system/system-clock';
import type { CliDeps } from './program';

/** The CLI's composition root: real reference data, the system clock and the application's use cases. */
export function cliDependencies(clock: Clock = new SystemClock()): ResultAsync<CliDeps, ReferenceDataError> {
  return loadReferenceData(Number(clock.today().slice(0, 4))).map((data) => {
    const container = new Container();
    container.bind<Clock>(Clock).toConstantValue(clock);
    container.load(referenceDataModule(data), ...applicationModules);
    return { priceMove: container.get(PriceMove), clock };
  });
}
