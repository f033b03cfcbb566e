// The "Analyses" section of docs/parameters.md: every analysis of the core registry with its title,
// the plan feature that gates it (packages/contract/src/analyses.ts) and the editor call that answers
// it (packages/contract/src/editor-calls.ts), then per tool the definitional choices, condensed from
// the header comments of the files named in each paragraph (keep them in step when a choice changes).
import { analyses } from '@asperity/core';
import { analysisContracts, EDITOR_CALLS } from '@asperity/contract';

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Definitional choices per tool, from the header comments of the kernels. */
const TOOL_NOTES: readonly { readonly title: string; readonly ids: string; readonly text: string }[] = [
  {
    title: 'Bearing ratio and height histogram',
    ids: '`bearing-ratio`, `height-histogram`; `packages/core/src/analysis/bearing/`',
    text:
      'The Abbott–Firestone curve (ISO 25178-2:2021 §3.3.1) is the inverse of Smr(c), the fraction of valid points with z ≥ c, sampled at evenly spaced material ratios 0 … 1 (fractions, never percent). ' +
      'The k-th highest of n points sits at mr = (k + ½)/n, linear in between and held over the first and last half step, so a linear ramp gives a linear curve and a sine the arcsine law (both tested). ' +
      'The heights are exact order statistics taken from a 65 536-bin histogram (only the bins holding a wanted rank are sorted), the same numbers a full sort gives; the areal functional parameters (Smr … Vvv, Sk family) read their curve the same way. ' +
      'The histogram (bins default 20) splits [min, max] into equal widths, bin i covering [min + i·w, min + (i+1)·w) and the maximum in the last bin; density = count/(n·w) in 1/m, cumulative = fraction of points ≤ the upper edge — as Gwyddion’s gwy_data_field_dh and gwy_data_field_cdh, compared bin by bin (tools.json). A flat surface gives one bin of zero width and density NaN. ' +
      'The continuous histogram is a Gaussian kernel density estimate with Silverman’s bandwidth h = 1.06·σ·n^(−1/5), evaluated by linear binning and a convolution truncated at ±4h.',
  },
  {
    title: 'Volume',
    ids: '`volume`; `packages/core/src/analysis/volume/`',
    text:
      'Reference plane: the least-squares plane through the heights along the polygon’s outline (bilinear between pixel centres, every half pixel; samples touching an invalid point skipped), because the outline is drawn on the surrounding surface: a pyramid on a flat floor gets the floor (volume base·h/3), a tilted plane gets itself, and no levelling is needed first. ' +
      'Pixel-centre rule: a pixel belongs to the polygon when its centre is inside by the even-odd rule (a centre on a left or top edge counts, on a right or bottom edge not, so polygons that tile the image select every pixel once) and then counts with its whole area dx·dy. ' +
      'Each selected pixel contributes (z − plane)·dx·dy: bumps above and holes below the plane, both reported as non-negative m³, net = bumps − holes; invalid points contribute nothing and are counted.',
  },
  {
    title: 'Grains and particles',
    ids: '`grains-and-particles`; `packages/core/src/analysis/grains/`',
    text:
      'Threshold: particleThresholdPercent is, despite its name, a fraction 0 … 1 of the valid height range, t = min + fraction·(max − min) (default 0.5; Gwyddion’s percent is 100× this). ABOVE marks z ≥ t, BELOW z < t; invalid points are never marked, as gwy_data_field_grains_mark_height. ' +
      'Particles are 4-connected (pixels sharing an edge), numbered in the row-major order of their first pixel, so labels equal Gwyddion’s; the minimum size is a number of pixels (contract default 10); excluded particles become background and the rest are renumbered. ' +
      'Per particle: area = pixels·dx·dy; perimeter = the minimum-length polygon (MLP; Sklansky 1972, Klette & Rosenfeld, Digital Geometry, 2004): the shortest closed polygon crossing every segment from a particle pixel centre to the centre of a 4-neighbour outside it, found by the funnel algorithm per boundary loop (holes included). It converges to the true length as pixels shrink: a disc of radius r gives 2πr within 5 % at r = 5 px and 0.3 % from r = 50 px, an n×n square the square through its outer pixel centres. Gwyddion’s flat boundary length (the polygon through the midpoints of the boundary pixel edges) zig-zags along slanted edges and stays 5–6 % long at every size, which put its form factor near 0.90 for discs and at 4π/8 = 1.571 for one pixel; ours is never longer than Gwyddion’s (tested on tools.json); aspect ratio √(λ₁/λ₂) and orientation of the major axis from the second central moments of the pixels (each pixel’s own dx²/12, dy²/12 added); ' +
      'roundness = 4·area/(π·Feret²) with Feret the largest distance between pixel corners (ISO 9276-6); form factor = 4π·A/P² (ISO 9276-6, 1 for a disc) with P and A the length and enclosed area of the same polygon, so the isoperimetric inequality keeps it ≤ 1 for every particle: discs of radius 5 … 200 px give 0.971 … 0.9994, the error shrinking with the radius, a square π/4; a particle one pixel wide everywhere (a single pixel, a thin line) encloses no area and gets 0 (its perimeter is that of the degenerate polygon, 0 for a single pixel); volume = Σ |z − t|·dx·dy. ' +
      'Area, equivalent diameter, centroid, Feret diameter and the heights equal Gwyddion 2.62’s grain values (tested on tools.json); aspect ratio and angle equal those of its equivalent ellipse. Totals: count, area and its fraction of the valid area, and every quantity averaged by number and by area.',
  },
  {
    title: 'Step height',
    ids: '`step-height-line`, `step-height-rectangles*`, `step-height-histogram`; `packages/core/src/analysis/step-height/`',
    text:
      'Line: the ISO 5436-1:2000 §5.3 type A1 evaluation adapted from a groove to a single step — a least-squares line through the level before the edge and one through the level after it, each over the width W on its side without the third next to the edge (the transition the standard excludes); with leveling the two lines share one slope (immune to tilt), without it they are horizontal and the height is the difference of the region means. The edge is where the profile passes zStart + featureThreshold·(zEnd − zStart) (levels: medians of the first and last quarter), taken as the split that misclassifies the fewest samples and interpolated between samples. ' +
      'Rectangles: the mean height of rectangle 2 minus that of rectangle 1 above the least-squares plane of the leveling rectangle(s); with both as leveling rectangles the plane has one slope and an offset per rectangle, so tilt cancels exactly. ' +
      'Histogram (bins default 100): equal-width bins over [min, max]; runs of occupied adjacent bins are the height groups (`variation` bridges that many empty bins, `proportional` counts a bin holding no more than that fraction of the fullest as empty); a group is kept when it holds at least minimumRelativeFrequency (default 0.1) of all valid points; its height is the mean of its points, and the step is the distance between the two most populated groups (never negative; NaN with fewer than two). ' +
      'Fit quality (every step tool, result field quality; `step-height/step-fit-quality.ts`): residual1 and residual2 are the RMS scatter of each level about its fit (line: each region about its fitted line; rectangles: each rectangle about the leveling plane plus its mean; histogram: the standard deviation of each of the two groups, lower first), noise their pooled RMS, stepToNoise = |step|/noise. A step counts as found (stepFound) when stepToNoise ≥ 3 — two Gaussian levels that far apart are clearly bimodal, while a rough surface cut in two gives about 1 or less; otherwise warning says “no step found” with the numbers, which are still reported (a histogram with fewer than two groups says so). The line tool still refuses a line whose level difference is within three standard errors of zero (step-height-invalid-step-edge-line with that reason). Dissimilar materials: the phase change on reflection at normal incidence, φ = atan2(2k, 1 − n² − k²) for N = n + ik (Born & Wolf §14.2), makes a step between materials read off by Δh = (φ₁ − φ₂)·λ/(4π), λ = 550 nm; n, k at 550 nm are tabulated for Ag, Al, Au, Co, Cr, Cu, Mo, Ni, Pt, Si (Johnson & Christy, Rakić et al., Werner et al., Aspnes & Studna) and a dielectric (φ = π, no correction between dielectrics). PSI and VSI (coherence scanning with fringe-phase refinement) get the same offsets; custom offsets can be given.',
  },
  {
    title: 'Profile cut-off',
    ids: '`profile-parameters`; `packages/core/src/analysis/profile/automatic-cutoff.ts`',
    text: 'An automatic λc (cutoffLength CUSTOM without a value) comes from the standard series 0.08, 0.25, 0.8, 2.5, 8 mm as ISO 4288:1996 §7 and ISO 21920-3:2021 choose it, and the result says which rule picked it (cutoffRule, with the deciding Ra or RSm in cutoffBasis). iso4288-ra: a non-periodic profile by Ra, Table 1 (≤ 0.02 µm → 0.08 mm, ≤ 0.1 µm → 0.25 mm, ≤ 2 µm → 0.8 mm, ≤ 10 µm → 2.5 mm, above → 8 mm; Table 2 has the same steps by Rz). iso4288-rsm: a periodic profile by RSm, Table 3 (≤ 0.04, 0.13, 0.4, 1.3 mm → 0.08, 0.25, 0.8, 2.5 mm, above → 8 mm). As in §7.2 the parameter is first estimated on the levelled unfiltered profile, then measured again with the table’s λc (the request’s filter, roughness) until the λc it asks for no longer changes (at most five rounds; alternating → the longer). A profile is periodic when its autocorrelation, after first dropping below 0, climbs back to ≥ 0.5. evaluation-length: the evaluation length is five sampling lengths (ISO 4288 §4.4; ISO 21920-3 ties ln = 0.4, 1.25, 4, 12.5, 40 mm to the series) — or as many as asked for — and when the profile cannot hold them for the table’s λc, the longest standard λc it can hold is used (a 1.96 mm profile whose Ra asks for 0.8 mm gets 0.25 mm, not L/5 = 391.7 µm). profile-length: a profile shorter than five sampling lengths of 0.08 mm (0.4 mm, typical of AFM) is outside the series and gets L divided by the sampling lengths. custom and standard: λc as given. With averageEntire the rule looks at eight evenly spaced lines.',
  },
  {
    title: 'PSD and autocorrelation',
    ids: '`average-psd`, `psd-2d`, `autocorrelation`; `packages/core/src/analysis/spectral/`, `fft/`',
    text:
      'Average PSD: one-sided, along x (averaged over rows) and/or y (over columns); each profile has its mean removed and the window applied, gives |F_k|²·Δx/n, the bins 0 < k < n/2 count twice, and the window’s mean square divides out, so Σ P·Δf = the variance of the profiles (Parseval); P in m³, f in 1/m. Mirroring appends the reversed profile before the window (no jump at the ends, half the frequency step); invalid points (NaN, e.g. the non-measured points of optical data) are left out, not interpolated: each profile’s valid points, its mean removed and the window applied, give the sums over valid pairs at every lag, pooled over all profiles with at least two valid points and scaled by all pairs over valid pairs of the window (masked autocorrelation); its Fourier transform is the PSD (Wiener–Khinchin), equal to the periodogram above when no point is missing (tested to 1e-10) and keeping a 99 % valid field’s spectrum within 3 % band by band. Against Gwyddion 2.62’s masked row PSDF (gwy_data_field_area_row_psdf, valid points as the mask, no window) on a 128 × 96 Gaussian field with 1 % holes and a 40-point gap: within 0.1 % per bin where the power is, within 7 % per bin in the far tail (measured once with a small peer program, not in CI). Not guaranteed ≥ 0 in every bin when most points are missing. Where no row (column) has two valid points the analysis answers invalid-request with that reason. ' +
      'Windows NONE, HANN, HAMMING, TUKEY(α) (α = 1 is Hann, α = 0 none) and WELCH are sampled at pixel centres t = (i + ½)/n like Gwyddion’s gwy_fft_window. ' +
      '2D PSD: S = |F|²·Δx·Δy/(nx·ny) of the mean-removed, optionally windowed field over the window’s mean square, so Σ S·Δfx·Δfy = variance; S in m⁴; invalid points set to the mean; the radial PSD averages rings of width min(Δfx, Δfy). ' +
      'ACF (ISO 25178-2:2021 §3.1.6): by FFT with zero padding so lags do not wrap, heights about their mean, invalid points absent (each lag divided by its number of valid pairs), lags up to ⌊n/2⌋; Gwyddion’s gwy_data_field_2dacf does not remove the mean (higher by about m²). ' +
      'The FFT is our own (docs/adr/0013-fft.md, 0015-wasm-simd-fft.md): a mixed-radix Stockham transform, run as WebAssembly SIMD stages (radix 4, 2, 3, 5; two transforms per vector) for lengths whose prime factors are 2, 3 and 5, otherwise in TypeScript (radix 8, 4, 2, 3, primes ≤ 61 directly) with Bluestein’s algorithm for larger prime factors, so fields are never padded to a power of two; checked against a direct DFT to 1e-10 and against Gwyddion 2.62 (spectral.json): row/column PSDF to 1e-10 of the peak, 2D ACF to 1e-9.',
  },
  {
    title: 'Reference surfaces with exact values',
    ids: '`packages/core/src/generate/reference-surfaces.ts`, `packages/core/src/validation/closed-form-checks.ts`; the /validation page',
    text: 'Mathematically defined surfaces whose parameters are known exactly, in the manner of ISO 5436-2 type F1 reference data (a data set with certified values; type F2 is reference software) and of the mathematical approach to validating surface-texture software of Todhunter, Leach, Lawes and Blateyron (Surf. Topogr.: Metrol. Prop., 2017; NPL softgauges) — the surfaces and values here are derived for this project, not copied from those publications. Egg-box z = A·sin(2πx/λx)·sin(2πy/λy), 32 × 24 samples per period (multiples of 4, so the extrema are samples), 8 × 8 periods: the sampled Σ sin² = N/2 and Σ sin⁴ = 3N/8 per period make average = 0, Sq = A/2, Sku = 9/4, Ssk = 0, Sa = A·(2/Nx)cot(π/Nx)·(2/Ny)cot(π/Ny), Sp = Sv = A, Sz = 2A exact, Sdq exact for forward differences over the sampled pairs, Spd = two summits per period cell, S5p = S5v = A, S10z = 2A and Spc from three-point second differences (all within 1e-12, Spc 1e-9). Material-ratio softgauge: 256 × 256 heights at the Gaussian quantiles σ·Φ⁻¹((k + ½)/n), scrambled: Smr(0) = ½ exact, Ssk = 0 exact, Smc(0.1) = σΦ⁻¹(0.9), Sxp = σΦ⁻¹(0.975), Sk = 2Φ⁻¹(0.7)/0.4·σ, Vmc, Vvc within 1e-7, and Sq, Sa, Sku, Smr1, Smr2, Spk = Svk, Vmp, Vvv within the curve’s discretisation (3e-4 … 2e-3). With the sine, the tilted plane (Sdq, Sdr with its border strips, Spar) and the two-level step they are evaluated by the editor’s own analysis in the reader’s browser on /validation, and asserted by the unit tests.',
  },
  {
    title: 'Sal, Str, Std',
    ids: '`areal-parameters`, `autocorrelation`; `packages/core/src/analysis/spectral/spatial-parameters.ts`',
    text:
      'The normalised ACF is followed along 360 rays (every 0.5°), sampled bilinearly every ¼ pixel; a ray’s decay length is where it first falls to s (default 0.2), interpolated between samples. Sal is the shortest (Gwyddion takes the nearest pixel corner below s, about half a pixel short). ' +
      'Str is the shortest over the longest decay length; a direction in which the ACF never falls to s within the computed lags (half the field each way) counts with its length to the edge of those lags, as ISO 25178-2 takes the farthest lag where the ACF ≥ s — so a strongly directional surface gets a small Str that is an upper bound of what a longer field would give, never 0 (x3p-2: 0.026). NaN only when no direction decays (Sal undefined). ' +
      'Std is the direction of the lay, perpendicular to the maximum of the angular power spectrum (half a turn in bins, the strongest refined by a parabola), in radians in (−π/2, π/2] from +x towards +y: grooves along x give 0, along y π/2.',
  },
];

