// The key parameters of a history step as its list row shows them ("Gaussian filter · Cut-off 250 µm"):
// the parameters the user set away from the contract default (required ones always), at most
// three, file guids replaced by a count — a row names the step, the dialog holds the details.
import { operatorContract } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import { formatForInput } from './parameterForm.ts';
import {
  parameterFields,
  parameterValueId,
  type ParameterField,
  type ParameterUnit,
} from './parameterFields.ts';

export const SUMMARY_MAX_PARAMETERS = 3;

export type SummaryValue =
  | { readonly text: string; readonly unit?: ParameterUnit }
  | { readonly id: string; readonly values?: Readonly<Record<string, string | number>> };

export interface SummaryItem {
  readonly name: string;
  readonly value: SummaryValue;
}

function itemOf(field: ParameterField, value: unknown, locale: string): SummaryValue | undefined {
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number' || (!field.required && value === field.default)) return undefined;
      return {
        text: formatForInput(value, field.unit, locale),
        ...(field.unit !== 'none' ? { unit: field.unit } : {}),
      };
    case 'enum':
      if (typeof value !== 'string' || value === field.default) return undefined;
      return { id: parameterValueId(value) };
    case 'boolean':
      if (typeof value !== 'boolean' || value === field.default) return undefined;
      return { id: value ? 'editor.operators.history.on' : 'editor.operators.history.off' };
    case 'file':
      return typeof value === 'string' && value
        ? { id: 'editor.operators.history.files', values: { count: 1 } }
        : undefined;
    case 'files':
      return Array.isArray(value) && value.length > 0
        ? { id: 'editor.operators.history.files', values: { count: value.length } }
        : undefined;
    case 'rows':
      return Array.isArray(value) && value.length > 0 ? { text: String(value.length) } : undefined;
    case 'text':
      return typeof value === 'string' && value !== field.default ? { text: value } : undefined;
  }
}

/** The parameters worth naming in a step's row; empty for an operator unknown to this version. */
export function stepSummary(
  op: string,
  params: Readonly<Record<string, unknown>>,
  locale: string,
): SummaryItem[] {
  if (!operatorContract(op)) return [];
  const items: SummaryItem[] = [];
  for (const field of parameterFields(op as OperatorId)) {
    const value = itemOf(field, params[field.name], locale);
    if (value) items.push({ name: field.name, value });
    if (items.length === SUMMARY_MAX_PARAMETERS) break;
  }
  return items;
}
