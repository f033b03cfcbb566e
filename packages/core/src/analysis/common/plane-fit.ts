// Least-squares plane z = z̄ + a·(x − x̄) + b·(y − ȳ) from sums of samples: shared by the mean plane
// of a surface (levelling) and the volume tool's reference plane along an outline. Callers add
// coordinates already near their centre (pixel indices about the grid centre, metres about a
// vertex) so the sums stay well conditioned on large fields.

export interface FittedPlane {
  /** Mean height of the samples: the plane's height at (meanX, meanY). */
  readonly meanZ: number;
  readonly meanX: number;
  readonly meanY: number;
  /** dz/dx and dz/dy in the callers' units. */
  readonly slopeX: number;
  readonly slopeY: number;
}

export class PlaneFitSums {
  count = 0;
  private sx = 0;
  private sy = 0;
  private sz = 0;
  private sxx = 0;
  private syy = 0;
  private sxy = 0;
  private sxz = 0;
  private syz = 0;

  add(x: number, y: number, z: number): void {
    this.count++;
    this.sx += x;
    this.sy += y;
    this.sz += z;
    this.sxx += x * x;
    this.syy += y * y;
    this.sxy += x * y;
    this.sxz += x * z;
    this.syz += y * z;
  }

  /**
   * Adds the sums of many samples at once (count, Σx, Σy, Σz, Σx², Σy², Σxy, Σxz, Σyz), for callers that
   * accumulate a row at a time in local variables: a method call per sample is the bottleneck of the
   * mean plane on large fields.
   */
  addSums(
    count: number,
    sx: number,
    sy: number,
    sz: number,
    sxx: number,
    syy: number,
    sxy: number,
    sxz: number,
    syz: number,
  ): void {
    this.count += count;
    this.sx += sx;
    this.sy += sy;
    this.sz += sz;
    this.sxx += sxx;
    this.syy += syy;
    this.sxy += sxy;
    this.sxz += sxz;
    this.syz += syz;
  }

  /** The sums as a plain value (to cross a thread boundary or be added to other sums). */
  totals(): {
    count: number;
    sx: number;
    sy: number;
    sz: number;
    sxx: number;
    syy: number;
    sxy: number;
    sxz: number;
    syz: number;
  } {
    const { count, sx, sy, sz, sxx, syy, sxy, sxz, syz } = this;
    return { count, sx, sy, sz, sxx, syy, sxy, sxz, syz };
  }

  /** The plane, or undefined for fewer than three samples or samples on one line. */
  solve(): FittedPlane | undefined {
    const n = this.count;
    if (n < 3) return undefined;
    // Central moments, then the 2×2 normal equations for the slopes.
    const meanX = this.sx / n;
    const meanY = this.sy / n;
    const meanZ = this.sz / n;
    const cxx = this.sxx / n - meanX * meanX;
    const cyy = this.syy / n - meanY * meanY;
    const cxy = this.sxy / n - meanX * meanY;
    const cxz = this.sxz / n - meanX * meanZ;
    const cyz = this.syz / n - meanY * meanZ;
    const det = cxx * cyy - cxy * cxy;
    if (!(det > 1e-12 * cxx * cyy)) return undefined;
    return {
      meanZ,
      meanX,
      meanY,
      slopeX: (cxz * cyy - cyz * cxy) / det,
      slopeY: (cyz * cxx - cxz * cxy) / det,
    };
  }
}
