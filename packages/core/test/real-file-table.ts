// Issue 3 item 4 "Verification": one row per real file of ../shared/surfaces (MANIFEST.md §2), keyed by
// its path relative to that folder. A row says what readSurfaceFile (magic, then extension) must do with
// the file — read it with a given format, or reject it with a SurfaceError code — and, per channel, the
// grid, field size, z unit and every value MANIFEST.md quotes for it, each with its tolerance and source.
//
// Every number here is copied from MANIFEST.md (§3 origin assertions, §4.2 Gwyddion 2.62, §2 file
// descriptions), never from our own output, so the table can fail. Where we deliberately differ from a
// reference the value stays in the row with a `deviation` saying why; the test then asserts that we
// still differ (or differ by exactly `factor`), so the note cannot silently go stale.
// Channel indices are our reader's order; `name` is the reference's name as our channel must contain it.
import type { ChannelKind, SurfaceErrorCode } from '../src/index.ts';

/** The unit a value is quoted in; z values of non-height channels (deg, V, A, …) are quoted as is. */
export type QuotedUnit = 'm' | 'mm' | 'µm' | 'nm';

export const unitScale: Readonly<Record<QuotedUnit, number>> = { m: 1, mm: 1e-3, µm: 1e-6, nm: 1e-9 };

/** A documented, deliberate difference from a reference (docs/formats.md, the reader's header). */
export interface Deviation {
  readonly why: string;
  /** We give reference × factor (to the quoted tolerance); without it we only assert we differ. */
  readonly factor?: number;
}

/** A value as a reference quotes it: assert_allclose semantics, |ours − value| ≤ atol + rtol·|value|. */
export interface Quoted {
  readonly value: number;
  readonly unit?: QuotedUnit;
  readonly rtol?: number;
  /** In the quoted unit. */
  readonly atol?: number;
  /** Project, test file and lines, and the MANIFEST.md section that quotes it. */
  readonly source: string;
  readonly deviation?: Deviation;
}

export interface QuotedCount {
  readonly value: number;
  readonly source: string;
  readonly deviation?: Deviation;
}

/** Undefined (NaN) points: an exact count, or only whether there are any. */
export interface QuotedInvalid {
  readonly count?: number;
  readonly some?: boolean;
  readonly atLeast?: number;
  readonly atMost?: number;
  readonly source: string;
}

export interface ChannelExpectation {
  /** Index in our reader's channel list. */
  readonly channel: number;
  /** The reference's channel name; ours must contain it (ours may add e.g. "(Main, Trace)"). */
  readonly name?: string;
  readonly kind?: ChannelKind;
  readonly nx?: number;
  readonly ny?: number;
  /** Physical field size nx·dx and ny·dy. */
  readonly sizeX?: Quoted;
  readonly sizeY?: Quoted;
  /** Pixel step, where a reference quotes it rather than the field. */
  readonly dx?: Quoted;
  readonly dy?: Quoted;
  readonly zUnit?: string;
  /** rms_height_from_area: RMS about the mean over valid points. */
  readonly sq?: Quoted;
  /** rms_height_from_profile (x profiles = rows) and its transpose (y profiles = columns). */
  readonly profileSq?: Quoted;
  readonly profileSqY?: Quoted;
  /** After detrend('curvature'): the full 2nd-order polynomial removed. */
  readonly detrendedSq?: Quoted;
  readonly detrendedProfileSq?: Quoted;
  readonly rmsGradient?: Quoted;
  readonly zMin?: Quoted;
  readonly zMax?: Quoted;
  /** Bounds a reference asserts: min > above, min ≥ atLeast, max < below. */
  readonly zAbove?: Quoted;
  readonly zAtLeast?: Quoted;
  readonly zBelow?: Quoted;
  readonly invalid?: QuotedInvalid;
  /** Orientation checks: z at (row, col) of our row-major grid (Gwyddion's z[row, col]). */
  readonly at?: readonly { readonly row: number; readonly col: number; readonly value: Quoted }[];
  /** Why a reference value is not compared here (absent in MANIFEST, unitless, metadata only). */
  readonly note?: string;
}

interface RowCommon {
  /** MANIFEST.md §2 class (REAL, SYN, STUB, …), checked against the manifest. */
  readonly class: string;
  /** Where we chose between disagreeing references, or what is not asserted and why. */
  readonly note?: string;
}

export interface ReadExpectation {
  /** Registry id of the format readSurfaceFile must pick. */
  readonly format: string;
  readonly channelCount?: QuotedCount;
  /** SurfaceTopography's is_uniform: false means we resample and warn nonuniform-sampling-resampled. */
  readonly uniform?: { readonly value: boolean; readonly source: string };
  readonly channels: readonly ChannelExpectation[];
  /** Heights equal to those of another real file (a vendor-export pair), channel 0 to channel 0. */
  readonly sameHeightsAs?: { readonly path: string; readonly rtol: number; readonly source: string };
}

export interface ReadRow extends RowCommon, ReadExpectation {}

export interface RejectRow extends RowCommon {
  readonly rejects: SurfaceErrorCode;
  readonly reason: RegExp;
  readonly why: string;
  /**
   * What MANIFEST asserts once a reader exists. While a reader is in progress the test accepts either
   * the rejection or a read meeting these values; whoever lands the reader turns the row into a ReadRow.
   */
}

export type RealFileRow = ReadRow | RejectRow;

export const isRejectRow = (row: RealFileRow): row is RejectRow => 'rejects' in row;

// ---- sources -------------------------------------------------------------------------------------

const GWY = 'Gwyddion 2.62 (MANIFEST §4.2)';
/** §4.2 prints 9–10 significant digits: rounding is below 5e-9 relative. */
const gw = (value: number, deviation?: Deviation): Quoted => ({
  value,
  rtol: 1e-8,
  source: GWY,
  ...(deviation ? { deviation } : {}),
});
const gwInvalid = (count: number): QuotedInvalid => ({ count, source: `${GWY}, masked px` });

/** SurfaceTopography @119cb66 (MANIFEST §1); rtol 1e-7 is np.testing.assert_allclose's default. */
const st = (
  value: number,
  unit: QuotedUnit,
  where: string,
  tolerance: { rtol?: number; atol?: number } = { rtol: 1e-7 },
  deviation?: Deviation,
): Quoted => ({
  value,
  unit,
  ...tolerance,
  source: `SurfaceTopography ${where}`,
  ...(deviation ? { deviation } : {}),
});

// ---- documented choices --------------------------------------------------------------------------

const IMAGE_LUMINANCE: Deviation = {
  why: 'an image channel holds luminance 0…1 beside its RGBA picture (DESIGN.md §3); Gwyddion keeps the raw grey levels',
};
const UNITLESS_AS_MICROMETRES: Deviation = {
  why: 'the file gives no unit: the text readers read bare numbers as µm (documented reader choice)',
  factor: 1e-6,
};
const NANOSCOPE_MILLIVOLTS: Deviation = {
  why: 'Gwyddion keeps mV numbers under a "V" label when the soft scale is unitless; we convert to V (nanoscope reader header)',
  factor: 1e-3,
};
const FRT_UNDEFINED: Deviation = {
  why: 'FRT undefined points: we follow Gwyddion 2.62 (§4.1: no combination reproduces SurfaceTopography)',
};
const SUR_NON_MEASURED: Deviation = {
  why: 'SUR non-measured points are NaN here; Gwyddion (and SurfaceTopography) keep them at the stored fill value',
};
const IBW_N_STEPS: Deviation = {
  why: 'IBW field = N × sfA = ScanSize × N/(N−1), as Gwyddion and SurfaceTopography; SciFiReaders quotes the raw ScanSize',
  factor: 256 / 255,
};
const MDT_N_SPACING: Deviation = {
  why: 'MDT field = n × point spacing (as every other reader here); Gwyddion 2.62 reports (n − 1) × spacing',
  factor: 256 / 255,
};
const TMD_MILLIMETRES: Deviation = {
  why: 'TMD lengths are millimetres (GelSight readtmd); SurfaceTopography labels the same numbers µm',
  factor: 1000,
};

// ---- the table -----------------------------------------------------------------------------------

const diCh = (
  channel: number,
  name: string,
  kind: ChannelKind,
  zUnit: string,
  n: number,
  size: number,
  sq: number,
  zMin: number,
  zMax: number,
  deviation?: Deviation,
): ChannelExpectation => ({
  channel,
  name,
  kind,
  nx: n,
  ny: n,
  sizeX: gw(size),
  sizeY: gw(size),
  zUnit,
  sq: gw(sq, deviation),
  zMin: gw(zMin, deviation),
  zMax: gw(zMax, deviation),
});

