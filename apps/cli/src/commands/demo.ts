// `asperity demo`: writes the seeded demo surface (the landing page's hero) as a CSV height matrix, to try
// the other commands and the importers on a known surface without an instrument file.
import { open } from 'node:fs/promises';
import { DEMO_SURFACE_MAX_SIDE, generateDemoSurface } from '@asperity/core';
import { writeCsvMatrix } from '../csv-matrix.ts';
import { integerInRange } from '../options.ts';
import type { CliCommand } from './command.ts';

interface DemoOptions {
  output: string;
  nx: number;
  ny: number;
  seed: number;
}

export const demoCommand: CliCommand = {
  name: 'demo',
  register: (program, io) => {
    program
      .command('demo')
      .description('write the demo surface (1 mm wide) as a CSV height matrix in metres, one line per row')
      .requiredOption('-o, --output <file>', 'CSV file to write, or - for standard output')
      .option('--nx <n>', 'columns', integerInRange(2, DEMO_SURFACE_MAX_SIDE), 256)
      .option('--ny <n>', 'rows', integerInRange(2, DEMO_SURFACE_MAX_SIDE), 256)
      .option(
        '--seed <s>',
        'seed of the generator (same seed, same surface)',
        integerInRange(0, 2 ** 32 - 1),
        1,
      )
      .action(async (options: DemoOptions) => {
        const surface = generateDemoSurface({ nx: options.nx, ny: options.ny, seed: options.seed });
        if (options.output === '-') {
          await writeCsvMatrix(surface, io.stdout);
          return;
        }
        const file = await open(options.output, 'w');
        try {
          await writeCsvMatrix(surface, async (chunk) => {
            await file.write(chunk);
          });
        } finally {
          await file.close();
        }
        const widthMm = surface.nx * surface.dx * 1e3;
        const heightMm = surface.ny * surface.dy * 1e3;
        io.stdout(
          `wrote ${surface.nx} × ${surface.ny} demo surface (${widthMm.toPrecision(3)} mm × ` +
            `${heightMm.toPrecision(3)} mm, seed ${options.seed}) to ${options.output}\n`,
        );
      });
  },
};
