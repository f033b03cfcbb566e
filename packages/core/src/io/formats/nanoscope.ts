// Bruker / Veeco / Digital Instruments NanoScope (.di, .spm, .000–.999).
//
// Followed: Gwyddion's nanoscope module documentation (gwyddion.net/documentation, "Veeco
// Nanoscope III") and the NanoScope Analysis user manual's file-format appendix: a text header of
// "\Key: value" lines in sections ("\*File list", "\*Scanner list", "\*Ciao scan list", one
// "\*Ciao image list" per channel, "\*File list end"), then little-endian signed integers of
// "Bytes/pixel" (2 or 4) at "Data offset".
//
// Z scale (the part that goes wrong most often): "\@2:Z scale: V [Sens. Zsens] (0.0050354 V/LSB)
// 2.91 V". The value after the brackets (2.91 V) is the full range of THIS image's integers:
// z = raw × 2.91 V / 2^(8·bytes per pixel) × soft scale, where the soft scale is named in square
// brackets and defined elsewhere ("\@Sens. Zsens: V 20.82646 nm/V" in the scanner or scan list);
// units multiply through: V × nm/V → nm → m. The per-LSB number in parentheses is the ADC's
// generic step, not this image's: using it makes di-1's first channel 113× too high. The
// full-range rule reproduces both references (Gwyddion 2.62 to 1e-12, SurfaceTopography's di-1
// corners and di-5 Sq). The parenthesised step is used only when a file has no value after it.
// The "Z offset" line is not applied (neither Gwyddion nor SurfaceTopography does).
//
// Decisions, checked against the real files (test/formats/nanoscope.test.ts):
// - Orientation: lines are stored bottom line first; row 0 here is the last stored line, which
//   reproduces Gwyddion 2.62's data-field order (di-1 corners z[0,0] = 6.060 nm, z[0,-1] = −9.740 nm).
// - A soft scale without a unit ("\@Sens. Amplitude Error: V 1.000000") is a plain multiplier: the
//   channel keeps the hard unit, so "mV/LSB" data is stored in V. Gwyddion 2.62 labels such channels
//   "V" but leaves the numbers in mV (its values are 1000× ours for di-1/di-3/di-6 AmplitudeError;
//   a ±2000 mV full scale cannot hold Gwyddion's 628 "V").
// - Force files ("\*Force file list", "\*Ciao force image list"), force volume (curves on a grid
//   next to a height image) and spectroscopy sections hold curves, not images: rejected with
//   'unsupported-image-type' naming the section, never read as a height map.
import { checkGridSize, checkPositiveLength } from '../binary-reader.ts';
import { defineFormat, type MagicVerdict } from '../format.ts';
import { MAX_CHANNELS } from '../limits.ts';
import { makeChannel, makeSurfaceFile } from '../../surface/build.ts';
import { SurfaceError } from '../../surface/surface-error.ts';
import type { Channel, ImportWarning } from '../../surface/surface-file.ts';
import type { ImageProperties } from '../../surface/surface.ts';
import {
  parseNanoscopeHeader,
  parseScaledValue,
  parseStringValue,
  type NanoscopeSection,
} from '../spm/nanoscope-header.ts';
import { parseNanoscopeDate } from '../spm/nanoscope-date.ts';
import { parseSiUnit } from '../spm/si-unit.ts';

const IMAGE_SECTIONS = new Set(['ciao image list', 'afm image list', 'stm image list', 'ncafm image list']);
const FORCE_SECTIONS = new Set(['ciao force image list', 'force file list', 'ciao force list']);
/** Other spellings of curve sections (force volume, spectroscopy, STS) across NanoScope versions. */
const CURVE_SECTION = /\b(force|spectroscopy|sts|hsdc)\b/;

/** Channels whose z is the topography; other length channels (deflection, amplitude) are 'other'. */
const HEIGHT_CHANNEL = /^(height|zsensor|height sensor|z|topography)$/i;

const signatures = ['\\*File list', '\\*EC File list', '\\*Force file list', '?*File list'];

function magic(head: Uint8Array): MagicVerdict {
  let text = '';
  for (let i = 0; i < Math.min(head.length, 20); i++) text += String.fromCharCode(head[i] as number);
  return signatures.some((s) => text.startsWith(s)) ? 'yes' : 'no';
}