export const realFileTable: Readonly<Record<string, RealFileRow>> = {
  // #1 REAL: NanoScope force curve, not an image.
  '00x/scifidatasets__BrukerReader_ForceCurve_Sapphire_TAP525.001': {
    class: 'REAL',
    rejects: 'unsupported-image-type',
    reason: /force curve/,
    why: 'a 1-D approach/retract curve (SciFiReaders test_bruker.py L20–26: 2 datasets of 512 points, MANIFEST §3), not a topography',
  },
  // #2 REAL: Alicona al3d.
  'al3d/surfacetopography__al3d-1.al3d': {
    class: 'REAL',
    format: 'al3d',
    channelCount: {
      value: 5,
      source: GWY,
      deviation: {
        why: 'Gwyddion splits the texture into R, G and B channels; we keep one RGB image channel',
      },
    },
    channels: [
      {
        channel: 0,
        name: 'Depth',
        kind: 'height',
        nx: 200,
        ny: 296,
        sizeX: st(8.76054e-5, 'm', 'test_al3d.py L65 (MANIFEST §3 al3d)', { rtol: 1e-6 }),
        sizeY: st(0.000129655992, 'm', 'test_al3d.py L66 (MANIFEST §3 al3d)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(7.688266102603082e-6, 'm', 'test_al3d.py L72 (MANIFEST §3 al3d)', { rtol: 1e-6 }),
        profileSq: st(3.915731160953795e-6, 'm', 'test_al3d.py L73 (MANIFEST §3 al3d)', { rtol: 1e-6 }),
        profileSqY: st(6.620846789152015e-6, 'm', 'test_al3d.py L74 (MANIFEST §3 al3d)', { rtol: 1e-6 }),
        zMin: gw(0.0763232037),
        zMax: gw(0.0763581544),
        note: 'Gwyddion Sq 7.68826584e-06 agrees with SurfaceTopography (§4.1); the tighter-quoted one is asserted',
      },
      {
        channel: 1,
        name: 'Texture',
        kind: 'image',
        nx: 200,
        ny: 296,
        sizeX: gw(8.76054e-5),
        sizeY: gw(0.000129655992),
        sq: gw(0.079662976, IMAGE_LUMINANCE),
        note: "Gwyddion's 'Texture (R)', (G), (B) (Sq 0.079662976, 0.0886586718, 0.082814233) are one RGB channel here",
      },
      {
        channel: 2,
        name: 'DepthImageRes',
        nx: 200,
        ny: 296,
        sizeX: gw(8.76054e-5),
        sizeY: gw(0.000129655992),
        zUnit: '',
        sq: gw(0.0400811063),
        zMin: gw(0.046875),
        zMax: gw(0.41796875),
      },
    ],
  },
  // #3 REAL?: two-column x,z nonuniform line scan.
  'asc/surfacetopography__nonuniform.asc': {
    class: 'REAL?',
    format: 'xy-profile',
    uniform: { value: false, source: 'MANIFEST §2 #3 ("nonuniform line scan")' },
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
    note: 'no reference values (Gwyddion reads ASCII graphs only interactively, §4.2)',
  },
  // #4 REAL: binary BCR.
  'bcrf/surfacetopography__bcrf-1.bcrf': {
    class: 'REAL',
    format: 'bcr',
    channelCount: { value: 1, source: 'SurfaceTopography test_bcr.py L59 (MANIFEST §3 bcrf)' },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 960,
        ny: 600,
        sizeX: st(1777404, 'nm', 'test_bcr.py L68 (MANIFEST §3 bcrf)', { rtol: 1e-6 }),
        sizeY: st(1110878, 'nm', 'test_bcr.py L69 (MANIFEST §3 bcrf)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(24.560207201442292, 'nm', 'test_bcr.py L73 (MANIFEST §3 bcrf)', { rtol: 1e-6 }),
        profileSq: st(24.009754961959388, 'nm', 'test_bcr.py L75 (MANIFEST §3 bcrf)', { rtol: 1e-6 }),
        profileSqY: st(24.134045799796326, 'nm', 'test_bcr.py L76 (MANIFEST §3 bcrf)', { rtol: 1e-6 }),
        zMin: gw(4.936861e-5),
        zMax: gw(5.15923687e-5),
      },
    ],
  },
  // #5 IMG: 1024² RGB picture.
  'bmp/scifidatasets__ImageReader.bmp': {
    class: 'IMG',
    format: 'bmp',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'image',
        nx: 1024,
        ny: 1024,
        sq: gw(0.223220803, IMAGE_LUMINANCE),
        note: "Gwyddion's 'Value (max)' channel is max(R, G, B); its field (1 × 1, no unit) is not a length",
      },
    ],
  },
  // #6–8 SYN: generic CSV (test_csv.py L69–73: must simply load).
  'csv/surfacetopography__csv-1.csv': {
    class: 'SYN',
    format: 'xy-profile',
    channels: [{ channel: 0, kind: 'height', ny: 1 }],
    note: 'SurfaceTopography test_csv.py L69–73 (MANIFEST §3 dektak CSV): must load; no values',
  },
  'csv/surfacetopography__csv-2.csv': {
    class: 'SYN',
    format: 'xy-profile',
    channels: [{ channel: 0, kind: 'height', ny: 1 }],
    note: 'SurfaceTopography test_csv.py L69–73 (MANIFEST §3 dektak CSV): must load; no values',
  },
  'csv/surfacetopography__csv-3.csv': {
    class: 'SYN',
    format: 'xy-profile',
    channels: [{ channel: 0, kind: 'height', ny: 1 }],
    note: 'SurfaceTopography test_csv.py L69–73 (MANIFEST §3 dektak CSV): must load; no values',
  },
  // #9 REAL: Dektak CSV.
  'csv/surfacetopography__dektak-1.csv': {
    class: 'REAL',
    format: 'dektak-csv',
    uniform: { value: false, source: 'SurfaceTopography test_csv.py L53 (MANIFEST §3 dektak CSV)' },
    channels: [
      {
        channel: 0,
        kind: 'height',
        ny: 1,
        zUnit: 'm',
        profileSq: st(
          4.763596,
          'µm',
          'test_csv.py L54 (MANIFEST §3 dektak CSV)',
          { rtol: 1e-7 },
          {
            why: 'nonuniform samples are resampled to a uniform grid (warning nonuniform-sampling-resampled); SurfaceTopography integrates the nonuniform profile',
          },
        ),
      },
    ],
    note: 'rms_slope_from_profile, tip radius and short_reliability_cutoff (L55–66) are analysis/metadata values, not asserted here',
  },
  // #10 REAL: Zygo MetroPro.
  'dat/surfacetopography__metropro-1.dat': {
    class: 'REAL',
    format: 'zygo-metropro',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Phase',
        kind: 'height',
        nx: 640,
        ny: 480,
        sizeX: st(0.0007028812979115173, 'm', 'test_metropro.py L65 (MANIFEST §3 MetroPro)', { rtol: 1e-6 }),
        sizeY: st(0.000527160973433638, 'm', 'test_metropro.py L66 (MANIFEST §3 MetroPro)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(7.528822204734589e-8, 'm', 'test_metropro.py L71 (MANIFEST §3 MetroPro)', { rtol: 1e-6 }),
        profileSq: st(7.524071e-8, 'm', 'test_metropro.py L72 (MANIFEST §3 MetroPro)', { rtol: 1e-6 }),
        detrendedSq: st(3.911386124282179e-9, 'm', 'test_metropro.py L75 (MANIFEST §3 MetroPro)', {
          rtol: 1e-6,
        }),
        detrendedProfileSq: st(3.868313e-9, 'm', 'test_metropro.py L76 (MANIFEST §3 MetroPro)', {
          rtol: 1e-6,
        }),
        zMin: gw(5.01082757e-5),
        zMax: gw(5.1471332e-5),
      },
      {
        channel: 1,
        name: 'Intensity',
        nx: 640,
        ny: 480,
        sizeX: gw(0.0007028812979),
        sizeY: gw(0.0005271609734),
        zUnit: '',
        sq: gw(19.7879251),
        zMin: gw(35),
        zMax: gw(140),
      },
    ],
  },
  // #11 REAL: NanoScope di-1 (Dimension V).
  'di/surfacetopography__di-1.di': {
    class: 'REAL',
    format: 'nanoscope',
    channelCount: { value: 4, source: GWY },
    channels: [
      {
        ...diCh(0, 'Height', 'height', 'm', 512, 5e-7, 9.9459868e-9, -3.03063749e-8, 2.88921946e-8),
        // SurfaceTopography heights[i, j] is z at x = i, y = j: its [0, -1] is our last row, first column.
        at: [
          {
            row: 0,
            col: 0,
            value: st(6.06, 'nm', 'test_topography.py L502–513 (MANIFEST §3 di)', { atol: 1e-3 }),
          },
          {
            row: 511,
            col: 0,
            value: st(2.843, 'nm', 'test_topography.py L502–513 (MANIFEST §3 di)', { atol: 1e-3 }),
          },
          {
            row: 0,
            col: 511,
            value: st(-9.74, 'nm', 'test_topography.py L502–513 (MANIFEST §3 di)', { atol: 1e-3 }),
          },
          {
            row: 511,
            col: 511,
            value: st(-30.306, 'nm', 'test_topography.py L502–513 (MANIFEST §3 di)', { atol: 1e-3 }),
          },
        ],
      },
      diCh(1, 'Height', 'height', 'm', 512, 5e-7, 1.1401328e-7, -1.39201751e-6, -9.63841566e-7),
      diCh(2, 'Phase', 'other', 'deg', 512, 5e-7, 3.75553845, 20.7253914, 60.3030338),
      diCh(
        3,
        'AmplitudeError',
        'other',
        'V',
        512,
        5e-7,
        9.31689986,
        -74.705892,
        42.5408551,
        NANOSCOPE_MILLIVOLTS,
      ),
    ],
    note: 'acquisition time, instrument name and scanning_probe_reliability_cutoff (test_di.py L43–46, test_reliability_cutoff.py L55–56) are metadata/analysis values, not asserted here',
  },
  'di/surfacetopography__di-2.di': {
    class: 'REAL',
    format: 'nanoscope',
    channelCount: { value: 3, source: GWY },
    channels: [
      diCh(0, 'Height', 'height', 'm', 512, 3e-7, 2.4721922e-8, 3.36921352e-8, 1.44588944e-7),
      diCh(1, 'Height', 'height', 'm', 512, 3e-7, 2.48071506e-8, 3.38473985e-8, 1.44084338e-7),
      diCh(2, 'Deflection', 'other', 'm', 512, 3e-7, 1.30023121e-10, -1.05987875e-9, 3.04832384e-9),
    ],
  },
  'di/surfacetopography__di-3.di': {
    class: 'REAL',
    format: 'nanoscope',
    channelCount: { value: 4, source: GWY },
    channels: [
      { ...diCh(0, 'ZSensor', 'height', 'm', 256, 1e-5, 2.26425397e-7, -6.46114314e-7, 5.64016302e-7) },
      {
        ...diCh(
          1,
          'AmplitudeError',
          'other',
          'V',
          256,
          1e-5,
          3.20109043,
          -40.7861178,
          44.173517,
          NANOSCOPE_MILLIVOLTS,
        ),
      },
      { ...diCh(2, 'Phase', 'other', 'deg', 256, 1e-5, 6.44760014, -38.8525558, -2.02694657) },
      { ...diCh(3, 'Height', 'height', 'm', 256, 1e-5, 2.64002853e-7, -1.04211347e-6, 3.72369816e-7) },
    ],
  },
  'di/surfacetopography__di-4.di': {
    class: 'REAL',
    format: 'nanoscope',
    channelCount: { value: 3, source: GWY },
    channels: [
      { ...diCh(0, 'ZSensor', 'height', 'm', 512, 1e-5, 8.16229098e-8, -2.08214509e-7, 2.72935345e-7) },
      {
        ...diCh(1, 'AmplitudeError', 'other', 'm', 512, 1e-5, 8.30118063e-10, -6.75087192e-9, 3.04432537e-9),
      },
      { ...diCh(2, 'Phase', 'other', 'deg', 512, 1e-5, 5.60876237, -110.031888, -61.7696862) },
    ],
    note: 'di-4 is only a round-trip source in SurfaceTopography (test_npy.py L46–59): Gwyddion values only',
  },
  'di/surfacetopography__di-5.di': {
    class: 'REAL',
    format: 'nanoscope',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        ...diCh(0, 'ZSensor', 'height', 'm', 512, 1e-6, 5.83192601e-9, -3.22586007e-7, -2.96909542e-7),
        sq: st(5.831926, 'nm', 'test_di.py L50–54 (MANIFEST §3 di)'),
      },
      diCh(1, 'PeakForceError', 'other', 'V', 512, 1e-6, 0.00079324432, -0.0122831612, 0.0111275482),
    ],
  },
  'di/surfacetopography__di-6.di': {
    class: 'REAL',
    format: 'nanoscope',
    channelCount: { value: 4, source: GWY },
    channels: [
      { ...diCh(0, 'Height', 'height', 'm', 512, 1e-5, 1.68503197e-8, 7.4977483e-8, 1.98867791e-7) },
      { ...diCh(1, 'Height', 'height', 'm', 512, 1e-5, 1.43251922e-8, -4.16250145e-8, 6.74343344e-8) },
      { ...diCh(2, 'Phase', 'other', 'deg', 512, 1e-5, 5.05482481, 22.7303656, 79.5288143) },
      {
        ...diCh(
          3,
          'AmplitudeError',
          'other',
          'V',
          512,
          1e-5,
          116.125358,
          -520.133669,
          628.774591,
          NANOSCOPE_MILLIVOLTS,
        ),
      },
    ],
  },
  // #17 REAL-CORRUPT.
  'di/surfacetopography__di_corrupted.di': {
    class: 'REAL-CORRUPT',
    rejects: 'corrupt-file',
    reason: /truncated/,
    why: 'truncated: SurfaceTopography test_di.py L57–60 expects CorruptFile, Gwyddion "File is truncated" (MANIFEST §3 di, §2 #17)',
  },
  // #18–19 REAL: FRT MicroProf. The references disagree on undefined points; we follow Gwyddion.
  'frt/surfacetopography__frt-1.frt': {
    class: 'REAL',
    format: 'frt-microprof',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 500,
        ny: 500,
        sizeX: st(0.012, 'm', 'test_frt.py L69 (MANIFEST §3 frt)', { rtol: 1e-6 }),
        sizeY: st(0.012, 'm', 'test_frt.py L70 (MANIFEST §3 frt)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: gw(4.91578577e-6),
        zMin: gw(0),
        zMax: gw(0.000305214393),
        invalid: gwInvalid(76456),
        // SurfaceTopography's values (its reading of undefined points), kept to show we differ.
        detrendedSq: st(3.463934e-6, 'm', 'test_frt.py L79 (MANIFEST §3 frt)', { rtol: 1e-4 }, FRT_UNDEFINED),
        profileSq: st(1.23256e-5, 'm', 'test_frt.py L76 (MANIFEST §3 frt)', { rtol: 1e-6 }, FRT_UNDEFINED),
        detrendedProfileSq: st(
          1.248258e-6,
          'm',
          'test_frt.py L80 (MANIFEST §3 frt)',
          { rtol: 1e-4 },
          FRT_UNDEFINED,
        ),
        note: "Gwyddion's title is 'Topography (top sensor) 1'; SurfaceTopography's Sq 2.047476e-05 (L75) disagrees with Gwyddion (§4.1)",
      },
      {
        channel: 1,
        name: 'Intensity',
        nx: 500,
        ny: 500,
        sizeX: gw(0.012),
        sizeY: gw(0.012),
        zUnit: '',
        sq: gw(59.9690381),
        zMin: gw(0),
        zMax: gw(610),
        invalid: gwInvalid(76456),
      },
    ],
    note: "FRT undefined points: SurfaceTopography (Sq 2.047476e-05) and Gwyddion (4.91578577e-06 over 173 544 points) disagree (§4.1) and no reading reproduces SurfaceTopography's numbers, so we follow Gwyddion's mask; SurfaceTopography's Sq values are kept as documented deviations",
  },
  'frt/surfacetopography__frt-2.frt': {
    class: 'REAL',
    format: 'frt-microprof',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 150,
        ny: 300,
        sizeX: st(0.03, 'm', 'test_frt.py L100 (MANIFEST §3 frt)', { rtol: 1e-6 }),
        sizeY: st(0.06, 'm', 'test_frt.py L101 (MANIFEST §3 frt)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: gw(8.82676318e-6),
        zMin: gw(2.63679922e-7),
        zMax: gw(0.000303651845),
        invalid: gwInvalid(12314),
        profileSq: st(1.439208e-5, 'm', 'test_frt.py L107 (MANIFEST §3 frt)', { rtol: 1e-6 }, FRT_UNDEFINED),
        detrendedSq: st(
          7.405055e-6,
          'm',
          'test_frt.py L110 (MANIFEST §3 frt)',
          { rtol: 1e-4 },
          FRT_UNDEFINED,
        ),
        detrendedProfileSq: st(
          7.332406e-6,
          'm',
          'test_frt.py L111 (MANIFEST §3 frt)',
          { rtol: 1e-4 },
          FRT_UNDEFINED,
        ),
        note: "SurfaceTopography's Sq 1.853335e-05 (L106) disagrees with Gwyddion (§4.1)",
      },
      {
        channel: 1,
        name: 'Intensity',
        nx: 150,
        ny: 300,
        sizeX: gw(0.03),
        sizeY: gw(0.06),
        zUnit: '',
        sq: gw(78.9059815),
        zMin: gw(25),
        zMax: gw(907),
        invalid: gwInvalid(12314),
      },
    ],
    note: 'FRT undefined points: we follow Gwyddion (see frt-1)',
  },
  // #20 SYN: gwyfile test.gwy.
  'gwy/gwyfile__test.gwy': {
    class: 'SYN',
    format: 'gwyddion-gwy',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Test',
        nx: 128,
        ny: 128,
        zUnit: '',
        sq: gw(0.000187711262),
        zMin: gw(0),
        zMax: gw(0.001),
        // gwyfile data[row][col].
        at: [
          {
            row: 0,
            col: 0,
            value: {
              value: 0.00082494,
              rtol: 1e-5,
              source: 'gwyfile test_gwyobject.py L22 (MANIFEST §3 .gwy)',
            },
          },
          {
            row: 44,
            col: 33,
            value: {
              value: 0.00085301,
              rtol: 1e-5,
              source: 'gwyfile test_gwyobject.py L23 (MANIFEST §3 .gwy)',
            },
          },
        ],
        note: 'the field (128 × 128) has no lateral unit, so it is not compared in metres',
      },
    ],
  },
  'gwy/scifidatasets__GwiddionReader_bipm.gwy': {
    class: 'REAL?',
    format: 'gwyddion-gwy',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 500,
        ny: 500,
        sizeX: gw(5e-6),
        sizeY: gw(5e-6),
        zUnit: 'm',
        sq: gw(2.52144205e-8),
        zMin: gw(1.6878404e-5),
        zMax: gw(1.7016424e-5),
      },
    ],
  },
  'gwy/scifidatasets__GwiddionReader_chip.gwy': {
    class: 'REAL?',
    format: 'gwyddion-gwy',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 300,
        ny: 300,
        sizeX: gw(8e-5),
        sizeY: gw(8e-5),
        zUnit: 'm',
        sq: gw(1.51500546e-6),
        zMin: gw(1.2514912e-5),
        zMax: gw(1.9495428e-5),
      },
    ],
  },
  'gwy/scifidatasets__PTO_110_Virgin0001.gwy': {
    class: 'REAL',
    format: 'gwyddion-gwy',
    channelCount: { value: 4, source: 'SciFiReaders test_gwy.py L23 (MANIFEST §3 .gwy)' },
    channels: [
      {
        channel: 0,
        name: 'HeightRetrace',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: gw(1.003921569e-5),
        sizeY: gw(1.003921569e-5),
        zUnit: 'm',
        sq: gw(4.63198751e-9),
        zMin: gw(-1.54585678e-8),
        zMax: gw(1.09636744e-7),
      },
      {
        channel: 1,
        name: 'AmplitudeRetrace',
        nx: 256,
        ny: 256,
        sizeX: gw(1.003921569e-5),
        sizeY: gw(1.003921569e-5),
        zUnit: 'm',
        sq: gw(5.91896567e-11),
        zMin: gw(8.83579234e-12),
        zMax: gw(1.60213709e-9),
      },
      {
        channel: 2,
        name: 'DeflectionRetrace',
        nx: 256,
        ny: 256,
        sizeX: gw(1.003921569e-5),
        sizeY: gw(1.003921569e-5),
        zUnit: 'm',
        sq: gw(2.8376078e-9),
        zMin: gw(4.64802987e-8),
        zMax: gw(1.66053056e-7),
      },
      {
        channel: 3,
        name: 'PhaseRetrace',
        nx: 256,
        ny: 256,
        sizeX: gw(1.003921569e-5),
        sizeY: gw(1.003921569e-5),
        zUnit: 'deg',
        sq: gw(99.1090891),
        zMin: gw(-89.9842682),
        zMax: gw(269.939301),
      },
    ],
    note: 'names and units [m, m, m, deg] from SciFiReaders test_gwy.py L24–25; field 10 µm × 256/255 as converted from IBW (§4.1)',
  },
  // #24 SYN: HDF5.
  'h5/surfacetopography__multiple_data_sets.h5': {
    class: 'SYN',
    format: 'hdf5',
    channelCount: { value: 2, source: 'SurfaceTopography test_h5.py L57 (MANIFEST §3 Text / ASCII)' },
    channels: [
      { channel: 0, nx: 256, ny: 256, note: 'test_h5.py L61–62' },
      { channel: 1, nx: 640, ny: 480, note: 'test_h5.py L68–69' },
    ],
  },
  // #25 REAL: HFM profile.
  'hfm/surfacetopography__hfm-1.hfm': {
    class: 'REAL',
    format: 'hfm-profile',
    uniform: { value: true, source: 'SurfaceTopography test_xyz.py L99 (MANIFEST §3 Text / ASCII)' },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 9600,
        ny: 1,
        sizeX: st(4.8, 'mm', 'test_xyz.py L102 (MANIFEST §3 Text / ASCII)', { rtol: 1e-6 }),
        zUnit: 'm',
        profileSq: st(0.000906, 'mm', 'test_xyz.py L106 (MANIFEST §3 Text / ASCII)', { rtol: 1e-3 }),
        detrendedProfileSq: st(0.000138, 'mm', 'test_xyz.py L109 (MANIFEST §3 Text / ASCII)', { rtol: 1e-3 }),
      },
    ],
  },
  // #26 REAL: Asylum IBW, 4 channels.
  'ibw/scifidatasets__IgorIBWReader_ImageStack_BTFO_DSO.ibw': {
    class: 'REAL',
    format: 'igor-ibw',
    channelCount: { value: 4, source: 'SciFiReaders test_igor.py L780 (MANIFEST §3 .ibw)' },
    channels: [
      {
        channel: 0,
        name: 'HeightRetrace',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: gw(2.007843137e-6),
        sizeY: gw(2.007843137e-6),
        zUnit: 'm',
        sq: gw(6.3948972e-10),
        zMin: gw(-3.47637297e-9),
        zMax: gw(2.94882341e-9),
        dx: {
          value: 2e-6 / 256,
          source:
            "SciFiReaders test_igor.py L786–800 'ScanSize': 2e-06 over 'ScanPoints': 256 (MANIFEST §3 .ibw)",
          rtol: 1e-9,
          deviation: IBW_N_STEPS,
        },
      },
      {
        channel: 1,
        name: 'AmplitudeRetrace',
        nx: 256,
        ny: 256,
        sizeX: gw(2.007843137e-6),
        sizeY: gw(2.007843137e-6),
        zUnit: 'm',
        sq: gw(5.02144715e-12),
        zMin: gw(1.37961008e-12),
        zMax: gw(3.86290826e-11),
      },
      {
        channel: 2,
        name: 'DeflectionRetrace',
        nx: 256,
        ny: 256,
        sizeX: gw(2.007843137e-6),
        sizeY: gw(2.007843137e-6),
        zUnit: 'm',
        sq: gw(5.62274182e-11),
        zMin: gw(3.74428524e-8),
        zMax: gw(3.84391363e-8),
      },
      {
        channel: 3,
        name: 'PhaseRetrace',
        nx: 256,
        ny: 256,
        sizeX: gw(2.007843137e-6),
        sizeY: gw(2.007843137e-6),
        zUnit: 'deg',
        sq: gw(118.997674),
        zMin: gw(-89.990921),
        zMax: gw(269.999786),
      },
    ],
    note: "IBW pixel size: SciFiReaders quotes the raw ScanSize 2e-06 m; Gwyddion and SurfaceTopography both give ScanSize × N/(N−1) (§4.1), the wave's own step sfA times N, which we follow. Names/units from SciFiReaders L781–784 agree with Gwyddion",
  },
  'ibw/surfacetopography__10x10-one_channel_without_name.ibw': {
    class: 'SYN',
    format: 'igor-ibw',
    channelCount: { value: 1, source: 'SurfaceTopography test_ibw.py L171 (MANIFEST §3 .ibw)' },
    channels: [
      {
        channel: 0,
        name: 'no name (1)',
        nx: 10,
        ny: 10,
        zUnit: '',
        sq: gw(0.48004935),
        zMin: gw(1),
        zMax: gw(2),
        note: "name from test_ibw.py L176, grid L178; Gwyddion's 10 × 10 field has no unit",
      },
    ],
  },
  'ibw/surfacetopography__spot_1-1000nm.ibw': {
    class: 'REAL',
    format: 'igor-ibw',
    channelCount: { value: 8, source: GWY },
    channels: (
      [
        ['HeightTrace', 'height', 'm', 8.94548149e-8, -7.04623858e-7, -3.31233451e-7],
        ['HeightRetrace', 'height', 'm', 1.10284572e-7, -6.87740567e-7, -2.73768535e-7],
        ['AmplitudeTrace', 'other', 'm', 6.94372412e-10, 3.5875658e-8, 7.50345919e-8],
        ['AmplitudeRetrace', 'other', 'm', 6.72798455e-10, 4.68863526e-8, 7.49875539e-8],
        ['PhaseTrace', 'other', 'deg', 1.63997265, 83.0570068, 114.116318],
        ['PhaseRetrace', 'other', 'deg', 1.62280984, 81.5028076, 119.590347],
        ['NapPotentialTrace', 'other', 'V', 0.0349870498, 0.198848248, 0.359610319],
        ['NapPotentialRetrace', 'other', 'V', 0.0336438612, 0.199753046, 0.355657339],
      ] as const
    ).map(([name, kind, zUnit, sq, zMin, zMax], channel): ChannelExpectation => ({
      channel,
      name,
      kind,
      nx: 256,
      ny: 256,
      sizeX: gw(2.007843137e-5),
      sizeY: gw(2.007843137e-5),
      dx: st(
        2e-5 / 255,
        'm',
        'test_ibw.py L151–157 "20 µm" (MANIFEST §3 .ibw): ScanSize/(N−1) = 20 µm/255, §4.1',
        {
          rtol: 1e-9,
        },
      ),
      zUnit,
      sq: gw(sq),
      zMin: gw(zMin),
      zMax: gw(zMax),
    })),
    note: 'test_ibw.py L151–157 asserts each field ≈ 2e-05 m with abs 0.01 (satisfied); both it and Gwyddion give 20 µm × 256/255 (§4.1), which we follow',
  },
  // #29 REAL: NT-MDT, one current channel.
  'mdt/scifidatasets__test_mdt.mdt': {
    class: 'REAL',
    format: 'nt-mdt',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: '1F:Iprobe',
        kind: 'other',
        nx: 256,
        ny: 256,
        sizeX: gw(3.000833544e-6, MDT_N_SPACING),
        sizeY: gw(3.000833544e-6, MDT_N_SPACING),
        zUnit: 'A',
        sq: gw(1.71883139e-9),
        zMin: gw(-5.87467866e-11),
        zMax: gw(5.26893825e-8),
      },
    ],
    note: "no origin values (MANIFEST §6). Gwyddion's title is '1F:Iprobe (2)'. Field: n × spacing, Gwyddion (n − 1) × spacing (documented in the nt-mdt reader and docs/formats.md)",
  },
  // #30 REAL: PicoView .mi.
  'mi/surfacetopography__mi-1.mi': {
    class: 'REAL',
    format: 'picoview-mi',
    channelCount: { value: 4, source: 'SurfaceTopography test_mi.py L53 (MANIFEST §3 .mi)' },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'm',
        sq: gw(3.32154265e-8),
        zMin: gw(-6.29961548e-7),
        zMax: gw(-4.64322052e-7),
        at: [
          {
            row: 0,
            col: 0,
            value: st(-0.4986900329589844, 'µm', 'test_mi.py L97–98 (MANIFEST §3 .mi)', { rtol: 1e-6 }),
          },
        ],
      },
      {
        channel: 1,
        name: 'Deflection',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'V',
        sq: gw(0.00453032101),
        zMin: gw(-0.0607299805),
        zMax: gw(0.0942993164),
      },
      {
        channel: 2,
        name: 'Friction',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'V',
        sq: gw(0.235476195),
        zMin: gw(-0.963439941),
        zMax: gw(-0.00183105469),
      },
      {
        channel: 3,
        name: 'Friction',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'V',
        sq: gw(0.238648907),
        zMin: gw(-0.903015137),
        zMax: gw(0.129089355),
      },
    ],
    note: 'names and grid from test_mi.py L54–63. Its physical_sizes (2e-05, 2e-05) beside unit "µm" (L64, L80) cannot both hold; we follow Gwyddion\'s 2e-05 m, which the first pixel (in µm, L97) confirms. Raw metadata (L65–86) not asserted',
  },
  // #31–32 REAL: Digital Surf Mountains .mnt.
  'mnt/surfacetopography__mnt-1.mnt': {
    class: 'REAL',
    format: 'mnt',
    channelCount: { value: 1, source: 'SurfaceTopography test_mnt.py L58 (MANIFEST §3 .mnt)' },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 960,
        ny: 600,
        // assert_almost_equal(decimal=2): |ours − value| < 1.5e-2.
        sizeX: st(1777.404, 'µm', 'test_mnt.py L69 (MANIFEST §3 .mnt)', { atol: 1.5e-2 }),
        sizeY: st(1110.878, 'µm', 'test_mnt.py L70 (MANIFEST §3 .mnt)', { atol: 1.5e-2 }),
        zUnit: 'm',
        invalid: { count: 0, source: 'SurfaceTopography test_mnt.py L76 (MANIFEST §3 .mnt)' },
      },
    ],
    note: "read since the Mountains reader landed; the field is (n − 1) Mountains steps, as SurfaceTopography takes it, so dx = field / nx equals bcrf-1's pixel size (same measurement)",
  },
  'mnt/surfacetopography__mnt-2.mnt': {
    class: 'REAL',
    format: 'mnt',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 1280,
        ny: 960,
        // assert_almost_equal(decimal=1): |ours − value| < 1.5e-1.
        sizeX: st(95.77, 'µm', 'test_mnt.py L106 (MANIFEST §3 .mnt)', { atol: 1.5e-1 }),
        sizeY: st(71.81, 'µm', 'test_mnt.py L107 (MANIFEST §3 .mnt)', { atol: 1.5e-1 }),
        zUnit: 'm',
        zAbove: st(-150, 'µm', 'test_mnt.py L118 (MANIFEST §3 .mnt)', {}),
        zBelow: st(100, 'µm', 'test_mnt.py L119 (MANIFEST §3 .mnt)', {}),
        invalid: {
          atLeast: 40001,
          atMost: 49999,
          source: 'SurfaceTopography test_mnt.py L112, L122 "About 45531 masked pixels" (MANIFEST §3 .mnt)',
        },
      },
    ],
    note: "read since the Mountains reader landed; the field is (n − 1) Mountains steps, as SurfaceTopography takes it, so dx = field / nx equals bcrf-1's pixel size (same measurement)",
  },
  // #33 SYN: NetCDF.
  'nc/surfacetopography__nc-1.nc': {
    class: 'SYN',
    format: 'netcdf',
    channels: [{ channel: 0, kind: 'height' }],
    note: 'no reference values (written by SurfaceTopography; Gwyddion cannot read it, §4.2)',
  },
  // #34 REAL: Nanosurf .nid, 8 channels.
  'nid/surfacetopography__nid-1.nid': {
    class: 'REAL',
    format: 'nanosurf-nid',
    channelCount: { value: 8, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Deflection',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'N',
        sq: gw(4.06601552e-10),
        zMin: gw(-9.01172977e-9),
        zMax: gw(1.94481332e-8),
      },
      {
        channel: 1,
        name: 'Scan forward (Z-Axis)',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: st(2e-5, 'm', 'test_ezd.py L68 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        sizeY: st(2e-5, 'm', 'test_ezd.py L69 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(2.395896706764167e-7, 'm', 'test_ezd.py L73–74 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        profileSq: st(2.294702406191355e-7, 'm', 'test_ezd.py L75–76 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        profileSqY: st(6.891854644154332e-8, 'm', 'test_ezd.py L77–78 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        zMin: gw(-1.98257838e-6),
        zMax: gw(-9.25391804e-7),
      },
      {
        channel: 2,
        name: 'Friction force',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'V',
        sq: gw(0.00493790212),
        zMin: gw(-0.0183697138),
        zMax: gw(0.00586726703),
      },
      {
        channel: 3,
        name: 'Scan forward (Z-AxisSensor)',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'm',
        sq: st(3.026701737129839e-7, 'm', 'test_ezd.py L79–80 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        zMin: gw(-4.24004668e-6),
        zMax: gw(-2.86991226e-6),
      },
      {
        channel: 4,
        name: 'Deflection',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'N',
        sq: gw(5.44247435e-10),
        zMin: gw(1.83435963e-9),
        zMax: gw(2.83979097e-8),
      },
      {
        channel: 5,
        name: 'Scan backward (Z-Axis)',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'm',
        sq: st(2.3941867686171115e-7, 'm', 'test_ezd.py L81–82 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        zMin: gw(-1.97080498e-6),
        zMax: gw(-9.19706631e-7),
      },
      {
        channel: 6,
        name: 'Friction force',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'V',
        sq: gw(0.00496376901),
        zMin: gw(-0.0182651542),
        zMax: gw(0.00568547286),
      },
      {
        channel: 7,
        name: 'Scan backward (Z-AxisSensor)',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: gw(2e-5),
        sizeY: gw(2e-5),
        zUnit: 'm',
        sq: st(3.029781629305204e-7, 'm', 'test_ezd.py L83–84 (MANIFEST §3 .nid)', { rtol: 1e-6 }),
        zMin: gw(-4.24115779e-6),
        zMax: gw(-2.87106322e-6),
      },
    ],
    note: "SurfaceTopography's len(channels) == 4 (test_ezd.py L59) counts its four Z channels; Gwyddion and we list all 8. Z-channel names from SurfaceTopography; Gwyddion titles are e.g. 'Deflection forward' (§4.2), whose Sq all agree with SurfaceTopography (§4.1)",
  },
  // #35–36 REAL: NanoFocus .nms.
  'nms/surfacetopography__nms-1.nms': {
    class: 'REAL',
    format: 'nanofocus-nms',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 512,
        ny: 512,
        zUnit: 'm',
        invalid: { count: 0, source: 'SurfaceTopography test_nms.py L66 all finite (MANIFEST §3 .nms)' },
        note: 'grid test_nms.py L55–56; sx, sy > 0 (L60–61) hold for every valid SurfaceFile; Gwyddion cannot read .nms',
      },
    ],
  },
  'nms/surfacetopography__nms-2.nms': {
    class: 'REAL',
    format: 'nanofocus-nms',
    channels: [
      { channel: 0, kind: 'height', nx: 512, ny: 512, zUnit: 'm', note: 'grid from MANIFEST §2 #36' },
    ],
    note: 'nms-2 has no assertions (MANIFEST §3 .nms)',
  },
  // #37 SYN / #38 SYN-BAD: numpy.
  'npy/surfacetopography__example-2d.npy': {
    class: 'SYN',
    format: 'numpy-npy',
    channels: [{ channel: 0, kind: 'height' }],
    note: 'no reference values',
  },
  'npy/surfacetopography__wrongnpyfile.npy': {
    class: 'SYN-BAD',
    rejects: 'corrupt-file',
    reason: /NUMPY signature/,
    why: 'invalid npy, a negative test of SurfaceTopography (MANIFEST §2 #38)',
  },
  // #39 REAL: Wyko OPD.
  'opd/surfacetopography__opd-1.opd': {
    class: 'REAL',
    format: 'wyko-opd',
    channelCount: { value: 3, source: GWY },
    uniform: { value: true, source: 'SurfaceTopography test_opd.py L48 (MANIFEST §3 .opd)' },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 640,
        ny: 480,
        // pytest.approx: rel 1e-6.
        sizeX: st(0.12590914, 'mm', 'test_opd.py L46 (MANIFEST §3 .opd)', { rtol: 1e-6 }),
        sizeY: st(0.094431855, 'mm', 'test_opd.py L47 (MANIFEST §3 .opd)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: gw(8.35645116e-9),
        zMin: gw(-3.52556977e-7),
        zMax: gw(-2.23402815e-7),
        invalid: gwInvalid(116),
      },
      {
        channel: 1,
        name: 'SecArr_0',
        nx: 640,
        ny: 480,
        sizeX: gw(0.0001259091403),
        sizeY: gw(9.443185525e-5),
        zUnit: '',
        sq: gw(4134.58375),
        zMin: gw(8),
        zMax: gw(44585),
      },
      {
        channel: 2,
        name: 'Image',
        kind: 'image',
        nx: 640,
        ny: 480,
        sizeX: gw(0.0001259091403),
        sizeY: gw(9.443185525e-5),
        sq: gw(2.60025169, IMAGE_LUMINANCE),
      },
    ],
    note: "SurfaceTopography's len(channels) == 1 (test_opd.py L59) counts heights only; Gwyddion and we also expose the secondary array and the image. height_scale_factor (L49) is internal, not asserted",
  },
  'opd/surfalize__test_1.opd': {
    class: 'REAL',
    format: 'wyko-opd',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 736,
        ny: 480,
        sizeX: gw(0.001202801522),
        sizeY: gw(0.0009151750398),
        zUnit: 'm',
        sq: gw(1.92652607e-6),
        zMin: gw(-8.04169492e-6),
        zMax: gw(1.08027119e-5),
        invalid: gwInvalid(809),
      },
      {
        channel: 1,
        name: 'Image',
        kind: 'image',
        nx: 736,
        ny: 480,
        sizeX: gw(0.001202801522),
        sizeY: gw(0.0009151750398),
        sq: gw(57.333354, IMAGE_LUMINANCE),
      },
    ],
    note: 'surfalize asserts no values (load only): Gwyddion values',
  },
  'opd/surfalize__test_2.opd': {
    class: 'REAL',
    format: 'wyko-opd',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 736,
        ny: 480,
        sizeX: gw(0.001202801522),
        sizeY: gw(0.0009151750398),
        zUnit: 'm',
        sq: gw(1.16468755e-6),
        zMin: gw(-5.21336049e-6),
        zMax: gw(4.44008147e-6),
        invalid: gwInvalid(231),
      },
      {
        channel: 1,
        name: 'Image',
        kind: 'image',
        nx: 736,
        ny: 480,
        sizeX: gw(0.001202801522),
        sizeY: gw(0.0009151750398),
        sq: gw(50.9303938, IMAGE_LUMINANCE),
      },
    ],
    note: 'surfalize asserts no values (load only): Gwyddion values',
  },
  // #42 REAL: Dektak OPDx profile, paired with its text export.
  'opdx/surfacetopography__opdx-3.opdx': {
    class: 'REAL',
    format: 'dektak-opdx',
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
    sameHeightsAs: {
      path: 'txt/surfacetopography__opdx-3.txt',
      rtol: 1e-7,
      source: 'SurfaceTopography test_opdx.py L173–174 assert_allclose(heights, y × 1e6) (MANIFEST §3 .opdx)',
    },
    note: 'instrument name/vendor (L170–171) are metadata, not asserted here',
  },
  // #43 REAL: Sensofar PLu.
  'plu/surfacetopography__plu-1.plu': {
    class: 'REAL',
    format: 'plu',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 768,
        ny: 576,
        sizeX: st(1274.880066, 'µm', 'test_plu.py L66 (MANIFEST §3 .plu)', { rtol: 1e-6 }),
        sizeY: st(956.160049, 'µm', 'test_plu.py L67 (MANIFEST §3 .plu)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(2.834391, 'µm', 'test_plu.py L71 (MANIFEST §3 .plu)', { rtol: 1e-6 }),
        profileSq: st(2.833895, 'µm', 'test_plu.py L72 (MANIFEST §3 .plu)', { rtol: 1e-6 }),
        detrendedSq: st(0.01818, 'µm', 'test_plu.py L75 (MANIFEST §3 .plu)', { rtol: 1e-4 }),
        detrendedProfileSq: st(0.018167, 'µm', 'test_plu.py L76 (MANIFEST §3 .plu)', { rtol: 1e-4 }),
        zMin: gw(-0.000111230469),
        zMax: gw(-0.000101214844),
      },
      {
        channel: 1,
        name: 'Gray',
        kind: 'image',
        nx: 768,
        ny: 576,
        sizeX: gw(0.001274880066),
        sizeY: gw(0.0009561600494),
        sq: gw(22.2951193, IMAGE_LUMINANCE),
      },
    ],
  },
  'plu/surfalize__test_1.plu': {
    class: 'REAL',
    format: 'plu',
    channelCount: { value: 2, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 768,
        ny: 576,
        sizeX: gw(0.0002549760132),
        sizeY: gw(0.0001912320099),
        zUnit: 'm',
        sq: gw(5.20075415e-6),
        zMin: gw(-1.20919857e-5),
        zMax: gw(1.23230534e-5),
      },
      {
        channel: 1,
        name: 'Gray',
        kind: 'image',
        nx: 768,
        ny: 576,
        sizeX: gw(0.0002549760132),
        sizeY: gw(0.0001912320099),
        sq: gw(35.0151689, IMAGE_LUMINANCE),
      },
    ],
    note: 'surfalize asserts no values (load only): Gwyddion values',
  },
  // #45 STUB: PLUx without height data.
  'plux/x3ptools__test.plux': {
    class: 'STUB',
    rejects: 'images-missing',
    reason: /LAYER_0\.raw/,
    why: 'settings only, no LAYER_*.raw height data; Gwyddion: "File LAYER_0.raw is missing in the zip file" (MANIFEST §2 #45, §6)',
  },
  // #46 IMG: PNG picture.
  'png/x3ptools__csafe-color.png': {
    class: 'IMG',
    format: 'png',
    channels: [{ channel: 0, kind: 'image', nx: 741, ny: 419, note: '741x419 RGBA from MANIFEST §2 #46' }],
  },
  // #47 SYN: ASCII SDF.
  'sdf/surfacetopography__sdf-1.sdf': {
    class: 'SYN',
    format: 'sdf',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 7,
        ny: 4,
        sizeX: st(7.0, 'µm', 'test_sdf.py L59 (MANIFEST §3 .sdf)', { rtol: 1e-3 }),
        sizeY: st(4.0, 'µm', 'test_sdf.py L60 (MANIFEST §3 .sdf)', { rtol: 1e-3 }),
        zUnit: 'm',
        sq: gw(1.36028973e-8),
        zMin: gw(9.4907e-7),
        zMax: gw(1e-6),
      },
    ],
  },
  // #48 REAL: WSxM .stp.
  'stp/surfacetopography__stp-1.stp': {
    class: 'REAL',
    format: 'wsxm',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: st(600, 'nm', 'test_wsxm.py L66 (MANIFEST §3 WSxM)', { rtol: 1e-6 }),
        sizeY: st(600, 'nm', 'test_wsxm.py L67 (MANIFEST §3 WSxM)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: gw(1.65415854e-9),
        note: "SurfaceTopography's Sq 1.654156 nm (test_wsxm.py L71, rtol 1e-6) is 1.5e-6 relative from Gwyddion's 1.65415854e-09 m; we agree with Gwyddion to 1e-9, so Gwyddion's value is asserted",
        zMin: gw(-8.62930861e-10),
        zMax: gw(1.28378691e-8),
      },
    ],
  },
  // #49–51 REAL: Digital Surf .sur. Non-measured points are NaN here (documented choice).
  'sur/surfacetopography__sur-2.sur': {
    class: 'REAL',
    format: 'sur',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 563,
        ny: 484,
        sizeX: gw(0.001961492123),
        sizeY: gw(0.001686256106),
        zUnit: 'm',
        sq: gw(3.1186688e-8, SUR_NON_MEASURED),
        zMin: gw(8.9118001e-6, SUR_NON_MEASURED),
        zMax: gw(1.03880001e-5),
      },
    ],
    note: 'Gwyddion counts the 117 non-measured points at the fill value (its zmin 8.9118e-06 = stored minimum − 2); we make them NaN (sur reader header, docs/formats.md), so Sq and zmin differ by choice',
  },
  'sur/surfacetopography__sur-3.sur': {
    class: 'REAL',
    format: 'sur',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 512,
        ny: 512,
        sizeX: st(0.151319552, 'm', 'test_sur.py L88 (MANIFEST §3 .sur)', { rtol: 1e-6 }),
        sizeY: st(0.151319552, 'm', 'test_sur.py L89 (MANIFEST §3 .sur)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(
          0.0019200491394179297,
          'm',
          'test_sur.py L93–94 (MANIFEST §3 .sur)',
          { rtol: 1e-6 },
          SUR_NON_MEASURED,
        ),
        zMin: gw(-0.00341433207, SUR_NON_MEASURED),
        zMax: gw(0.00357801973),
      },
    ],
    note: 'SurfaceTopography and Gwyddion agree on Sq 0.00192004914 (§4.1) with the 233 009 non-measured points at their fill value; we make them NaN (sur reader header), so Sq differs by choice',
  },
  'sur/surfalize__test_uncompressed.sur': {
    class: 'REAL',
    format: 'sur',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: '* DVD *',
        kind: 'height',
        nx: 512,
        ny: 512,
        sizeX: gw(1.002030913e-5),
        sizeY: gw(1.002506725e-5),
        zUnit: 'm',
        sq: gw(1.19146667e-7),
        zMin: gw(-3.12002941e-7),
        zMax: gw(3.14492278e-7),
        note: 'object name from MANIFEST §2 #51',
      },
    ],
  },
  // #52 REAL: Park Systems TIFF.
  'tiff/surfacetopography__example_ps.tiff': {
    class: 'REAL',
    format: 'park-systems-tiff',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Z Height',
        kind: 'height',
        nx: 512,
        ny: 512,
        sizeX: st(1.0, 'µm', 'test_ps.py L53 (MANIFEST §3 Park Systems TIFF)', { rtol: 1e-6 }),
        sizeY: st(1.0, 'µm', 'test_ps.py L54 (MANIFEST §3 Park Systems TIFF)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(0.003933333499668988, 'µm', 'test_ps.py L58 (MANIFEST §3 Park Systems TIFF)', { rtol: 1e-6 }),
        zMin: gw(-1.49814947e-8),
        zMax: gw(2.17088712e-8),
      },
    ],
  },
  // #53–54 TrueMap TMD: lengths in millimetres (documented choice).
  'tmd/surfacetopography__tmd-1.tmd': {
    class: 'REAL',
    format: 'truemap-tmd',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 300,
        ny: 300,
        sizeX: st(18.9566, 'µm', 'test_tmd.py L59 (MANIFEST §3 .tmd)', { rtol: 1e-3 }, TMD_MILLIMETRES),
        sizeY: st(18.9566, 'µm', 'test_tmd.py L60 (MANIFEST §3 .tmd)', { rtol: 1e-3 }, TMD_MILLIMETRES),
        zUnit: 'm',
        zAtLeast: st(0, 'µm', 'test_tmd.py L66 (MANIFEST §3 .tmd)', {}),
        zBelow: st(1, 'µm', 'test_tmd.py L67 (MANIFEST §3 .tmd)', {}, TMD_MILLIMETRES),
      },
    ],
    note: 'SurfaceTopography says µm (test_tmd.py L62), but an 18.9566 µm field of 300 points with heights < 1 µm is implausible for a TrueMap scan; GelSight readtmd reads millimetres, which we follow (truemap-tmd reader header)',
  },
  'tmd/x3ptools__gelsight_testing.tmd': {
    class: 'SYN?',
    format: 'truemap-tmd',
    channels: [{ channel: 0, kind: 'height', zUnit: 'm' }],
    note: 'no reference values (Gwyddion cannot read .tmd, §4.2)',
  },
  // #55 REAL: WSxM .top.
  'top/surfacetopography__top-1.top': {
    class: 'REAL',
    format: 'wsxm',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: st(600, 'nm', 'test_wsxm.py L85 (MANIFEST §3 WSxM)', { rtol: 1e-6 }),
        sizeY: st(600, 'nm', 'test_wsxm.py L86 (MANIFEST §3 WSxM)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(3.153099, 'nm', 'test_wsxm.py L90 (MANIFEST §3 WSxM)', { rtol: 1e-6 }),
        zMin: gw(1.15038014e-7),
        zMax: gw(1.33923114e-7),
      },
    ],
  },
  // #56 REAL: gzip of matrix-4.txt — the same expectations as matrix-4.txt.
  'txt.gz/surfacetopography__matrix-4.txt.gz': {
    class: 'REAL',
    format: 'text-matrix',
    channels: [matrix4()],
    note: 'test_asc.py L85–93 read both matrix-4.txt and matrix-4.txt.gz',
  },
  // #57–58 SYN: Gwyddion ASCII export headers.
  'txt/surfacetopography__gwyddion-export-english.txt': gwyddionExport(),
  'txt/surfacetopography__gwyddion-export-german.txt': gwyddionExport(),
  // #59–63: ASCII matrices.
  'txt/surfacetopography__matrix-2.txt': {
    class: 'REAL',
    format: 'text-matrix',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 650,
        ny: 650,
        sizeX: st(0.0002404103, 'm', 'test_asc.py L58 (MANIFEST §3 Text / ASCII)'),
        sizeY: st(0.0002404103, 'm', 'test_asc.py L59 (MANIFEST §3 Text / ASCII)'),
        zUnit: 'm',
        sq: st(2.7722350402740072e-7, 'm', 'test_asc.py L60 (MANIFEST §3 Text / ASCII)'),
        rmsGradient: {
          value: 0.35152685030417763,
          rtol: 1e-7,
          source: 'SurfaceTopography test_asc.py L61 (MANIFEST §3 Text / ASCII)',
        },
      },
    ],
  },
  'txt/surfacetopography__matrix-3.txt': {
    class: 'REAL',
    format: 'text-matrix',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 256,
        ny: 256,
        sizeX: st(10e-6, 'm', 'test_asc.py L70 (MANIFEST §3 Text / ASCII)'),
        sizeY: st(10e-6, 'm', 'test_asc.py L71 (MANIFEST §3 Text / ASCII)'),
        zUnit: 'm',
        sq: st(3.5222918750198742e-8, 'm', 'test_asc.py L72 (MANIFEST §3 Text / ASCII)'),
        rmsGradient: {
          value: 0.19235602282848963,
          rtol: 1e-7,
          source: 'SurfaceTopography test_asc.py L73 (MANIFEST §3 Text / ASCII)',
        },
      },
    ],
  },
  'txt/surfacetopography__matrix-4.txt': {
    class: 'REAL',
    format: 'text-matrix',
    channels: [matrix4()],
  },
  'txt/surfacetopography__matrix-5.txt': {
    class: 'SYN',
    format: 'text-matrix',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 10,
        ny: 10,
        zUnit: 'm',
        sq: {
          value: 1.0,
          rtol: 1e-7,
          source: 'SurfaceTopography test_asc.py L108 (MANIFEST §3 Text / ASCII)',
          deviation: UNITLESS_AS_MICROMETRES,
        },
        note: 'physical_sizes None (L102): we give 1 µm pixels, as for every headerless matrix',
      },
    ],
  },
  'txt/surfacetopography__matrix-6.txt': {
    class: 'SYN',
    format: 'text-matrix',
    channels: [{ channel: 0, kind: 'height', zUnit: 'm' }],
    note: 'no reference values (Gwyddion-style header + 3×4 matrix, MANIFEST §2 #63)',
  },
  // #64 SYN-BAD.
  'txt/surfacetopography__nonsense_txt_file.txt': {
    class: 'SYN-BAD',
    rejects: 'unsupported-image-type',
    reason: /no block of numeric data/,
    why: 'not a topography (negative test, MANIFEST §2 #64)',
  },
  // #65, #67 SYN: a single column 1…9.
  'txt/surfacetopography__not-yet-working-1.txt': singleColumn(
    "same bytes as single_column.txt (MANIFEST §2 sha 4590e824e464); SurfaceTopography's name says it did not read it then",
  ),
  // #66 REAL: text export of opdx-3.
  'txt/surfacetopography__opdx-3.txt': {
    class: 'REAL',
    format: 'xy-profile',
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
    note: 'paired with opdx/surfacetopography__opdx-3.opdx (asserted on that row)',
  },
  'txt/surfacetopography__single_column.txt': singleColumn(),
  // #68 SYN.
  'txt/surfacetopography__txt_example.txt': {
    class: 'SYN',
    format: 'text-matrix',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 6,
        ny: 3,
        sizeX: st(1e-6, 'm', 'test_topography.py L619 (MANIFEST §3 Text / ASCII)'),
        sizeY: st(0.5e-6, 'm', 'test_topography.py L619 (MANIFEST §3 Text / ASCII)'),
        zUnit: 'm',
        note: 'the expected heights matrix (L622–628) is not quoted in MANIFEST',
      },
    ],
  },
  // #69–74: x,z profiles.
  'txt/surfacetopography__xy-1.txt': {
    class: 'REAL?',
    format: 'xy-profile',
    uniform: { value: false, source: 'MANIFEST §2 #69 ("nonuniform line scan")' },
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
  },
  'txt/surfacetopography__xy-2.txt': {
    class: 'REAL?',
    format: 'xy-profile',
    uniform: { value: false, source: 'MANIFEST §2 #70 ("nonuniform line scan")' },
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
  },
  'txt/surfacetopography__xy-3.txt': {
    class: 'SYN',
    format: 'xy-profile',
    uniform: { value: false, source: 'SurfaceTopography test_xyz.py L124 (MANIFEST §3 Text / ASCII)' },
    channels: [
      {
        channel: 0,
        kind: 'height',
        ny: 1,
        zUnit: 'm',
        sizeX: st(
          9.0,
          'µm',
          'test_xyz.py L122 (MANIFEST §3 Text / ASCII)',
          { rtol: 1e-7 },
          {
            why: 'nonuniform x: we resample to a uniform grid whose field is N × step (9.9 for 11 points over 0…9); SurfaceTopography keeps x range 9 (bare numbers read as µm)',
          },
        ),
      },
    ],
    note: 'bandwidth (L129–130) is an analysis value, not asserted here',
  },
  'txt/surfacetopography__xy-4.txt': {
    class: 'REAL',
    format: 'xy-profile',
    uniform: { value: true, source: 'SurfaceTopography test_io.py L216–217 (MANIFEST §3 Text / ASCII)' },
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
    note: 'short_reliability_cutoff (test_reliability_cutoff.py L181–185) is an analysis value, not asserted here',
  },
  'txt/surfacetopography__xy-5.txt': {
    class: 'SYN',
    format: 'xy-profile',
    channels: [{ channel: 0, kind: 'height', ny: 1, zUnit: 'm' }],
    note: 'no reference values',
  },
  'txt/surfacetopography__xy-6.txt': {
    class: 'SYN',
    format: 'xy-profile',
    channels: [
      {
        channel: 0,
        kind: 'height',
        ny: 1,
        zUnit: 'm',
        invalid: { some: true, source: 'MANIFEST §2 #74 ("tiny x,z with NaN")' },
      },
    ],
  },
  // #75–77 SYN: x,y,z 4×4 grids (Gwyddion reads them unitless).
  'txt/surfacetopography__xyz-1-different-order.txt': xyz(0.330718914, true),
  'txt/surfacetopography__xyz-1.txt': xyz(0.330718914, true),
  'txt/surfacetopography__xyz-2.txt': xyz(0.494871659, false),
  // #78–83 SYN: openGPS demo samples.
  'x3p/opengps__ISO5436-sample1.x3p': openGpsSample(0.610509155, -0.808368572, 1.04759603),
  'x3p/opengps__ISO5436-sample1_bin.x3p': openGpsSample(0.610509155, -0.808368572, 1.04759603),
  'x3p/opengps__ISO5436-sample2.x3p': {
    class: 'SYN',
    format: 'x3p',
    channels: [{ channel: 0, kind: 'height', nx: 4, ny: 4, zUnit: 'm' }],
    note: 'a point list (FeatureType PCL, §2 #80) whose 16 x;y positions form a 4 × 4 grid of 1 µm: read as that grid (x3p/x3p-irregular-grid.ts, issue 15 item 11). Gwyddion rejects it, so there are no reference values',
  },
  'x3p/opengps__ISO5436-sample3.x3p': {
    class: 'SYN',
    format: 'x3p',
    channels: [{ channel: 0, kind: 'height', nx: 4, ny: 4, zUnit: 'm' }],
    note: 'Gwyddion rejects it ("Only type I is supported for axis CY", §2 #81); its absolute integer Y values lie on a regular grid, so we read it (x3p reader header). No reference values',
  },
  'x3p/opengps__ISO5436-sample4.x3p': openGpsSample(0.610537577, -0.808, 1.048),
  'x3p/opengps__ISO5436-sample4_bin.x3p': openGpsSample(0.610537577, -0.808, 1.048),
  // #84–85 REAL: Alicona InfiniteFocus x3p.
  'x3p/opengps__KautschukInfiniteFocus.x3p': {
    class: 'REAL',
    format: 'x3p',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 860,
        ny: 634,
        dx: header(0.000002279984215, 'CX Increment'),
        dy: header(0.000002279794519, 'CY Increment'),
        sizeX: gw(0.001960786425),
        sizeY: gw(0.001445389725),
        zUnit: 'm',
        sq: gw(3.39887181e-6),
        zMin: gw(-9.59028694e-6),
        zMax: gw(1.60941236e-5),
        invalid: gwInvalid(5296),
      },
    ],
  },
  'x3p/opengps__SkiInfiniteFocus.x3p': {
    class: 'REAL',
    format: 'x3p',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 1197,
        ny: 940,
        dx: header(0.000003678887926, 'CX Increment'),
        dy: header(0.000003680270397, 'CY Increment'),
        sizeX: gw(0.004403628847),
        sizeY: gw(0.003459454173),
        zUnit: 'm',
        sq: gw(1.81549657e-5),
        zMin: gw(-5.19300593e-5),
        zMax: gw(3.23062632e-5),
        invalid: gwInvalid(4272),
      },
    ],
  },
  // #86 REAL: x3p written by MountainsMap.
  'x3p/surfacetopography__x3p-2.x3p': {
    class: 'REAL',
    format: 'x3p',
    channelCount: { value: 1, source: GWY },
    uniform: { value: true, source: 'SurfaceTopography test_x3p.py L64 (MANIFEST §3 .x3p)' },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 650,
        ny: 650,
        sizeX: st(8.29767313942749e-5, 'm', 'test_x3p.py L61 (MANIFEST §3 .x3p)', { rtol: 1e-6 }),
        sizeY: st(0.0002044783737930349, 'm', 'test_x3p.py L62 (MANIFEST §3 .x3p)', { rtol: 1e-6 }),
        zUnit: 'm',
        sq: st(7.728033273597876e-8, 'm', 'test_x3p.py L66 (MANIFEST §3 .x3p)', { rtol: 1e-6 }),
        rmsGradient: {
          value: 0.062070073998443276,
          rtol: 1e-6,
          source: 'SurfaceTopography test_x3p.py L67 (MANIFEST §3 .x3p)',
        },
        zMin: gw(-3.14420687e-7),
        zMax: gw(2.39915513e-7),
        invalid: { count: 0, source: 'SurfaceTopography test_x3p.py L65 (MANIFEST §3 .x3p)' },
      },
    ],
    note: 'instrument name/vendor (L68–69) are metadata; the writer round trip (L186–197) is in formats/x3p.test.ts',
  },
  // #87 SYN: x3ptools csafe-logo.
  'x3p/x3ptools__csafe-logo.x3p': {
    class: 'SYN',
    format: 'x3p',
    channels: [{ channel: 0, kind: 'height', zUnit: 'm' }],
    note: 'no reference values: Gwyddion cannot read the nested archive (§2 #87). Its float64 data is not multiplied by CZ Increment (1e-06), as x3ptools, which wrote it, intends; Gwyddion 2.62 would scale it (x3p reader, x3p-point-data.ts)',
  },
  'x3p/x3ptools__pyramid.x3p': {
    class: 'SYN',
    format: 'x3p',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 5,
        ny: 5,
        sizeX: gw(5),
        sizeY: gw(5),
        zUnit: 'm',
        sq: gw(2.2627417),
        zMin: gw(2),
        zMax: gw(10),
      },
    ],
  },
  // #89 REAL: Sensofar bullet land (nested, no namespace).
  'x3p/x3ptools__sample-land.x3p': {
    class: 'REAL',
    format: 'x3p',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 918,
        ny: 256,
        dx: header(2.58e-6, 'CX Increment'),
        dy: header(2.58e-6, 'CY Increment'),
        zUnit: 'm',
      },
    ],
    note: 'header values only (MANIFEST §3 x3ptools/openGPS); Gwyddion cannot read it (nested folder, no namespace)',
  },
  'x3p/x3ptools__testing.x3p': {
    class: 'SYN',
    format: 'x3p',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 30,
        ny: 20,
        sizeX: gw(0.8249999881),
        sizeY: gw(0.5499999921),
        zUnit: 'm',
        sq: gw(0.0121978575),
        zMin: gw(-0.0238189027),
        zMax: gw(0.00896233972),
      },
    ],
  },
  // #91–93 MOCK: Mitutoyo xlsx exports.
  'xlsx/surfacetopography__mitutoyo_2_mock.xlsx': xlsx(),
  'xlsx/surfacetopography__mitutoyo_mock.xlsx': xlsx(),
  'xlsx/surfacetopography__mitutoyo_nonuniform_mock.xlsx': xlsx(),
  // #94–95 SYN: the openGPS main documents on their own (Gwyddion not run on them).
  'xml/opengps__ISO5436-sample1.xml': {
    ...openGpsSample(0.610509155, -0.808368572, 1.04759603),
    note: "the main.xml of x3p/opengps__ISO5436-sample1.x3p (MANIFEST §2 #94): that file's Gwyddion values",
  },
  'xml/opengps__ISO5436-sample4.xml': {
    ...openGpsSample(0.610537577, -0.808, 1.048),
    note: "the main.xml of x3p/opengps__ISO5436-sample4.x3p (MANIFEST §2 #95): that file's Gwyddion values",
  },
  // #96 REAL: contact.engineering container.
  'zip/surfacetopography__container-2.zip': {
    class: 'REAL',
    format: 'xy-profile',
    channelCount: {
      value: 3,
      source: 'SurfaceTopography test_container.py L85–87 len(c) == 3 (MANIFEST §3 Text / ASCII)',
      deviation: {
        why: 'a zip upload gives one surface: the first readable entry, the others reported as channel-skipped warnings',
      },
    },
    channels: [{ channel: 0, kind: 'height' }],
  },
  // #97 REAL: Keyence VK-X .zon.
  'zon/surfalize__test_1.zon': {
    class: 'REAL',
    format: 'keyence-zon',
    channels: [{ channel: 0, kind: 'height', zUnit: 'm' }],
    note: "surfalize asserts no values; SurfaceTopography's zon-1 values (§5) are for an absent file",
  },
};

