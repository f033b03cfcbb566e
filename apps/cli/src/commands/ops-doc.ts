// docs/operators.md: every image operator of the registry with its plan, parameters and defaults, read
// from the contract's schemas (regenerate with the command below; a unit test fails while it is stale).
import { findOperator, operators } from '@asperity/core';
import {
  featureMinTier,
  operatorContracts,
  operatorParameterDocs,
  planName,
  type ParameterCondition,
} from '@asperity/contract';

export const operatorsDocCommand = 'npx asperity ops --markdown --output docs/operators.md';

function formatDefault(value: unknown): string {
  return value === undefined ? '' : `\`${JSON.stringify(value)}\``;
}

/** "only when shape is cone or pyramid": when a parameter applies (the others are ignored). */
export function conditionText(condition: ParameterCondition | undefined): string {
  if (!condition) return '';
  const clauses = Object.entries(condition).map(
    ([name, values]) => `\`${name}\` is ${values.map((value) => `\`${String(value)}\``).join(' or ')}`,
  );
  return `only when ${clauses.join(' and ')}`;
}

export function operatorsMarkdown(): string {
  const lines = [
    '# Image operators',
    '',
    `Generated from the operator registry (\`packages/core/src/ops/registry.ts\`) and the parameter schemas (\`packages/contract/src/operators.ts\`) by \`${operatorsDocCommand}\`; a unit test fails while this page is stale.`,
    '',
    'Apply them in the editor (as steps of the operation history) or from the command line: `asperity apply FILE --op ID[:key=value,...] [--op ...] -o OUT`. Lengths are in metres, angles in degrees. Two level operators may not follow each other (`level-consecutive-operators`). On the command line, parameters that name other files (`…FileGuid`, `…FileGuids`) take paths, several separated by `;`: `--op stitch:otherFileGuids=b.x3p;c.x3p`.',
    '',
  ];
  for (const { id } of operators) {
    const operator = findOperator(id);
    const contract = operatorContracts[id];
    lines.push(`## \`${id}\``, '', operator?.title ?? '', '');
    lines.push(`Plan: ${planName(featureMinTier(contract.feature))} (feature \`${contract.feature}\`).`, '');
    if ('pointParameters' in contract) {
      const pairs = contract.pointParameters.map(([column, row]) => `\`${column}\`/\`${row}\``).join(', ');
      lines.push(`In the editor, click the points (${pairs}) on the dialog's colour map.`, '');
    }
    if ('areaParameters' in contract)
      lines.push(
        `In the editor, drag the rectangle (${contract.areaParameters.map((n) => `\`${n}\``).join(', ')}) on the dialog's colour map.`,
        '',
      );
    const parameters = operatorParameterDocs(id);
    if (parameters.length === 0) {
      lines.push('No parameters.', '');
      continue;
    }
    lines.push('| parameter | type | default | range | description |', '|---|---|---|---|---|');
    for (const p of parameters) {
      const range =
        p.minimum !== undefined || p.maximum !== undefined ? `${p.minimum ?? ''} … ${p.maximum ?? ''}` : '';
      const description = [p.description, conditionText(p.appliesWhen)].filter(Boolean).join('; ');
      lines.push(`| \`${p.name}\` | ${p.type} | ${formatDefault(p.default)} | ${range} | ${description} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
