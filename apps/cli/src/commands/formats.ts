// `asperity formats [--markdown] [--output FILE]`: the format registry — a plain list, or the
// Markdown page committed as docs/formats.md (regenerate with the command in formats-doc.ts).
import { writeFile } from 'node:fs/promises';
import { formats } from '@asperity/core';
import type { CliCommand } from './command.ts';
import { formatsMarkdown } from './formats-doc.ts';

export const formatsCommand: CliCommand = {
  name: 'formats',
  register: (program, io) => {
    program
      .command('formats')
      .description('list the supported formats (--markdown: the docs/formats.md page)')
      .option(
        '--markdown',
        'print the Markdown table of docs/formats.md, with the real files each reader is verified against',
      )
      .option('-o, --output <file>', 'write to a file instead of standard output')
      .action(async (options: { markdown?: boolean; output?: string }) => {
        const text = options.markdown
          ? formatsMarkdown()
          : formats
              .map(
                (f) =>
                  `${f.id.padEnd(20)} ${(f.read ? 'r' : '-') + (f.write ? 'w' : '-')}  ${f.extensions.map((e) => `.${e}`).join(' ')}  ${f.name}`,
              )
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
