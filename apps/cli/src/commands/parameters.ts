// `asperity parameters [--markdown] [--output FILE]`: the areal parameter registry — a plain list, or
// the Markdown page committed as docs/parameters.md (areal and profile parameters, analyses; regenerate
// with the command in parameters-doc.ts).
import { writeFile } from 'node:fs/promises';
import { arealParameters } from '@asperity/core';
import type { CliCommand } from './command.ts';
import { parametersMarkdown } from './parameters-doc.ts';
import { SI_UNIT_OF_KIND } from './si-units.ts';

export const parametersCommand: CliCommand = {
  name: 'parameters',
  register: (program, io) => {
    program
      .command('parameters')
      .description(
        'list the areal parameters (--markdown: the docs/parameters.md page: areal and profile parameters, analyses)',
      )
      .option(
        '--markdown',
        'print the Markdown table of docs/parameters.md, with the measured Gwyddion agreement',
      )
      .option('-o, --output <file>', 'write to a file instead of standard output')
      .action(async (options: { markdown?: boolean; output?: string }) => {
        const text = options.markdown
          ? parametersMarkdown()
          : arealParameters
              .map((p) => `${p.id.padEnd(8)} ${SI_UNIT_OF_KIND[p.kind].padEnd(13)} ${p.standard}  ${p.name}`)
              .join('\n') + '\n';
        if (options.output) {
          await writeFile(options.output, text);
          io.stdout(`wrote ${options.output}\n`);
        } else {
          io.stdout(text);
        }
      });
  },
};
