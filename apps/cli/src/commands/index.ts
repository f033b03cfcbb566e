// The command registry: a new command is one file in this folder plus one line here.
import type { CliCommand } from './command.ts';
import { adminCommand } from './admin.ts';
import { applyCommand } from './apply.ts';
import { convertCommand } from './convert.ts';
import { demoCommand } from './demo.ts';
import { formatsCommand } from './formats.ts';
import { infoCommand } from './info.ts';
import { opsCommand } from './ops.ts';
import { paramsCommand } from './params.ts';
import { parametersCommand } from './parameters.ts';

export type { CliCommand } from './command.ts';

export const commands: readonly CliCommand[] = [
  demoCommand,
  infoCommand,
  convertCommand,
  formatsCommand,
  paramsCommand,
  parametersCommand,
  opsCommand,
  applyCommand,
  adminCommand,
];
