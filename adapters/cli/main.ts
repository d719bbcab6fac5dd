// Run as `npx relomove` (bin/relomove.js runs the bundle of this file) or `npm run relomove -- ...` (tsx).
/** `relomove`: the staff CLI's entry point. Everything testable lives in program.ts and commands/. */
import { cliContext, storeSettingsFromEnv } from './container';
import { processIo } from './io';
import { runCli } from './program';

const io = processIo();
process.exitCode = await runCli(process.argv.slice(2), cliContext(io, storeSettingsFromEnv(process.env)));
