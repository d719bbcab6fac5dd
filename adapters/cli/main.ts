#!/usr/bin/env -S npx tsx
/** `relomove`: the staff CLI's entry point. Everything testable lives in program.ts and commands/. */
import { cliDependencies } from './container';
import { ExitCode, processIo } from './io';
import { runCli } from './program';

const io = processIo();
const argv = process.argv.slice(2);
const deps = await cliDependencies();
if (deps.isErr()) {
  io.err(`Reference data could not be loaded (${deps.error.source}): ${deps.error.message}`);
  process.exitCode = ExitCode.Refused;
} else {
  process.exitCode = await runCli(argv, deps.value, io);
}