export function analysesMarkdown(): string[] {
  const contracts = analysisContracts as Readonly<Record<string, { readonly feature: string }>>;
  const calls = EDITOR_CALLS as Readonly<Record<string, { readonly method: string; readonly path: string }>>;
  // Sorted by id, so the page does not depend on the order of the registry.
  const rows = [...analyses]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((a) => {
      const call = calls[a.id];
      const feature = contracts[a.id]?.feature;
      return `| \`${a.id}\` | ${cell(a.title)} | ${feature ? `\`${feature}\`` : '–'} | ${call ? `\`${call.method} ${call.path}\`` : '–'} |`;
    });
  return [
    '## Analyses',
    '',
    'Every analysis of the registry (`packages/core/src/analysis/registry.ts`): the plan feature that gates it (`analysisContracts` in `packages/contract/src/analyses.ts`) and the editor call that answers it (`EDITOR_CALLS` in `packages/contract/src/editor-calls.ts`; every call also carries fileGuid and an optional channel, see docs/api.md). Settings and their defaults are the zod schemas of the contract.',
    '',
    '| id | title | plan feature | editor call |',
    '|---|---|---|---|',
    ...rows,
    '',
    '### Definitional choices of the tools',
    '',
    ...TOOL_NOTES.flatMap((note) => [`**${note.title}** (${note.ids}). ${note.text}`, '']),
  ];
}
