// Writes one surface as an x3p archive (ISO 25178-72:2017, schema ISO5436_2.xsd of openGPS):
// main.xml with the namespace, float64 point data in bindata/data.bin, a valid-point mask in
// bindata/valid.bin when the surface has invalid points, and md5checksum.hex holding the MD5 of
// main.xml (Record4/ChecksumFile). The archive layout is that of the openGPS sample files, which
// Gwyddion, MountainsMap and x3ptools read.
import { strToU8, zipSync } from 'fflate';
import type { Surface } from '../../surface/surface.ts';
import { md5Hex } from './md5.ts';
import { encodeValidMask } from './x3p-point-data.ts';

const POINT_DATA_PATH = 'bindata/data.bin';
const VALID_POINTS_PATH = 'bindata/valid.bin';

export interface X3pWriteInfo {
  /** Record2/Instrument: kept from the source file where it had them (x3p metadata keys). */
  readonly manufacturer?: string;
  readonly model?: string;
  readonly serial?: string;
  readonly version?: string;
  readonly date?: Date;
}

export function writeX3p(surface: Surface, info: X3pWriteInfo = {}): Uint8Array {
  const { nx, ny, z } = surface;
  const data = new Uint8Array(nx * ny * 8);
  const view = new DataView(data.buffer);
  let hasInvalid = false;
  for (let i = 0; i < z.length; i++) {
    const value = z[i] as number;
    if (!Number.isFinite(value)) hasInvalid = true;
    view.setFloat64(i * 8, Number.isFinite(value) ? value : NaN, true);
  }
  const mask = hasInvalid ? encodeValidMask(z) : undefined;
  const xml = strToU8(mainXml(surface, md5Hex(data), mask && md5Hex(mask), info));
  const files: Record<string, Uint8Array> = {
    'main.xml': xml,
    [POINT_DATA_PATH]: data,
    'md5checksum.hex': strToU8(`${md5Hex(xml)} *main.xml\n`),
  };
  if (mask !== undefined) files[VALID_POINTS_PATH] = mask;
  return zipSync(files, { level: 6 });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** 17 significant digits: the text parses back to exactly the same float64. */
function real(value: number): string {
  return value.toExponential(16);
}

function mainXml(surface: Surface, dataMd5: string, maskMd5: string | undefined, info: X3pWriteInfo): string {
  const date = (info.date ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const model = escapeXml(info.model ?? surface.meta.instrument ?? 'unknown');
  const manufacturer = escapeXml(info.manufacturer ?? 'unknown');
  const serial = escapeXml(info.serial ?? 'not available');
  const version = escapeXml(info.version ?? 'not available');
  const featureType = surface.ny === 1 ? 'PRF' : 'SUR';
  const validLink =
    maskMd5 === undefined
      ? ''
      : `
      <ValidPointsLink>${VALID_POINTS_PATH}</ValidPointsLink>
      <MD5ChecksumValidPoints>${maskMd5}</MD5ChecksumValidPoints>`;
  return `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<p:ISO5436_2 xmlns:p="http://www.opengps.eu/2008/ISO5436_2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.opengps.eu/2008/ISO5436_2 http://www.opengps.eu/2008/ISO5436_2/ISO5436_2.xsd">
  <Record1>
    <Revision>ISO5436 - 2000</Revision>
    <FeatureType>${featureType}</FeatureType>
    <Axes>
      <CX>
        <AxisType>I</AxisType>
        <DataType>D</DataType>
        <Increment>${real(surface.dx)}</Increment>
        <Offset>${real(surface.x0)}</Offset>
      </CX>
      <CY>
        <AxisType>I</AxisType>
        <DataType>D</DataType>
        <Increment>${real(surface.dy)}</Increment>
        <Offset>${real(surface.y0)}</Offset>
      </CY>
      <CZ>
        <AxisType>A</AxisType>
        <DataType>D</DataType>
        <Increment>1</Increment>
        <Offset>0</Offset>
      </CZ>
    </Axes>
  </Record1>
  <Record2>
    <Date>${date}</Date>
    <Instrument>
      <Manufacturer>${manufacturer}</Manufacturer>
      <Model>${model}</Model>
      <Serial>${serial}</Serial>
      <Version>${version}</Version>
    </Instrument>
    <CalibrationDate>${date}</CalibrationDate>
    <ProbingSystem>
      <Type>Software</Type>
      <Identification>Asperity</Identification>
    </ProbingSystem>
    <Comment>Written by Asperity</Comment>
  </Record2>
  <Record3>
    <MatrixDimension>
      <SizeX>${surface.nx}</SizeX>
      <SizeY>${surface.ny}</SizeY>
      <SizeZ>1</SizeZ>
    </MatrixDimension>
    <DataLink>
      <PointDataLink>${POINT_DATA_PATH}</PointDataLink>
      <MD5ChecksumPointData>${dataMd5}</MD5ChecksumPointData>${validLink}
    </DataLink>
  </Record3>
  <Record4>
    <ChecksumFile>md5checksum.hex</ChecksumFile>
  </Record4>
</p:ISO5436_2>
`;
}
