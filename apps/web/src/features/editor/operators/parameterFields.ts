// The input fields of an operator's dialog, GENERATED from its contract (operatorParameterDocs for
// names, types, defaults and bounds; the JSON schema of its zod parameters for what the docs fold
// away: which parameters are required and the shape of list items). Nothing here is written per
// operator, so a parameter added to the contract gets its field without web changes — only its label
// (messages.ts, checked by the unit test) is needed.
import { operatorContracts, operatorParameterDocs, type ParameterCondition } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';
import { z } from 'zod';

/**
 * What a parameter's number measures, read from the end of its contract description ("apex radius, m",
 * "kernel side, pixels (odd)", "radius of every spot, 1/m"). Lengths are typed in µm and spatial
 * frequencies in 1/mm: the sizes a surface measurement has (the contract itself is in metres).
 */
export type ParameterUnit = 'length' | 'frequency' | 'pixels' | 'degrees' | 'none';

/** Factor from the displayed unit to the contract's unit. */
export const UNIT_SCALE: Readonly<Record<ParameterUnit, number>> = {
  length: 1e-6,
  frequency: 1e3,
  pixels: 1,
  degrees: 1,
  none: 1,
};

/** The unit symbols beside the inputs: the same in every language, so not messages. */
export const UNIT_SYMBOL: Readonly<Record<ParameterUnit, string>> = {
  length: 'µm',
  frequency: '1/mm',
  pixels: 'px',
  degrees: '°',
  none: '',
};

interface FieldBase {
  readonly name: string;
  /** The contract's English description (shown as a hint under the field). */
  readonly description?: string;
  /** Shown and sent only while this holds for the other fields' values (the tip's half-angle…). */
  readonly appliesWhen?: ParameterCondition;
}

export type ParameterField =
  | (FieldBase & {
      readonly kind: 'number';
      readonly integer: boolean;
      readonly unit: ParameterUnit;
      readonly required: boolean;
      readonly default?: number;
      readonly minimum?: number;
      readonly maximum?: number;
    })
  | (FieldBase & { readonly kind: 'enum'; readonly values: readonly string[]; readonly default?: string })
  | (FieldBase & { readonly kind: 'boolean'; readonly default: boolean })
  /** A `…FileGuid` parameter: one other file of the user's library. */
  | (FieldBase & { readonly kind: 'file'; readonly required: boolean })
  /** A `…FileGuids` parameter: an ordered list of other files. */
  | (FieldBase & { readonly kind: 'files'; readonly minItems: number; readonly maxItems?: number })
  /** A list of records of numbers (the FFT filter's frequency spots {fx, fy}). */
  | (FieldBase & {
      readonly kind: 'rows';
      readonly columns: readonly string[];
      readonly unit: ParameterUnit;
      readonly maxItems?: number;
    })
  /** Free text (no operator has one today; the generator stays total). */
  | (FieldBase & { readonly kind: 'text'; readonly required: boolean; readonly default?: string });

interface JsonProperty {
  type?: string;
  items?: JsonProperty;
  properties?: Record<string, JsonProperty>;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonProperty[];
}

interface JsonObjectSchema {
  properties?: Record<string, JsonProperty>;
  required?: string[];
}

export function unitOf(description: string | undefined): ParameterUnit {
  if (!description) return 'none';
  if (/(^|, )m$/.test(description)) return 'length';
  if (/(^|, |\()1\/m(\)|$)/.test(description)) return 'frequency';
  if (/\bpixels\b/.test(description)) return 'pixels';
  if (/\bdegrees\b/.test(description)) return 'degrees';
  return 'none';
}

function inputSchema(id: OperatorId): JsonObjectSchema {
  return z.toJSONSchema(operatorContracts[id].params, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonObjectSchema;
}

/** The array variant of a property (a property may be `array | string`, as the FFT spots are). */
function arrayVariant(property: JsonProperty | undefined): JsonProperty | undefined {
  if (!property) return undefined;
  if (property.type === 'array') return property;
  return property.anyOf?.find((variant) => variant.type === 'array');
}

/** The fields of an operator's dialog, in parameter order. */
export function parameterFields(id: OperatorId): ParameterField[] {
  const schema = inputSchema(id);
  const required = new Set(schema.required ?? []);
  return operatorParameterDocs(id).map((doc): ParameterField => {
    const base: FieldBase = {
      name: doc.name,
      ...(doc.description ? { description: doc.description } : {}),
      ...(doc.appliesWhen ? { appliesWhen: doc.appliesWhen } : {}),
    };
    const property = schema.properties?.[doc.name];
    const array = arrayVariant(property);
    if (doc.name.endsWith('FileGuids') && array) {
      return {
        ...base,
        kind: 'files',
        minItems: array.minItems ?? 0,
        ...(array.maxItems !== undefined ? { maxItems: array.maxItems } : {}),
      };
    }
    if (doc.name.endsWith('FileGuid')) return { ...base, kind: 'file', required: required.has(doc.name) };
    if (array?.items?.properties) {
      return {
        ...base,
        kind: 'rows',
        columns: Object.keys(array.items.properties),
        unit: unitOf(doc.description),
        ...(array.maxItems !== undefined ? { maxItems: array.maxItems } : {}),
      };
    }
    if (doc.type === 'boolean') return { ...base, kind: 'boolean', default: doc.default === true };
    if (doc.type === 'number' || doc.type === 'integer') {
      return {
        ...base,
        kind: 'number',
        integer: doc.type === 'integer',
        unit: unitOf(doc.description),
        required: required.has(doc.name),
        ...(typeof doc.default === 'number' ? { default: doc.default } : {}),
        ...(doc.minimum !== undefined ? { minimum: doc.minimum } : {}),
        ...(doc.maximum !== undefined ? { maximum: doc.maximum } : {}),
      };
    }
    if (doc.type.includes('|')) {
      return {
        ...base,
        kind: 'enum',
        values: doc.type.split('|'),
        ...(typeof doc.default === 'string' ? { default: doc.default } : {}),
      };
    }
    return {
      ...base,
      kind: 'text',
      required: required.has(doc.name),
      ...(typeof doc.default === 'string' ? { default: doc.default } : {}),
    };
  });
}

export const parameterLabelId = (name: string): string => `editor.operators.param.${name}`;
export const parameterValueId = (value: string): string => `editor.operators.value.${value}`;
