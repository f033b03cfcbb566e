export type { Surface, SurfaceMeta, ImageProperties } from './surface/surface.ts';
export { generateDemoSurface, DEMO_SURFACE_MAX_SIDE } from './generate/demo-surface.ts';
export type { DemoSurfaceOptions } from './generate/demo-surface.ts';
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
