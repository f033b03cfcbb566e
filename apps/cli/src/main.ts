// Entry point of the `asperity` command line. bin/asperity.js calls `run`; tests call it in-process with
// a capturing CliIo, so nothing here may call process.exit.
import { Command, CommanderError } from 'commander';
import { CliError } from './cli-error.ts';
import { commands } from './commands/index.ts';
import { processIo, type CliIo } from './io.ts';
import { readCliVersion } from './version.ts';

export function createProgram(io: CliIo): Command {
  const program = new Command('asperity')
    .description('Asperity command line: surface-topography files — inspect, convert, analyse')
    .version(readCliVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  for (const command of commands) command.register(program, io);
  return program;
}

/** Runs the CLI on the user's arguments (without node and the script path); resolves to the exit code. */
export async function run(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has already printed help, the version or its own error message.
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliError) {
      io.stderr(`asperity: ${error.message}\n`);
      return error.exitCode;
    }
    io.stderr(`asperity: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
