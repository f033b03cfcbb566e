import type { Command } from 'commander';
import type { CliIo } from '../io.ts';

/**
 * One CLI command. `register` adds it with `program.command(name)` (not addCommand) so it inherits the
 * program's exit and output settings, which `run` relies on to return exit codes instead of exiting.
 */
export interface CliCommand {
  readonly name: string;
  readonly register: (program: Command, io: CliIo) => void;
}
