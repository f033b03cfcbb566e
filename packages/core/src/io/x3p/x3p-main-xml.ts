// The main.xml document of an x3p file (ISO 25178-72:2017, the ISO 5436-2 XML schema published by
// openGPS at http://www.opengps.eu/2008/ISO5436_2/ISO5436_2.xsd), parsed into what the reader
// needs. Writers differ: the root is `p:ISO5436_2` with the namespace, `ISO5436_2` or `ISO5436`
// without it (x3ptools), so namespace prefixes are removed before looking at element names.
import { XMLParser } from 'fast-xml-parser';
import { SurfaceError } from '../../surface/surface-error.ts';

/** I = int16, L = int32, F = float32, D = float64 (ISO 5436-2 Record1/Axes/C?/DataType). */
export type X3pDataType = 'I' | 'L' | 'F' | 'D';

export interface X3pAxis {
  /** 'I' incremental (position = offset + index × increment) or 'A' absolute (stored per point). */
  readonly axisType: 'I' | 'A';
  readonly dataType: X3pDataType | undefined;
  /** Metres per step; undefined when absent. */
  readonly increment: number | undefined;
  readonly offset: number;
}

export interface X3pMainDocument {
  /** SUR (surface), PRF (profile) or PCL (point cloud). */
  readonly featureType: string;
  readonly cx: X3pAxis;
  readonly cy: X3pAxis;
  readonly cz: X3pAxis;
  /** MatrixDimension SizeX/SizeY/SizeZ, or undefined for a list (ListDimension). */
  readonly matrix: { readonly sizeX: number; readonly sizeY: number; readonly sizeZ: number } | undefined;
  readonly listDimension: number | undefined;
  readonly pointDataLink: string | undefined;
  readonly validPointsLink: string | undefined;
  /** DataList/Datum texts ('' for an empty, i.e. invalid, point), when the data is inline. */
  readonly dataList: readonly string[] | undefined;
  /** Record2 fields flattened to 'Instrument.Manufacturer' style keys. */
  readonly record2: Readonly<Record<string, string>>;
}

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Numbers stay text: the reader parses them itself and must see '' for an empty Datum.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'Datum',
});

export function parseX3pMainXml(text: string): X3pMainDocument {
  // Entity declarations are never needed by x3p and would let a file expand itself in memory.
  if (/<!ENTITY/i.test(text)) {
    throw new SurfaceError('corrupt-file', 'x3p main.xml declares XML entities, which are not accepted');
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SurfaceError('corrupt-file', `x3p main.xml is not well-formed XML: ${String(error)}`, {
      cause: error,
    });
  }
  const root = asNode(parsed);
  const document = asNode(root?.['ISO5436_2'] ?? root?.['ISO5436']);
  if (document === undefined) {
    throw new SurfaceError('corrupt-file', 'x3p main.xml has no ISO5436_2 root element');
  }
  const record1 = required(document, 'Record1');
  const axes = required(record1, 'Axes');
  const record3 = asNode(document['Record3']) ?? {};
  const matrixNode = asNode(record3['MatrixDimension']);
  const dataLink = asNode(record3['DataLink']);
  const dataListNode = record3['DataList'];
  return {
    featureType: text1(record1, 'FeatureType') ?? 'SUR',
    cx: parseAxis(required(axes, 'CX'), 'CX'),
    cy: parseAxis(required(axes, 'CY'), 'CY'),
    cz: parseAxis(required(axes, 'CZ'), 'CZ'),
    matrix:
      matrixNode === undefined
        ? undefined
        : {
            sizeX: integerField(matrixNode, 'SizeX'),
            sizeY: integerField(matrixNode, 'SizeY'),
            sizeZ: optionalInteger(matrixNode, 'SizeZ') ?? 1,
          },
    listDimension: optionalInteger(record3, 'ListDimension'),
    pointDataLink: dataLink === undefined ? undefined : text1(dataLink, 'PointDataLink'),
    validPointsLink: dataLink === undefined ? undefined : text1(dataLink, 'ValidPointsLink'),
    dataList: dataListNode === undefined ? undefined : datumTexts(dataListNode),
    record2: flatten(asNode(document['Record2']) ?? {}),
  };
}

function asNode(value: unknown): XmlNode | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as XmlNode)
    : undefined;
}

function required(node: XmlNode, name: string): XmlNode {
  const child = asNode(node[name]);
  if (child === undefined) throw new SurfaceError('corrupt-file', `x3p main.xml lacks ${name}`);
  return child;
}

/** The text of a simple child element; empty elements parse to '' and count as absent. */
function text1(node: XmlNode, name: string): string | undefined {
  const value = node[name];
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function numberField(node: XmlNode, name: string, axis: string): number | undefined {
  const text = text1(node, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) {
    throw new SurfaceError('corrupt-file', `x3p ${axis}/${name} is not a number: '${text}'`);
  }
  return value;
}

function optionalInteger(node: XmlNode, name: string): number | undefined {
  const text = text1(node, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new SurfaceError('corrupt-file', `x3p ${name} is not a count: '${text}'`);
  }
  return value;
}

function integerField(node: XmlNode, name: string): number {
  const value = optionalInteger(node, name);
  if (value === undefined) throw new SurfaceError('corrupt-file', `x3p main.xml lacks ${name}`);
  return value;
}

function parseAxis(node: XmlNode, axis: string): X3pAxis {
  const axisType = text1(node, 'AxisType');
  if (axisType !== 'I' && axisType !== 'A') {
    throw new SurfaceError('corrupt-file', `x3p ${axis}/AxisType must be I or A, got '${axisType ?? ''}'`);
  }
  const dataType = text1(node, 'DataType');
  if (
    dataType !== undefined &&
    dataType !== 'I' &&
    dataType !== 'L' &&
    dataType !== 'F' &&
    dataType !== 'D'
  ) {
    throw new SurfaceError('corrupt-file', `x3p ${axis}/DataType must be I, L, F or D, got '${dataType}'`);
  }
  return {
    axisType,
    dataType,
    increment: numberField(node, 'Increment', axis),
    offset: numberField(node, 'Offset', axis) ?? 0,
  };
}

function datumTexts(node: unknown): string[] {
  const list = asNode(node);
  if (list === undefined) return []; // <DataList/> or <DataList></DataList>
  const datums = list['Datum'];
  if (!Array.isArray(datums)) return [];
  return datums.map((d) => (typeof d === 'string' ? d : typeof d === 'number' ? String(d) : ''));
}

/** Record2 (date, creator, instrument, probing system, comment) as 'A.B' → text. */
function flatten(node: XmlNode, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const name = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string' || typeof value === 'number') {
      if (String(value) !== '') out[name] = String(value);
    } else {
      const child = asNode(value);
      if (child !== undefined) flatten(child, name, out);
    }
  }
  return out;
}
