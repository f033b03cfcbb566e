// Every image operator, by id: the one place to add one (a new file plus one line here). The contract
// (packages/contract/src/operators.ts) pairs each id with its parameter schema and plan feature; the
// server applies them in the compute pool as steps of a file's operation history.
import type { OperatorDefinition } from './define-operator.ts';
import { levelPlane } from './level-plane.ts';
import { fftFilter } from './fft-filter.ts';

export const operators = [levelPlane, fftFilter] as const satisfies readonly OperatorDefinition<
  string,
  never
>[];

export type OperatorId = (typeof operators)[number]['id'];

const byId = new Map<string, (typeof operators)[number]>(operators.map((o) => [o.id, o]));

/** The operator with this id, or undefined. */
export function findOperator(id: string): (typeof operators)[number] | undefined {
  return byId.get(id);
}
