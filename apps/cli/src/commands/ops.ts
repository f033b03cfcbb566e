// `asperity ops [--json | --markdown] [--output FILE]`: the image operators with their parameters and
// defaults (the ids `asperity apply --op` takes); --markdown prints docs/operators.md.
import { writeFile } from 'node:fs/promises';
import { findOperator, operators } from '@asperity/core';
import { featureMinTier, operatorContracts, operatorParameterDocs, planName } from '@asperity/contract';
import type { CliCommand } from './command.ts';
import { operatorsMarkdown } from './ops-doc.ts';

export function operatorsList(): {
  id: string;
  title: string;
  plan: string;
  parameters: ReturnType<typeof operatorParameterDocs>;
}[] {
  return operators.map(({ id }) => ({
    id,
    title: findOperator(id)?.title ?? '',
    plan: planName(featureMinTier(operatorContracts[id].feature)),
    parameters: operatorParameterDocs(id),
  }));
}

function plainText(): string {
  return (
    operatorsList()
      .map((o) => {
        const params = o.parameters
          .map((p) => `${p.name}=${p.default === undefined ? `<${p.type}>` : JSON.stringify(p.default)}`)
          .join(',');
        return `${o.id.padEnd(24)} ${o.plan.padEnd(9)} ${o.title}${params ? `\n${' '.repeat(35)}${params}` : ''}`;
      })
      .join('\n') + '\n'
  );
}

export const opsCommand: CliCommand = {
  name: 'ops',
  register: (program, io) => {
    program
      .command('ops')
      .description(
        'list the image operators, their plan, parameters and defaults (ids for asperity apply --op)',
      )
      .option(
        '--json',
        'print JSON: [{ id, title, plan, parameters: [{ name, type, default, minimum, maximum }] }]',
      )
      .option('--markdown', 'print the docs/operators.md page')
      .option('-o, --output <file>', 'write to a file instead of standard output')
      .action(async (options: { json?: boolean; markdown?: boolean; output?: string }) => {
        const text = options.markdown
          ? operatorsMarkdown()
          : options.json
            ? JSON.stringify(operatorsList(), null, 2) + '\n'
            : plainText();
        if (options.output) {
          await writeFile(options.output, text);
          io.stdout(`wrote ${options.output}\n`);
        } else io.stdout(text);
      });
  },
};
