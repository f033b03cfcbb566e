export type { Surface, SurfaceMeta, ImageProperties } from './surface/surface.ts';
export { generateDemoSurface, DEMO_SURFACE_MAX_SIDE } from './generate/demo-surface.ts';
export {
  sampleSurfaces,
  sampleGrating,
  sampleStep,
  sampleRough,
  sampleParticles,
} from './generate/sample-surfaces.ts';
export type { SampleSurface } from './generate/sample-surfaces.ts';
export type { DemoSurfaceOptions } from './generate/demo-surface.ts';
export { referenceSurfaces, eggBoxSurface, gaussianQuantileSurface } from './generate/reference-surfaces.ts';
export type { ReferenceSurface, ReferenceValue } from './generate/reference-surfaces.ts';
export {
  GRADIENT_NAMES,
  GRADIENTS,
  DEFAULT_GRADIENT,
  isGradientName,
  sampleGradient,
  gradientToRgba,
} from './color/gradients.ts';
export type { GradientName, GradientStop, ColorGradient, Rgba } from './color/gradients.ts';
export { basicStats } from './analysis/basic-stats.ts';
export type { BasicStats } from './analysis/basic-stats.ts';
export { SurfaceError, isSurfaceError, surfaceErrorCodes } from './surface/surface-error.ts';
export type { SurfaceErrorCode } from './surface/surface-error.ts';
export type {
  Channel,
  ChannelKind,
  RgbaImage,
  ImportWarning,
  ImportWarningCode,
  SurfaceFile,
} from './surface/surface-file.ts';
export { makeSurface, makeChannel, makeSurfaceFile } from './surface/build.ts';
export type { GridSpec } from './surface/build.ts';
export { defineFormat, extensionOf, matchesExtension, MAGIC_HEAD_BYTES } from './io/format.ts';
export type { SurfaceFormat, MagicVerdict, ReadContext, WriteOptions } from './io/format.ts';
export { formats, formatById } from './io/registry.ts';
export { readSurfaceFile, candidateFormats } from './io/read-surface-file.ts';
export { importSanityWarnings, withSanityWarnings } from './io/sanity.ts';
export {
  encodeSurfaceFile,
  encodeSurfaceFileParts,
  decodeSurfaceFile,
  CONTAINER_MAGIC,
  CONTAINER_VERSION,
} from './io/container/asperity-container.ts';
export { BinaryReader, checkGridSize, checkPositiveLength } from './io/binary-reader.ts';
export { metresPerLengthUnit } from './units/length-units.ts';
export { rmsAboutMean } from './analysis/rms-height.ts';
export { readRawHeights, type RawElementType, type RawHeightsParameters } from './io/raw/read-raw-heights.ts';
export { defineAnalysis } from './analysis/define-analysis.ts';
export type {
  AnalysisDefinition,
  AnalysisParams,
  AnalysisResult,
  Cancellation,
} from './analysis/define-analysis.ts';
export { AnalysisError, isAnalysisError, analysisErrorCodes } from './analysis/analysis-error.ts';
export type { AnalysisErrorCode } from './analysis/analysis-error.ts';
export { analyses } from './analysis/registry.ts';
export type { AnalysisId } from './analysis/registry.ts';
export { defineOperator, NO_INPUTS } from './ops/define-operator.ts';
export type {
  OperatorDefinition,
  OperatorInputs,
  OperatorKind,
  OperatorParams,
} from './ops/define-operator.ts';
export { operators, findOperator } from './ops/registry.ts';
export type { OperatorId } from './ops/registry.ts';
export { applySteps, checkSteps } from './ops/steps.ts';
export type { OperatorStep } from './ops/steps.ts';
export {
  defineParameter,
  STATISTIC_CATEGORIES,
  QUANTITY_KINDS,
} from './analysis/parameters/define-parameter.ts';
export type {
  ParameterDefinition,
  StatisticCategory,
  QuantityKind,
} from './analysis/parameters/define-parameter.ts';
export {
  fitMeanPlane,
  subtractMeanPlane,
  subtractPlaneRows,
  planeSumsBlock,
  mergePlaneSums,
  planeRowBlockCount,
  PLANE_ROW_BLOCK,
} from './analysis/common/mean-plane.ts';
export type { Plane, PlaneSumsBlock } from './analysis/common/mean-plane.ts';
export {
  DEFAULT_RESTRICTED_AREA,
  pixelRectOf,
  cropSurface,
  surfaceInArea,
} from './analysis/common/area-of-interest.ts';
export type { FractionRect, PixelRect } from './analysis/common/area-of-interest.ts';
export { summarizeSurfaceFile } from './io/summarize-surface-file.ts';
export type { ChannelSummary, SurfaceFileSummary } from './io/summarize-surface-file.ts';
export { importWarningCodes } from './surface/surface-file.ts';
export * from './format/display-units.ts';
export {
  formatNumber,
  DEFAULT_NUMBER_FORMAT,
  DISPLAY_ZERO_BELOW,
  SIGNIFICANT_DIGITS_RANGE,
  DECIMAL_PLACES_RANGE,
  SCIENTIFIC_EXPONENT_RANGE,
} from './format/format-number.ts';
export type { NumberFormatSettings } from './format/format-number.ts';
export { colorScaleTicks } from './format/color-scale-ticks.ts';
export type { ColorScaleTick, ColorScaleTicks, ColorScaleTickOptions } from './format/color-scale-ticks.ts';
export {
  arealParametersAnalysis,
  DEFAULT_AREAL_PARAMETERS,
  evaluateArealParameters,
} from './analysis/analyses/areal-parameters.ts';
export type {
  ArealParametersParams,
  ArealParametersResult,
  ArealCategory,
  ArealStatistic,
  SpatialKernel,
} from './analysis/analyses/areal-parameters.ts';
export { arealParameters } from './analysis/areal/parameters.ts';
export { runClosedFormChecks } from './validation/closed-form-checks.ts';
export type { ClosedFormCheck, ClosedFormOutcome } from './validation/closed-form-checks.ts';
export { createArealContext, DEFAULT_AREAL_SETTINGS } from './analysis/areal/areal-context.ts';
export type { ArealContext, ArealSettings, SpatialValues } from './analysis/areal/areal-context.ts';
export {
  heightMoments,
  sumBlock,
  centralBlock,
  mergedMean,
  mergeCentralBlocks,
  momentBlockCount,
  MOMENT_BLOCK,
  EMPTY_MOMENTS as EMPTY_HEIGHT_MOMENTS,
} from './analysis/areal/height-moments.ts';
export type { SumBlock, CentralBlock } from './analysis/areal/height-moments.ts';
export type { HeightMoments } from './analysis/areal/height-moments.ts';
export { profileParametersAnalysis } from './analysis/analyses/profile-parameters.ts';
export type {
  ProfileParametersParams,
  ProfileParametersResult,
} from './analysis/analyses/profile-parameters.ts';
export { profileAnalysis, Z_AXIS_MODES } from './analysis/analyses/profile.ts';
export type { ProfileParams, ProfileResult, ZAxisMode } from './analysis/analyses/profile.ts';
export { extractProfile } from './analysis/profile/extract-profile.ts';
export type {
  ExtractedProfile,
  FractionPoint,
  ProfileLine,
  ProfileLineType,
} from './analysis/profile/extract-profile.ts';
export { gaussianMeanLine } from './analysis/profile/gaussian-filter.ts';
export { SPLINE_DEFAULT_TENSION, splineMeanLine } from './analysis/profile/spline-filter.ts';
export { PROFILE_COMPONENTS, PROFILE_FILTERS } from './analysis/profile/profile-filter.ts';
export type { ProfileComponent, ProfileFilter } from './analysis/profile/profile-filter.ts';
export { CUTOFF_LENGTH_TYPES } from './analysis/profile/cutoff-length.ts';
export type { CutoffLength, CutoffLengthType } from './analysis/profile/cutoff-length.ts';
export { MAX_SECTIONS, NUMBER_OF_SAMPLES_TYPES } from './analysis/profile/evaluate-profile.ts';
export { profileParameters } from './analysis/profile/profile-parameter-definitions.ts';
export {
  materialIds,
  refractiveIndexAt550nm,
  phaseOnReflection,
  apparentHeightOffset,
  dissimilarMaterialCorrection,
  REFERENCE_WAVELENGTH,
} from './analysis/step-height/materials.ts';
export type {
  MaterialId,
  MaterialChoice,
  MaterialOffsets,
  InterferometryMode,
  ComplexIndex,
} from './analysis/step-height/materials.ts';
export type { StepHeightLineParams, StepHeightLineResult } from './analysis/analyses/step-height-line.ts';
export type {
  StepHeightRectanglesParams,
  StepHeightRectanglesResult,
} from './analysis/analyses/step-height-rectangles.ts';
export type { StepHeightRectanglesPreview } from './analysis/analyses/step-height-rectangles-preview.ts';
export type {
  StepHeightRectanglesLevelingParams,
  StepHeightRectanglesLeveling,
} from './analysis/analyses/step-height-rectangles-leveling.ts';
export type {
  StepHeightHistogramParams,
  StepHeightHistogramResult,
} from './analysis/analyses/step-height-histogram.ts';
export type { HeightGroup, HeightHistogram } from './analysis/step-height/height-histogram-groups.ts';
export { MIN_STEP_TO_NOISE } from './analysis/step-height/step-fit-quality.ts';
export type { StepFitQuality } from './analysis/step-height/step-fit-quality.ts';
export { CUTOFF_RULES } from './analysis/profile/automatic-cutoff.ts';
export type { CutoffRule } from './analysis/profile/automatic-cutoff.ts';
export { bearingRatioAnalysis } from './analysis/bearing/bearing-ratio-analysis.ts';
export type { BearingRatioParams, BearingRatioResult } from './analysis/bearing/bearing-ratio-analysis.ts';
export { heightHistogramAnalysis } from './analysis/bearing/height-histogram-analysis.ts';
export { heightHistogram } from './analysis/bearing/height-histogram.ts';
export type { HeightHistogram as HeightDistributionHistogram } from './analysis/bearing/height-histogram.ts';
export { materialRatioCurve } from './analysis/bearing/material-ratio-curve.ts';
export type { MaterialRatioCurve } from './analysis/bearing/material-ratio-curve.ts';
export { continuousHeightDensity } from './analysis/bearing/continuous-height-density.ts';
export { volumeAnalysis, polygonVolume } from './analysis/volume/volume-analysis.ts';
export type { VolumeParams, VolumeResult } from './analysis/volume/volume-analysis.ts';
export { spatialParameters, DEFAULT_SPATIAL_THRESHOLD } from './analysis/spectral/spatial-parameters.ts';
export type { SpatialParameters } from './analysis/spectral/spatial-parameters.ts';
export { autocorrelation2d } from './analysis/spectral/autocorrelation-2d.ts';
export type { Autocorrelation2d } from './analysis/spectral/autocorrelation-2d.ts';
export { averagePsd1d } from './analysis/spectral/average-psd-1d.ts';
export type { OneSidedPsd } from './analysis/spectral/average-psd-1d.ts';
export { psd2d as computePsd2d } from './analysis/spectral/psd-2d.ts';
export type { Psd2d } from './analysis/spectral/psd-2d.ts';
export { PSD_WINDOWS, psdWindow } from './analysis/spectral/psd-window.ts';
export type { PsdWindow } from './analysis/spectral/psd-window.ts';
export { complexFft, nextFastLength } from './analysis/fft/complex-fft.ts';
export { forwardRealFft2d, inverseRealFft2d } from './analysis/fft/real-fft-2d.ts';
export type { AveragePsdParams, AveragePsdResult } from './analysis/analyses/average-psd.ts';
export type { AutocorrelationParams, AutocorrelationResult } from './analysis/analyses/autocorrelation.ts';
export type { Psd2dParams, Psd2dResult } from './analysis/analyses/psd-2d.ts';
export { grainsAnalysis, grainsAndParticles } from './analysis/grains/grains-analysis.ts';
export type { GrainsParams, GrainsResult, GrainsTotals } from './analysis/grains/grains-analysis.ts';
export type { Particle } from './analysis/grains/particle-statistics.ts';
export { encodeRunLength, decodeRunLength } from './analysis/grains/run-length.ts';
export { dimensionAnalysis, measureDimensions, heightAt } from './analysis/dimension/dimension-analysis.ts';
export type {
  DimensionParams,
  DimensionResult,
  LineMeasurement,
  Point,
} from './analysis/dimension/dimension-analysis.ts';
export { fitCircle } from './analysis/dimension/circle-fit.ts';
export type { Circle } from './analysis/dimension/circle-fit.ts';
export { formatQuantity } from './format/format-quantity.ts';
export type { FormattedQuantity, UnitPower } from './format/format-quantity.ts';
export { renderPreview, renderSurface, renderImage, RELIEF_FRACTION } from './render/render-preview.ts';
export type { PreviewType, PreviewOptions } from './render/render-preview.ts';
export { hillshade, FLAT_SHADE } from './render/hillshade.ts';
export { resampleArea, fitInside } from './render/resample.ts';
export type { Resampled } from './render/resample.ts';
export {
  adjustTotalFocusImage,
  totalFocusLookup,
  TOTAL_FOCUS_ADJUSTMENT_RANGE,
  NO_TOTAL_FOCUS_ADJUSTMENTS,
} from './render/total-focus-adjustments.ts';
export type { TotalFocusAdjustments } from './render/total-focus-adjustments.ts';