interface ZConversion {
  /** Multiply the stored integer by this to get z in `unit`. */
  readonly perLsb: number;
  readonly unit: string;
  readonly warning?: string;
}

function zConversion(
  section: NanoscopeSection,
  sensitivities: ReadonlyMap<string, string>,
  bytesPerPixel: number,
): ZConversion {
  const zScaleKey = [...section.byKey.keys()].find((k) => /^(@\d+:)?z scale$/.test(k));
  const zScale = zScaleKey === undefined ? undefined : section.byKey.get(zScaleKey);
  if (zScale === undefined) throw new SurfaceError('corrupt-file', 'NanoScope image: no "Z scale" line');
  const scaled = parseScaledValue(zScale);
  let perLsb: number;
  let hardUnitText: string;
  if (scaled.hardValue) {
    perLsb = scaled.hardValue.value / 2 ** (8 * bytesPerPixel);
    hardUnitText = scaled.hardValue.unit;
  } else if (scaled.hardScale) {
    perLsb = scaled.hardScale.value;
    hardUnitText = scaled.hardScale.unit;
  } else {
    throw new SurfaceError('corrupt-file', `NanoScope image: unreadable Z scale "${zScale}"`);
  }
  if (!Number.isFinite(perLsb)) throw new SurfaceError('corrupt-file', `NanoScope Z scale: ${zScale}`);
  const hardUnit = parseSiUnit(hardUnitText) ?? { unit: hardUnitText, factor: 1 };
  perLsb *= hardUnit.factor;
  if (scaled.softScale === undefined) return { perLsb, unit: hardUnit.unit };

  const sensitivityText = sensitivities.get(`@${scaled.softScale}`.toLowerCase());
  const sensitivity = sensitivityText === undefined ? undefined : parseScaledValue(sensitivityText).hardValue;
  if (!sensitivity) {
    return {
      perLsb,
      unit: hardUnit.unit,
      warning: `soft scale "${scaled.softScale}" is missing: z kept in ${hardUnit.unit || 'raw units'}`,
    };
  }
  const slash = sensitivity.unit.indexOf('/');
  if (slash < 0) {
    // A unitless sensitivity multiplies the value and keeps its unit (e.g. "Sens. Phase: V 1.0").
    const multiplier = parseSiUnit(sensitivity.unit);
    return multiplier && multiplier.unit === ''
      ? { perLsb: perLsb * sensitivity.value * multiplier.factor, unit: hardUnit.unit }
      : { perLsb: perLsb * sensitivity.value, unit: sensitivity.unit };
  }
  const numeratorText = sensitivity.unit.slice(0, slash);
  const numerator = parseSiUnit(numeratorText) ?? { unit: numeratorText, factor: 1 };
  const denominator = parseSiUnit(sensitivity.unit.slice(slash + 1)) ?? { unit: '', factor: 1 };
  return {
    perLsb: (perLsb / denominator.factor) * sensitivity.value * numerator.factor,
    unit: numerator.unit,
    ...(denominator.unit !== hardUnit.unit
      ? {
          warning: `soft scale "${scaled.softScale}" is per ${denominator.unit}, the data is in ${hardUnit.unit}`,
        }
      : {}),
  };
}

/** The field size in metres: "500 500 nm" in the image list, or "300 nm" (square) in older files. */
function fieldSize(
  image: NanoscopeSection,
  scan: NanoscopeSection | undefined,
): { xreal: number; yreal: number; text: string } {
  const text = image.byKey.get('scan size') ?? scan?.byKey.get('scan size');
  if (text === undefined) throw new SurfaceError('corrupt-file', 'NanoScope image: no "Scan Size"');
  const match = /^\s*(\S+)\s+(?:(\S+)\s+)?(\S+)\s*$/.exec(text);
  const xValue = Number(match?.[1]);
  const yValue = match?.[2] === undefined ? xValue : Number(match[2]);
  const unit = parseSiUnit(match?.[3] ?? '');
  if (!match || !unit || unit.unit !== 'm') {
    throw new SurfaceError('corrupt-file', `NanoScope image: unreadable "Scan Size: ${text}"`);
  }
  return {
    xreal: checkPositiveLength(xValue * unit.factor, 'NanoScope scan size'),
    yreal: checkPositiveLength(yValue * unit.factor, 'NanoScope scan size'),
    text: `${match[1]}${match[2] === undefined ? '' : ` × ${match[2]}`} ${match[3]}`.replace('~m', 'µm'),
  };
}

