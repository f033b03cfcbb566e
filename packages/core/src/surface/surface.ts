// The surface model of DESIGN.md §3: a height field in metres on a regular grid.

/** Properties of the measurement shown as "image properties" (spec part 2 §3). All optional. */
export interface ImageProperties {
  system?: string;
  sampleId?: string;
  objective?: string;
  zoom?: string;
  backScan?: string;
  scanLength?: string;
  averages?: string;
  location?: string;
  method?: string;
  speed?: string;
  analysisType?: string;
}

export interface SurfaceMeta {
  /** Channel title as the instrument names it (e.g. "Height", "Topography"). */
  title?: string;
  instrument?: string;
  imageProperties?: ImageProperties;
  /** Free-form key/value pairs read from the file header, kept for the details dialog. */
  raw?: Readonly<Record<string, string>>;
}

/**
 * A height field. `z` is row-major (`z[row * nx + col]`), in metres, float64, NaN for invalid
 * points. Row 0 is at y = y0 and rows grow with y. Immutable once built: operators return new ones.
 */
export interface Surface {
  readonly nx: number;
  readonly ny: number;
  /** Metres per pixel along x (columns) and y (rows). */
  readonly dx: number;
  readonly dy: number;
  readonly x0: number;
  readonly y0: number;
  readonly z: Float64Array;
  readonly meta: SurfaceMeta;
}
