#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so `npx asperity` works right after `npm ci` without a build.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/main.ts');
process.exitCode = await run(process.argv.slice(2));