function integerField(section: NanoscopeSection, key: string, fallback?: number): number {
  const text = section.byKey.get(key);
  if (text === undefined) {
    if (fallback !== undefined) return fallback;
    throw new SurfaceError('corrupt-file', `NanoScope image: no "${key}"`);
  }
  const value = Number(text.trim().split(/\s+/)[0]);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new SurfaceError('corrupt-file', `NanoScope image: "${key}: ${text}" is not a count`);
  }
  return value;
}

/** Reads nx × ny little-endian signed integers, last stored line first (Gwyddion's row order). */
function readIntegers(
  bytes: Uint8Array,
  offset: number,
  nx: number,
  ny: number,
  bytesPerPixel: number,
  perLsb: number,
): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const z = new Float64Array(nx * ny);
  for (let storedRow = 0; storedRow < ny; storedRow++) {
    const row = ny - 1 - storedRow;
    let at = offset + storedRow * nx * bytesPerPixel;
    for (let col = 0; col < nx; col++, at += bytesPerPixel) {
      const raw =
        bytesPerPixel === 2
          ? view.getInt16(at, true)
          : bytesPerPixel === 4
            ? view.getInt32(at, true)
            : view.getInt8(at);
      z[row * nx + col] = raw * perLsb;
    }
  }
  return z;
}

