// ISO 25178-72 XML file format x3p (the ISO 5436-2 "XML softgauge" container of openGPS).
// Followed: ISO 25178-72:2017 and the openGPS schema ISO5436_2.xsd
// (http://www.opengps.eu/2008/ISO5436_2/ISO5436_2.xsd) with the openGPS sample descriptions
// (OpenFMC/x3p samplefiles/Sample_Files_Description_for_Doxygen.h), and Gwyddion's module notes
// (https://gwyddion.net/documentation/user-guide-en/file-formats.html, "x3p").
//
// A zip holding main.xml, point data (bindata/data.bin, or inline DataList/Datum) and optionally
// a valid-point mask (bindata/valid.bin). Also accepted: the entries nested in one folder (x3ptools
// archives), a root element without the namespace (`ISO5436`), and a bare main.xml document with
// inline data (the openGPS sample .xml files).
//
// Decisions:
// - Point order is X fastest, Y slowest: z[row = y index, col = x index], as Gwyddion 2.62 shows it.
// - x0/y0 come from the CX/CY offsets (Gwyddion 2.62 shows 0 for them; the standard defines the
//   offset as the position of the first point, which is what x0/y0 mean here).
// - Point clouds (FeatureType PCL), coordinate lists (ListDimension with absolute X/Y) and matrices
//   with absolute X or Y axes are read: coordinates forming a regular grid are taken as that grid
//   (openGPS sample3's integer Y = 1 + 2 × index gives dy = 2 m, y0 = 3 m); a profile (one Y) is a
//   line scan, resampled onto equal steps when unequal; a scattered grid in raster order is
//   resampled by separable linear interpolation with a 'nonuniform-sampling-resampled' warning
//   naming the method; unordered scattered points are refused (x3p/x3p-irregular-grid.ts).
//   Gwyddion 2.62 rejects all of these ("Only type I is supported for axis CY").
// - Multi-layer matrices (SizeZ > 1) are rejected likewise.
import { strFromU8 } from 'fflate';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { SurfaceFile } from '../../surface/surface-file.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import type { ImportWarning } from '../../surface/surface-file.ts';
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type Codecs } from '../format.ts';
import { looksLikeZip, ZipArchive } from '../zip-archive/zip-archive.ts';
import {
  decodeBinaryAbsolute,
  decodeListAbsolute,
  fitRegularAxis,
  type AbsolutePoints,
} from '../x3p/x3p-absolute-axes.ts';
import { gridFromPointList, resampleRaster, type RegularisedGrid } from '../x3p/x3p-irregular-grid.ts';
import { parseX3pMainXml, type X3pAxis, type X3pMainDocument } from '../x3p/x3p-main-xml.ts';
import { applyValidMask, decodeBinaryPoints, decodeListPoints } from '../x3p/x3p-point-data.ts';
import { writeX3p } from '../x3p/x3p-writer.ts';

const FORMAT_ID = 'x3p';

/** An archive entry's content; `owned` when no one else holds its buffer (see decodeBinaryPoints). */
interface LinkedData {
  readonly bytes: Uint8Array;
  readonly owned: boolean;
}

