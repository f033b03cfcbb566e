// Writes Gwyddion's object serialisation (GWY File Format, see gwy-serialization.ts): the inverse
// of the reader, limited to the component types a data-field container needs.
import { strToU8 } from 'fflate';

export type GwyWriteValue =
  | { readonly kind: 'i'; readonly value: number }
  | { readonly kind: 'd'; readonly value: number }
  | { readonly kind: 's'; readonly value: string }
  | { readonly kind: 'o'; readonly value: GwyWriteObject }
  | { readonly kind: 'D'; readonly value: Float64Array };

export interface GwyWriteObject {
  readonly type: string;
  readonly components: ReadonlyArray<readonly [string, GwyWriteValue]>;
}

const cString = (text: string): Uint8Array => {
  const utf8 = strToU8(text);
  const out = new Uint8Array(utf8.length + 1);
  out.set(utf8);
  return out;
};

function u32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value, true);
  return out;
}

function encodeValue(value: GwyWriteValue): Uint8Array[] {
  switch (value.kind) {
    case 'i': {
      const out = new Uint8Array(4);
      new DataView(out.buffer).setInt32(0, value.value, true);
      return [out];
    }
    case 'd': {
      const out = new Uint8Array(8);
      new DataView(out.buffer).setFloat64(0, value.value, true);
      return [out];
    }
    case 's':
      return [cString(value.value)];
    case 'o':
      return [encodeObject(value.value)];
    case 'D': {
      const out = new Uint8Array(value.value.length * 8);
      const view = new DataView(out.buffer);
      value.value.forEach((v, i) => view.setFloat64(i * 8, v, true));
      return [u32(value.value.length), out];
    }
  }
}

export function encodeObject(object: GwyWriteObject): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const [name, value] of object.components) {
    parts.push(cString(name), new Uint8Array([value.kind.charCodeAt(0)]), ...encodeValue(value));
  }
  const size = parts.reduce((sum, p) => sum + p.length, 0);
  return concat([cString(object.type), u32(size), ...parts]);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