function read(bytes: Uint8Array) {
  const header = parseNanoscopeHeader(bytes);
  const first = header.sections[0];
  const names = header.sections.map((s) => s.name.toLowerCase());
  const curves = names.find((n) => FORCE_SECTIONS.has(n) || CURVE_SECTION.test(n));
  if (curves !== undefined) {
    const volume = names.some((n) => IMAGE_SECTIONS.has(n)) ? ' (force volume: curves on a grid)' : '';
    throw new SurfaceError(
      'unsupported-image-type',
      `NanoScope force curve, not an image${volume}: the file holds a "${curves}" section of ` +
        'force or spectroscopy curves; export the height image on its own',
    );
  }
  const sectionNamed = (name: string) => header.sections.find((s) => s.name.toLowerCase() === name);
  const equipment = sectionNamed('equipment list');
  const scan =
    sectionNamed('ciao scan list') ?? sectionNamed('afm scan list') ?? sectionNamed('stm scan list');

  // Soft scales ("@Sens. Zsens") live in the scanner and scan lists; the first definition wins.
  const sensitivities = new Map<string, string>();
  for (const section of header.sections) {
    if (IMAGE_SECTIONS.has(section.name.toLowerCase())) continue;
    for (const [key, value] of section.byKey) {
      if (key.startsWith('@') && !sensitivities.has(key)) sensitivities.set(key, value);
    }
  }

  const description = equipment?.byKey.get('description') ?? equipment?.byKey.get('microscope');
  const date = first?.byKey.get('date');
  const acquired = date === undefined ? undefined : parseNanoscopeDate(date);
  const scanRate = scan?.byKey.get('scan rate');
  const mode = scan?.byKey.get('@microscopelist');
  const modeLabel = mode === undefined ? undefined : parseStringValue(mode).label;
  const metadata: Record<string, string> = { vendor: 'Bruker' };
  const version = first?.byKey.get('version');
  if (version) metadata['version'] = version;
  if (description) metadata['instrument'] = description;
  if (date) metadata['date'] = date;
  if (acquired) metadata['acquisitionTime'] = acquired;
  if (modeLabel) metadata['mode'] = modeLabel;
  if (scanRate) metadata['scanRate'] = `${scanRate} Hz`;
  const operatingMode = scan?.byKey.get('operating mode');
  if (operatingMode) metadata['operatingMode'] = operatingMode;

  const images = header.sections.filter((s) => IMAGE_SECTIONS.has(s.name.toLowerCase()));
  if (images.length === 0) throw new SurfaceError('images-missing', 'NanoScope file without an image list');
  if (images.length > MAX_CHANNELS) {
    throw new SurfaceError('image-length-exceeded', `NanoScope file with ${images.length} images`);
  }

  const warnings: ImportWarning[] = [];
  const decoded = images.map((image) => {
    const nx = integerField(image, 'samps/line');
    const ny = integerField(image, 'number of lines');
    checkGridSize(nx, ny, 'NanoScope image');
    const bytesPerPixel = integerField(image, 'bytes/pixel', 2);
    if (bytesPerPixel !== 1 && bytesPerPixel !== 2 && bytesPerPixel !== 4) {
      throw new SurfaceError(
        'unsupported-image-type',
        `NanoScope data with ${bytesPerPixel} bytes per pixel`,
      );
    }
    const offset = integerField(image, 'data offset');
    const declaredLength = integerField(image, 'data length', nx * ny * bytesPerPixel);
    const needed = nx * ny * bytesPerPixel;
    if (declaredLength < needed || offset < header.length - 1 || offset + needed > bytes.length) {
      throw new SurfaceError(
        'corrupt-file',
        `NanoScope image data: ${needed} bytes at offset ${offset} do not fit (file has ${bytes.length}, file truncated?)`,
      );
    }
    const { xreal, yreal, text: sizeText } = fieldSize(image, scan);
    const conversion = zConversion(image, sensitivities, bytesPerPixel);
    if (!Number.isFinite(conversion.perLsb)) {
      throw new SurfaceError('corrupt-file', `NanoScope image: Z scale gives ${conversion.perLsb} per LSB`);
    }
    const dataType = parseStringValue(
      image.byKey.get([...image.byKey.keys()].find((k) => /^(@\d+:)?image data$/.test(k)) ?? '') ?? '',
    );
    const title = dataType.tag ?? dataType.label ?? 'Image';
    if (conversion.warning)
      warnings.push({ code: 'metadata-incomplete', message: conversion.warning, channel: title });
    const lineDirection = image.byKey.get('line direction');
    const scanLine = image.byKey.get('scan line');
    return {
      image,
      nx,
      ny,
      offset,
      bytesPerPixel,
      xreal,
      yreal,
      sizeText,
      conversion,
      title,
      lineDirection,
      scanLine,
    };
  });

  const channels: Channel[] = decoded.map((d, index) => {
    // Titles repeat (trace and interleave "Height"): qualify them, and number what is still equal.
    const qualified = (e: (typeof decoded)[number]): string => {
      const qualifiers = [e.scanLine, e.lineDirection].filter((q): q is string => Boolean(q));
      const repeated = decoded.filter((other) => other.title === e.title).length > 1;
      return repeated && qualifiers.length > 0 ? `${e.title} (${qualifiers.join(', ')})` : e.title;
    };
    const base = qualified(d);
    const sameBefore = decoded.slice(0, index).filter((other) => qualified(other) === base).length;
    const name = sameBefore > 0 ? `${base} ${sameBefore + 1}` : base;
    const z = readIntegers(bytes, d.offset, d.nx, d.ny, d.bytesPerPixel, d.conversion.perLsb);
    const isHeight = d.conversion.unit === 'm' && HEIGHT_CHANNEL.test(d.title);
    const imageProperties: ImageProperties = {
      ...(description ? { system: description } : {}),
      ...(modeLabel ? { method: modeLabel } : {}),
      ...(scanRate ? { speed: `${scanRate} Hz` } : {}),
      scanLength: d.sizeText,
      ...(d.lineDirection ? { backScan: d.lineDirection === 'Retrace' ? 'yes' : 'no' } : {}),
    };
    return makeChannel(
      name,
      isHeight ? 'height' : 'other',
      { nx: d.nx, ny: d.ny, dx: d.xreal / d.nx, dy: d.yreal / d.ny },
      z,
      d.conversion.unit,
      {
        ...(description ? { instrument: description } : {}),
        imageProperties,
        raw: Object.fromEntries(d.image.entries),
      },
    );
  });
  return makeSurfaceFile('nanoscope', channels, metadata, warnings);
}

export const nanoscopeFormat = defineFormat({
  id: 'nanoscope',
  name: 'Bruker NanoScope',
  extensions: ['di', 'spm', '0*', '1*', '2*', '3*', '4*', '5*', '6*', '7*', '8*', '9*'],
  specification:
    'Gwyddion nanoscope module (https://gwyddion.net/documentation/user-guide-en/file-formats.html); Bruker NanoScope Analysis manual, file format appendix',
  syntheticVariants: [
    {
      variant:
        'force volume (height image next to force curves on a grid), other force/spectroscopy section spellings: refused naming the section',
      test: 'nanoscope-force.test.ts',
    },
  ],
  magic,
  read,
});