function header(value: number, field: string): Quoted {
  return { value, rtol: 1e-12, source: `x3p main.xml ${field} (MANIFEST §3 x3ptools / openGPS files)` };
}

function matrix4(): ChannelExpectation {
  const where = (line: string) => `test_asc.py ${line} (MANIFEST §3 Text / ASCII)`;
  return {
    channel: 0,
    kind: 'height',
    nx: 75,
    ny: 305,
    sizeX: st(2.773965e-5, 'm', where('L86')),
    sizeY: st(0.00011280791, 'm', where('L87')),
    zUnit: 'm',
    sq: st(1.1745891510991089e-7, 'm', where('L88')),
    profileSq: st(7.198047e-8, 'm', where('L89')),
    rmsGradient: { value: 0.06776316911544318, rtol: 1e-7, source: `SurfaceTopography ${where('L90')}` },
  };
}

function gwyddionExport(): ReadRow {
  const where = (line: string) => `test_io.py ${line} (MANIFEST §3 Text / ASCII)`;
  const height = (row: number, col: number, value: number) => ({
    row,
    col,
    value: st(value, 'm', where('L760–764'), { rtol: 1e-12, atol: 0 }),
  });
  return {
    class: 'SYN',
    format: 'text-matrix',
    channelCount: { value: 1, source: `SurfaceTopography ${where('L724')}` },
    channels: [
      {
        channel: 0,
        name: 'My Channel Name',
        kind: 'height',
        nx: 3,
        ny: 4,
        sizeX: st(12.34, 'µm', where('L729'), { rtol: 1e-12 }),
        sizeY: st(5678.9, 'nm', where('L730'), { rtol: 1e-12 }),
        zUnit: 'm',
        // heights_in_file rows [[1, 1.5, 3], [-2, -3, -6], [0, 0, 0], [9, 9, 9]] are our rows.
        at: [height(0, 0, 1), height(0, 1, 1.5), height(0, 2, 3), height(1, 2, -6), height(3, 0, 9)],
      },
    ],
  };
}

