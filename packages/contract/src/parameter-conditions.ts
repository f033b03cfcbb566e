// When an operator parameter means something: the tip's half-angle only for a cone or a pyramid, the
// polynomial degree of Adjust Rows only for the polynomial method. The condition travels with the
// parameter's schema as JSON-schema metadata (`appliesWhen`), so every reader of the contract — the
// generated dialog, the CLI's list, docs/operators.md — learns it from the one place it is declared.
import type { z } from 'zod';

/** Another parameter's name → the values for which this parameter applies. */
export type ParameterCondition = Readonly<Record<string, readonly (string | boolean)[]>>;

/** The schema of a parameter that applies only when `condition` holds. */
export function appliesWhen<Schema extends z.ZodType>(schema: Schema, condition: ParameterCondition): Schema {
  return schema.meta({ appliesWhen: condition });
}

/**
 * Whether a condition holds for the parameters given (with their defaults filled or not): a parameter
 * the condition names and `params` lacks takes `defaults[name]`.
 */
export function conditionHolds(
  condition: ParameterCondition | undefined,
  params: Readonly<Record<string, unknown>>,
  defaults: Readonly<Record<string, unknown>> = {},
): boolean {
  if (!condition) return true;
  return Object.entries(condition).every(([name, allowed]) => {
    const value = name in params ? params[name] : defaults[name];
    return (allowed as readonly unknown[]).includes(value);
  });
}

/** Reads a parameter's condition back from its JSON-schema property. */
export function conditionOf(property: { appliesWhen?: unknown } | undefined): ParameterCondition | undefined {
  const condition = property?.appliesWhen;
  if (typeof condition !== 'object' || condition === null) return undefined;
  const entries = Object.entries(condition).filter(
    (entry): entry is [string, (string | boolean)[]] =>
      Array.isArray(entry[1]) &&
      entry[1].every((value) => typeof value === 'string' || typeof value === 'boolean'),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