export const x3pFormat = defineFormat({
  id: FORMAT_ID,
  name: 'ISO 25178-72 XML (x3p, openGPS)',
  extensions: ['x3p'],
  specification:
    'ISO 25178-72:2017; openGPS ISO5436_2.xsd (http://www.opengps.eu/2008/ISO5436_2/ISO5436_2.xsd)',
  syntheticVariants: [
    {
      variant: 'point cloud (FeatureType PCL) on an exact grid, in any point order: placed on that grid',
      test: 'x3p-irregular.test.ts',
    },
    {
      variant:
        'point cloud / matrix with absolute X and Y wandering from the grid, in raster order (x or y fastest, DataList or binary): separable linear resampling with a warning',
      test: 'x3p-irregular.test.ts',
    },
    {
      variant: 'profile (FeatureType PRF) with an absolute X list: equal steps kept, unequal resampled',
      test: 'x3p-irregular.test.ts',
    },
    {
      variant: 'unordered scattered point cloud: refused (unsupported-image-type) with the reason',
      test: 'x3p-irregular.test.ts',
    },
    {
      variant: 'text or binary noise named .x3p: corrupt-file naming x3p and the first bytes',
      test: 'damaged-known-extension.test.ts',
    },
  ],
  magic(head) {
    if (looksLikeZip(head)) {
      // Entries are named in the local headers: an x3p archive has main.xml (or */main.xml). When
      // a large data.bin comes first the name is beyond the head: then only perhaps an x3p.
      return containsAscii(head, 'main.xml') ? 'yes' : 'maybe';
    }
    return hasIso5436Root(head) ? 'yes' : 'no';
  },
  read(bytes, context) {
    if (looksLikeZip(bytes)) return readArchive(bytes, context.codecs);
    // A bare main document must show its root element early; anything else is refused before
    // the whole (possibly megabytes of) text goes through the XML parser.
    if (!hasIso5436Root(bytes)) {
      throw new SurfaceError('corrupt-file', 'neither an x3p archive nor an ISO 5436-2 XML document');
    }
    return readDocument(decodeXml(bytes), undefined, '');
  },
  write(file, options) {
    const index = options?.channel ?? file.channels.findIndex((c) => c.kind === 'height');
    const channel = file.channels[index];
    // x3p heights are lengths: a phase or voltage channel written as metres would be wrong.
    if (channel?.kind !== 'height') {
      throw new SurfaceError('invalid-request', 'x3p export needs a height channel');
    }
    const m = file.metadata;
    return writeX3p(channel.surface, {
      ...optional('manufacturer', m['Instrument.Manufacturer'] ?? m['vendor']),
      ...optional('model', m['Instrument.Model']),
      ...optional('serial', m['Instrument.Serial']),
      ...optional('version', m['Instrument.Version']),
    });
  },
});

/** `{ [key]: value }` when the value exists (exactOptionalPropertyTypes-friendly spreading). */
function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

