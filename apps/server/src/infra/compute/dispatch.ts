// Runs one task message against a registry and marks large result buffers for transfer.
// Shared by the real worker entry and by test workers that add tasks of their own.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { TaskDefinition, TaskMessage } from './tasks.ts';

export type TaskRegistry = Readonly<Record<string, TaskDefinition<never, unknown>>>;

export class UnknownTaskError extends Error {
  override readonly name = 'UnknownTaskError';
}

export function dispatch(registry: TaskRegistry, message: TaskMessage): unknown {
  const definition = Object.hasOwn(registry, message.task) ? registry[message.task] : undefined;
  if (definition === undefined) throw new UnknownTaskError(`unknown compute task "${message.task}"`);
  const output = definition.run(message.input as never);
  const buffers = definition.transferResult?.(output) ?? [];
  if (buffers.length === 0) return output;
  return move({ [transferableSymbol]: buffers, [valueSymbol]: output } as unknown as Parameters<
    typeof move
  >[0]);
}
