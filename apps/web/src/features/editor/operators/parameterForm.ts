// The state of an operator's generated form and its translation to the step's parameters: numbers are
// typed as text in the user's locale and display unit (parseLocaleNumber, UNIT_SCALE), then the whole
// parameter object is checked by the operator's own zod schema, and each issue becomes a message on
// the field it concerns. An empty optional number is left out, so the contract's default applies; so
// is a field whose condition does not hold (it is hidden: the operator ignores it).
import { conditionHolds, decimalSeparator, operatorContracts, parseLocaleNumber } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import { UNIT_SCALE, type ParameterField, type ParameterUnit } from './parameterFields.ts';

export type RowValue = Readonly<Record<string, string>>;
export type FieldValue = string | boolean | readonly string[] | readonly RowValue[];
export type FormValues = Readonly<Record<string, FieldValue>>;

/** A message for a field: react-intl id and its values. */
export interface FieldProblem {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}
export type FormProblems = Readonly<Record<string, FieldProblem>>;
/** The key of a problem that concerns no single field. */
export const FORM_PROBLEM = '';

/** Removes the binary noise of a unit conversion (8e-4 / 1e-6 = 800.0000000000001). */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** A contract value (metres, 1/m, …) as the user reads it, in the locale. */
export function formatForInput(value: number, unit: ParameterUnit, locale: string): string {
  return String(tidy(value / UNIT_SCALE[unit])).replace('.', decimalSeparator(locale));
}

/** Typed text → contract value; undefined when it is not a number. */
export function parseInput(text: string, unit: ParameterUnit, locale: string): number | undefined {
  const value = parseLocaleNumber(text, locale);
  return value === undefined ? undefined : tidy(value * UNIT_SCALE[unit]);
}

/** The form as it opens: each parameter's default (or the previous values for the same operator). */
export function initialValues(fields: readonly ParameterField[], locale: string): FormValues {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    switch (field.kind) {
      case 'number':
        values[field.name] =
          field.default === undefined ? '' : formatForInput(field.default, field.unit, locale);
        break;
      case 'enum':
        values[field.name] = field.default ?? field.values[0] ?? '';
        break;
      case 'boolean':
        values[field.name] = field.default;
        break;
      case 'file':
        values[field.name] = '';
        break;
      case 'files':
      case 'rows':
        values[field.name] = [];
        break;
      case 'text':
        values[field.name] = field.default ?? '';
        break;
    }
  }
  return values;
}

export interface FormOutcome {
  /** The step's parameters when the form is valid. */
  readonly params?: Record<string, unknown>;
  readonly problems: FormProblems;
}

const asText = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue | undefined): readonly string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const asRows = (value: FieldValue | undefined): readonly RowValue[] =>
  Array.isArray(value) ? value.filter((item): item is RowValue => typeof item === 'object') : [];

const NOT_A_NUMBER: FieldProblem = { id: 'error.invalid-number' };

/** Whether a field applies with the form's current values (enums and switches decide). */
export function isApplicable(field: ParameterField, values: FormValues): boolean {
  return conditionHolds(field.appliesWhen, values);
}

/** Reads the typed values into parameters; numbers that do not parse are problems already. */
function readValues(
  fields: readonly ParameterField[],
  values: FormValues,
  locale: string,
): { params: Record<string, unknown>; problems: Record<string, FieldProblem> } {
  const params: Record<string, unknown> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    if (!isApplicable(field, values)) continue;
    const value = values[field.name];
    switch (field.kind) {
      case 'number': {
        const text = asText(value).trim();
        if (text === '') break;
        const number = parseInput(text, field.unit, locale);
        if (number === undefined) problems[field.name] = NOT_A_NUMBER;
        else params[field.name] = number;
        break;
      }
      case 'enum':
      case 'text':
      case 'file': {
        const text = asText(value);
        if (text !== '') params[field.name] = text;
        break;
      }
      case 'boolean':
        params[field.name] = value === true;
        break;
      case 'files':
        params[field.name] = [...asList(value)];
        break;
      case 'rows': {
        const rows = asRows(value).map((row) =>
          Object.fromEntries(
            field.columns.map((column) => [column, parseInput(row[column] ?? '', field.unit, locale)]),
          ),
        );
        if (rows.some((row) => Object.values(row).some((cell) => cell === undefined)))
          problems[field.name] = NOT_A_NUMBER;
        else params[field.name] = rows;
        break;
      }
    }
  }
  return { params, problems };
}

interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly input?: unknown;
}

/** A bound in the unit the user types, as text of the locale. */
function shownBound(bound: number | bigint | undefined, field: ParameterField, locale: string): string {
  const value = Number(bound ?? 0);
  return field.kind === 'number' || field.kind === 'rows'
    ? formatForInput(value, field.unit, locale)
    : String(value);
}

/** The message of one schema issue on a field. */
function problemOf(issue: ZodIssueLike, field: ParameterField, locale: string): FieldProblem {
  const isList = field.kind === 'files';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { id: 'editor.operators.invalid.integer' };
      return {
        id:
          isList || field.kind === 'file'
            ? 'editor.operators.invalid.file'
            : 'editor.operators.invalid.required',
      };
    case 'too_small':
      if (isList)
        return { id: 'editor.operators.invalid.filesMin', values: { min: Number(issue.minimum ?? 0) } };
      return {
        id: issue.inclusive === false ? 'editor.operators.invalid.above' : 'editor.operators.invalid.min',
        values: { min: shownBound(issue.minimum, field, locale) },
      };
    case 'too_big':
      if (isList)
        return { id: 'editor.operators.invalid.filesMax', values: { max: Number(issue.maximum ?? 0) } };
      return {
        id: issue.inclusive === false ? 'editor.operators.invalid.below' : 'editor.operators.invalid.max',
        values: { max: shownBound(issue.maximum, field, locale) },
      };
    case 'custom':
      // The contract's refinements: the odd kernel size and the glitch thresholds' order.
      if (field.name === 'size') return { id: 'editor.operators.invalid.odd' };
      if (field.name === 'thresholdLow') return { id: 'editor.operators.invalid.lowAboveHigh' };
      // A file a condition requires (the measured tip's).
      if (field.kind === 'file') return { id: 'editor.operators.invalid.file' };
      return { id: 'editor.operators.invalid.value' };
    default:
      return { id: 'editor.operators.invalid.value' };
  }
}

/** The step's parameters, or the problems to show beside the fields. */
export function validateForm(
  id: OperatorId,
  fields: readonly ParameterField[],
  values: FormValues,
  locale: string,
): FormOutcome {
  const read = readValues(fields, values, locale);
  const problems = { ...read.problems };
  const parsed = operatorContracts[id].params.safeParse(read.params);
  if (!parsed.success) {
    for (const issue of parsed.error.issues as readonly ZodIssueLike[]) {
      const name = issue.path[0];
      const field = fields.find((candidate) => candidate.name === name);
      if (!field) {
        // An issue of the parameters as a whole: shown above the fields.
        problems[FORM_PROBLEM] ??= { id: 'editor.operators.invalid.value' };
        continue;
      }
      // An issue of a field that already shows "not a number" is about the value left out.
      if (problems[field.name]) continue;
      problems[field.name] = problemOf(issue, field, locale);
    }
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { params: read.params, problems };
}
