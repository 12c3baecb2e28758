#!/usr/bin/env node
import { processIO } from './io.ts';
import { main } from './main.ts';

/** The `lightsout` binary: runs the command line and sets the exit code; output drains before exit. */
process.exitCode = await main(process.argv.slice(2), processIO());
