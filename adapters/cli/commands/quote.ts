import { Command } from 'commander';
import type { CliContext } from '../context';
import { EXAMPLES_LOOKUP, lookupCommand } from './quote-lookup';
import { EXAMPLES_RECOMPUTE, recomputeCommand } from './quote-recompute';

/** `relomove quote lookup|recompute`: the support desk's quote tools (issue 5). */
export function quoteCommand(ctx: CliContext): Command {
  return new Command('quote')
    .description('Look up quotes and re-price them with the rate card in force today.')
    .addHelpText('after', `${EXAMPLES_LOOKUP}\n${EXAMPLES_RECOMPUTE.replace('\nExamples:', '')}`)
    .addCommand(lookupCommand(ctx))
    .addCommand(recomputeCommand(ctx));
}