function readArchive(bytes: Uint8Array, codecs: Codecs | undefined): SurfaceFile {
  const archive = new ZipArchive(bytes, codecs);
  // The main document at the top level, or in the one folder the archive was made from.
  const mains = archive.files
    .filter((e) => /(^|\/)main\.xml$/i.test(e.name))
    .sort((a, b) => a.name.split('/').length - b.name.split('/').length);
  const main = mains[0];
  if (main === undefined) {
    throw new SurfaceError('corrupt-file', 'x3p archive without main.xml');
  }
  const folder = main.name.slice(0, main.name.length - 'main.xml'.length);
  const document = parseX3pMainXml(decodeXml(archive.read(main)));
  const readLinked = (link: string): LinkedData => {
    const path = link.replace(/\\/g, '/').replace(/^\.?\//, '');
    const entry = archive.find(folder + path) ?? archive.find(path);
    if (entry === undefined) throw new SurfaceError('corrupt-file', `x3p archive lacks ${link}`);
    return { bytes: archive.read(entry), owned: archive.ownsContent(entry) };
  };
  return readDocument(document, readLinked, main.name);
}

function readDocument(
  document: X3pMainDocument | string,
  readLinked: ((link: string) => LinkedData) | undefined,
  source: string,
): SurfaceFile {
  const doc = typeof document === 'string' ? parseX3pMainXml(document) : document;
  const absolute = doc.cx.axisType === 'A' || doc.cy.axisType === 'A';
  const { nx, ny } = gridSize(doc);
  checkGridSize(nx, ny, 'x3p matrix');
  const points = readPoints(doc, readLinked, nx * ny, absolute);
  const grid = placeOnGrid(doc, points, nx, ny);

  const { metadata, instrument, imageProperties } = describe(doc.record2);
  if (source !== '') metadata['x3p.mainDocument'] = source;
  const channel = makeChannel(
    'Topography',
    'height',
    { nx: grid.nx, ny: grid.ny, dx: grid.dx, dy: grid.dy, x0: grid.x0, y0: grid.y0 },
    grid.z,
    'm',
    { ...(instrument === undefined ? {} : { instrument }), imageProperties, raw: doc.record2 },
  );
  const warnings: ImportWarning[] =
    grid.resampling === undefined
      ? []
      : [
          {
            code: 'nonuniform-sampling-resampled',
            message: `x3p positions are not a regular grid: ${grid.resampling}`,
          },
        ];
  if (grid.resampling !== undefined) metadata['x3p.resampling'] = grid.resampling;
  return makeSurfaceFile(FORMAT_ID, [channel], metadata, warnings);
}

/**
 * The regular grid of the points: incremental axes as they are; absolute coordinates that form a
 * regular grid as that grid; otherwise resampled or refused (x3p-irregular-grid.ts).
 */
function placeOnGrid(doc: X3pMainDocument, points: AbsolutePoints, nx: number, ny: number): RegularisedGrid {
  const absoluteX = points.x !== undefined;
  const absoluteY = points.y !== undefined;
  // Lists (point clouds, coordinate lists) have no grid order to rely on.
  if (doc.matrix === undefined && (absoluteX || absoluteY)) {
    const x = points.x ?? constantCoordinate(doc.cx.offset, points.z.length);
    return gridFromPointList(x, points.y, points.z);
  }
  const xFit = absoluteX && nx > 1 ? fitRegularAxis(points.x, points.z, nx, 'x') : undefined;
  const yFit = absoluteY && ny > 1 ? fitRegularAxis(points.y, points.z, nx, 'y') : undefined;
  if ((absoluteX && nx > 1 && xFit === undefined) || (absoluteY && ny > 1 && yFit === undefined)) {
    const xAxis = absoluteX ? undefined : gridAxis(doc.cx, nx, undefined, 'CX');
    // A single row needs no Y step of its own (the profile takes the X step).
    const yAxis = absoluteY
      ? { origin: ny === 1 ? firstFinite(points.y) : 0, step: NaN }
      : gridAxis(doc.cy, ny, xAxis?.step ?? 1, 'CY');
    return resampleRaster(
      { x: points.x, y: absoluteY && ny > 1 ? points.y : undefined, z: points.z },
      nx,
      ny,
      xAxis,
      absoluteY && ny > 1 ? undefined : yAxis,
    );
  }
  const x = xFit ?? gridAxis(doc.cx, nx, undefined, 'CX');
  const y = yFit ?? gridAxis(doc.cy, ny, x.step, 'CY');
  return { nx, ny, x0: x.origin, dx: x.step, y0: y.origin, dy: y.step, z: points.z, resampling: undefined };
}

function firstFinite(values: Float64Array | undefined): number {
  return values?.find((v) => Number.isFinite(v)) ?? 0;
}

function constantCoordinate(value: number, count: number): Float64Array {
  return new Float64Array(count).fill(value);
}

/** Heights (and per-point coordinates of absolute axes) from binary data or the DataList. */
function readPoints(
  doc: X3pMainDocument,
  readLinked: ((link: string) => LinkedData) | undefined,
  count: number,
  absolute: boolean,
): AbsolutePoints {
  const axes = { cx: doc.cx, cy: doc.cy, cz: doc.cz };
  let points: AbsolutePoints;
  if (doc.pointDataLink !== undefined) {
    if (readLinked === undefined) {
      throw new SurfaceError(
        'corrupt-file',
        'x3p main.xml links binary point data but is not inside an archive',
      );
    }
    const data = readLinked(doc.pointDataLink);
    points = absolute
      ? decodeBinaryAbsolute(data.bytes, count, axes)
      : { z: decodeBinaryPoints(data.bytes, count, doc.cz, data.owned), x: undefined, y: undefined };
    if (doc.validPointsLink !== undefined) applyValidMask(points.z, readLinked(doc.validPointsLink).bytes);
  } else if (doc.dataList !== undefined) {
    points = absolute
      ? decodeListAbsolute(doc.dataList, count, axes)
      : { z: decodeListPoints(doc.dataList, count, doc.cz), x: undefined, y: undefined };
  } else {
    throw new SurfaceError('images-missing', 'x3p main.xml has neither a DataLink nor a DataList');
  }
  // Non-finite heights (+Inf marks invalid points in Alicona files) become NaN in makeSurface.
  return points;
}

/**
 * Step and origin of an incremental axis from Increment/Offset. A single row or column without its
 * own increment takes the other direction's step.
 */
function gridAxis(
  axis: X3pAxis,
  n: number,
  fallbackStep: number | undefined,
  name: 'CX' | 'CY',
): { step: number; origin: number } {
  const increment = axis.increment ?? (n === 1 ? fallbackStep : undefined);
  return { step: checkPositiveLength(increment ?? NaN, `x3p ${name}/Increment`), origin: axis.offset };
}

function gridSize(doc: X3pMainDocument): { nx: number; ny: number } {
  if (doc.matrix !== undefined) {
    if (doc.matrix.sizeZ > 1) {
      throw new SurfaceError(
        'unsupported-image-type',
        `x3p with ${doc.matrix.sizeZ} layers per point (SizeZ) is not supported`,
      );
    }
    return { nx: doc.matrix.sizeX, ny: doc.matrix.sizeY };
  }
  if (doc.listDimension !== undefined) return { nx: doc.listDimension, ny: 1 };
  throw new SurfaceError('corrupt-file', 'x3p Record3 has neither MatrixDimension nor ListDimension');
}

/** Record2 → metadata, the instrument name and image properties. */
function describe(record2: Readonly<Record<string, string>>): {
  metadata: Record<string, string>;
  instrument: string | undefined;
  imageProperties: ImageProperties;
} {
  const metadata: Record<string, string> = { ...record2 };
  const vendor = record2['Instrument.Manufacturer'];
  const model = record2['Instrument.Model'];
  const version = record2['Instrument.Version'];
  let instrument: string | undefined;
  if (model !== undefined) {
    const details = [vendor, version === undefined ? undefined : `version ${version}`].filter(
      (d) => d !== undefined,
    );
    instrument = details.length > 0 ? `${model} (${details.join(', ')})` : model;
  } else {
    instrument = vendor;
  }
  if (instrument !== undefined) metadata['instrument'] = instrument;
  if (vendor !== undefined) metadata['vendor'] = vendor;
  const imageProperties: ImageProperties = {};
  if (instrument !== undefined) imageProperties.system = instrument;
  const probe = record2['ProbingSystem.Type'];
  if (probe !== undefined) imageProperties.method = probe;
  const identification = record2['ProbingSystem.Identification']?.trim();
  if (identification !== undefined && !/^(not available|n\/a|)$/i.test(identification)) {
    imageProperties.objective = identification;
  }
  return { metadata, instrument, imageProperties };
}

function decodeXml(bytes: Uint8Array): string {
  try {
    return strFromU8(bytes);
  } catch (error) {
    throw new SurfaceError('corrupt-file', 'x3p main.xml is not valid UTF-8', { cause: error });
  }
}

/** Whether the first 4096 bytes hold an <ISO5436_2> (any namespace prefix) or <ISO5436> tag. */
function hasIso5436Root(bytes: Uint8Array): boolean {
  return /<([A-Za-z_][\w.-]*:)?ISO5436(_2)?[\s>]/.test(asciiPrefix(bytes, 4096));
}

function asciiPrefix(head: Uint8Array, limit: number): string {
  let s = '';
  const end = Math.min(head.length, limit);
  for (let i = 0; i < end; i++) s += String.fromCharCode(head[i] as number);
  return s;
}

function containsAscii(head: Uint8Array, needle: string): boolean {
  return asciiPrefix(head, head.length).includes(needle);
}
