import type { ContainerModule } from 'inversify';
import { quotesModule } from './quotes/quotes.module';
import { staffModule } from './staff/staff.module';

/**
 * Every use case, bound to its ports, one container module per area. The composition roots (server,
 * CLI, browser) bind the ports to adapters and load these; tests load the same modules with fakes.
 */
export const applicationModules: readonly ContainerModule[] = [quotesModule, staffModule];