function singleColumn(note?: string): ReadRow {
  const source = 'SurfaceTopography test_asc.py L151–156 (MANIFEST §3 Text / ASCII)';
  return {
    class: 'SYN',
    format: 'text-matrix',
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 9,
        ny: 1,
        zUnit: 'm',
        at: [
          { row: 0, col: 0, value: { value: 1, rtol: 1e-12, source, deviation: UNITLESS_AS_MICROMETRES } },
          { row: 0, col: 8, value: { value: 9, rtol: 1e-12, source, deviation: UNITLESS_AS_MICROMETRES } },
        ],
      },
    ],
    note: `heights 1…9, one profile of 9 points (dim 1)${note ? `; ${note}` : ''}`,
  };
}

function xyz(sq: number, withTwos: boolean): ReadRow {
  const source = 'SurfaceTopography test_xyz.py L79–86 (MANIFEST §3 Text / ASCII)';
  const z = (row: number, col: number, value: number) => ({
    row,
    col,
    value: { value, rtol: 1e-12, source, deviation: UNITLESS_AS_MICROMETRES },
  });
  return {
    class: 'SYN',
    format: 'xyz-text',
    uniform: { value: true, source: 'SurfaceTopography test_xyz.py L71 (MANIFEST §3 Text / ASCII)' },
    channels: [
      {
        channel: 0,
        kind: 'height',
        nx: 4,
        ny: 4,
        zUnit: 'm',
        sq: gw(sq, UNITLESS_AS_MICROMETRES),
        zMin: gw(1, UNITLESS_AS_MICROMETRES),
        zMax: gw(2, UNITLESS_AS_MICROMETRES),
        // SurfaceTopography heights[i, j] (x = i, y = j): the 2s at [1, 1] and [1, 2].
        ...(withTwos ? { at: [z(0, 0, 1), z(1, 1, 2), z(2, 1, 2), z(1, 2, 1)] } : {}),
        note: "Gwyddion's 4 × 4 field has no lateral unit",
      },
    ],
  };
}

function openGpsSample(sq: number, zMin: number, zMax: number): ReadRow {
  return {
    class: 'SYN',
    format: 'x3p',
    channelCount: { value: 1, source: GWY },
    channels: [
      {
        channel: 0,
        name: 'Topography',
        kind: 'height',
        nx: 4,
        ny: 4,
        sizeX: gw(0.064064),
        sizeY: gw(0.064064),
        zUnit: 'm',
        sq: gw(sq),
        zMin: gw(zMin),
        zMax: gw(zMax),
        invalid: gwInvalid(1),
      },
    ],
  };
}

function xlsx(): RejectRow {
  return {
    class: 'MOCK',
    rejects: 'corrupt-file',
    reason: /x3p archive without main\.xml/,
    why: 'a spreadsheet (a zip of XML parts) with no reader: detection tries it as an x3p/zip archive, which holds no instrument file. SurfaceTopography reads these mock Mitutoyo exports; Gwyddion does not (§2 #91–93)',
  };
}
