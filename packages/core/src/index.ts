export type { Surface, SurfaceMeta, ImageProperties } from './surface/surface.ts';
