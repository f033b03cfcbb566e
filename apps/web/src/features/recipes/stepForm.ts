// A recipe step's parameters as the operator form's values and back (the recipes editor edits steps with
// the operator dialogs' generated forms: features/editor/operators/ParameterForm).
import {
  formatForInput,
  initialValues,
  type FieldValue,
  type FormValues,
} from '../editor/operators/parameterForm.ts';
import type { ParameterField } from '../editor/operators/parameterFields.ts';

/** The form values showing `params` (defaults where a parameter is missing). */
export function valuesOfParams(
  fields: readonly ParameterField[],
  params: Readonly<Record<string, unknown>>,
  locale: string,
): FormValues {
  const values: Record<string, FieldValue> = { ...initialValues(fields, locale) };
  for (const field of fields) {
    const value = params[field.name];
    if (value === undefined) continue;
    switch (field.kind) {
      case 'number':
        if (typeof value === 'number') values[field.name] = formatForInput(value, field.unit, locale);
        break;
      case 'enum':
      case 'file':
      case 'text':
        if (typeof value === 'string') values[field.name] = value;
        break;
      case 'boolean':
        if (typeof value === 'boolean') values[field.name] = value;
        break;
      case 'files':
        if (Array.isArray(value))
          values[field.name] = (value as unknown[]).filter(
            (item): item is string => typeof item === 'string',
          );
        break;
      case 'rows':
        if (Array.isArray(value))
          values[field.name] = (value as unknown[]).map((row) =>
            Object.fromEntries(
              field.columns.map((column) => {
                const cell = (row as Record<string, unknown>)[column];
                return [column, typeof cell === 'number' ? formatForInput(cell, field.unit, locale) : ''];
              }),
            ),
          );
        break;
    }
  }
  return values;
}
