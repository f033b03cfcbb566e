// The drawn axes (axes-layout.ts places them): tick marks as line segments and each label as a sprite
// of a canvas texture. Sprites always face the camera, and with sizeAttenuation off they keep one
// on-screen size at any zoom, so labels stay readable; they are drawn over the surface (no depth test)
// because a label hidden behind a ridge names nothing. Canvas textures render the same under software
// WebGL (SwiftShader) as on a GPU, which an HTML overlay re-positioned on every frame would not need but
// would cost a layout per orbit step.
import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Group,
  LinearFilter,
  LineBasicMaterial,
  LineSegments,
  SRGBColorSpace,
  Sprite,
  SpriteMaterial,
} from 'three';
import type { AxesLayout } from './axes-layout.ts';

/** Text size on screen, CSS pixels, and the label's height with the halo's margin above and below. */
const LABEL_TEXT_PX = 11;
const LINE_HEIGHT = 1.45;
export const LABEL_HEIGHT_PX = LABEL_TEXT_PX * LINE_HEIGHT;
/** The texture is drawn this much larger than shown, so labels stay sharp on high-density screens. */
const TEXTURE_SCALE = 3;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TEXT_COLOR = '#222222';
const HALO_COLOR = 'rgba(255, 255, 255, 0.85)';
const TICK_COLOR = 0x444444;
/** Drawn after the surface and the grid. */
const LABEL_RENDER_ORDER = 10;

interface LabelTexture {
  texture: CanvasTexture;
  /** Width over height of the drawn text. */
  aspect: number;
}

export interface SurfaceAxes {
  readonly group: Group;
  readonly ticks: LineSegments<BufferGeometry, LineBasicMaterial>;
  readonly labels: Group;
  /** The label sprites in `labels`. */
  sprites: Sprite[];
  /** Textures by text: a relayout (height scale, stretch) reuses them instead of redrawing. */
  readonly textures: Map<string, LabelTexture>;
  /** The texts currently shown, in layout order. */
  texts: string[];
}

export function createSurfaceAxes(): SurfaceAxes {
  const group = new Group();
  const ticks = new LineSegments(new BufferGeometry(), new LineBasicMaterial({ color: TICK_COLOR }));
  ticks.frustumCulled = false;
  const labels = new Group();
  group.add(ticks, labels);
  return { group, ticks, labels, sprites: [], textures: new Map(), texts: [] };
}

/**
 * Replaces ticks and labels by the layout's. `labelScale` is the sprite height in scene units per
 * depth unit that shows LABEL_HEIGHT_PX pixels (labelSpriteScale).
 */
export function setSurfaceAxesLayout(
  axes: SurfaceAxes,
  layout: AxesLayout,
  labelScale: number,
  document: Document,
): void {
  axes.ticks.geometry.setAttribute('position', new BufferAttribute(layout.ticks, 3));
  clearLabels(axes);
  const used = new Set<string>();
  for (const label of layout.labels) {
    const drawn = labelTexture(axes, label.text, document);
    if (drawn === null) continue;
    used.add(label.text);
    const material = new SpriteMaterial({
      map: drawn.texture,
      sizeAttenuation: false,
      depthTest: false,
      depthWrite: false,
      transparent: true,
    });
    const sprite = new Sprite(material);
    sprite.position.set(...label.position);
    sprite.center.set(...label.center);
    sprite.renderOrder = LABEL_RENDER_ORDER;
    sprite.userData = { aspect: drawn.aspect, text: label.text };
    setSpriteScale(sprite, labelScale);
    axes.labels.add(sprite);
    axes.sprites.push(sprite);
  }
  for (const [text, drawn] of axes.textures) {
    if (used.has(text)) continue;
    drawn.texture.dispose();
    axes.textures.delete(text);
  }
  axes.texts = layout.labels.map((l) => l.text).filter((text) => used.has(text));
}

/** New label size after a resize (the pixel height is fixed, the viewport is not). */
export function setSurfaceAxesLabelScale(axes: SurfaceAxes, labelScale: number): void {
  for (const sprite of axes.sprites) setSpriteScale(sprite, labelScale);
}

/**
 * Sprite height (scene units per unit of depth) that shows `pixels` on a viewport `viewportHeight`
 * pixels high: with sizeAttenuation off three.js multiplies the scale by the depth, so the projected
 * height is scale · P[1][1] in clip units, of which the viewport holds 2.
 */
export function labelSpriteScale(pixels: number, viewportHeight: number, projectionYY: number): number {
  if (!(viewportHeight > 0) || !(projectionYY > 0)) return 0;
  return (2 * pixels) / (viewportHeight * projectionYY);
}

export function disposeSurfaceAxes(axes: SurfaceAxes): void {
  clearLabels(axes);
  for (const drawn of axes.textures.values()) drawn.texture.dispose();
  axes.textures.clear();
  axes.texts = [];
  axes.ticks.geometry.dispose();
  axes.ticks.material.dispose();
}

function setSpriteScale(sprite: Sprite, labelScale: number): void {
  const aspect = (sprite.userData as { aspect?: number }).aspect ?? 1;
  sprite.scale.set(labelScale * aspect, labelScale, 1);
}

function clearLabels(axes: SurfaceAxes): void {
  for (const sprite of axes.sprites) {
    sprite.material.dispose();
    axes.labels.remove(sprite);
  }
  axes.sprites = [];
}

/** The label's texture, drawn once per text; null where the page has no 2D canvas. */
function labelTexture(axes: SurfaceAxes, text: string, document: Document): LabelTexture | null {
  const cached = axes.textures.get(text);
  if (cached) return cached;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const fontPx = LABEL_TEXT_PX * TEXTURE_SCALE;
  const font = `${fontPx}px ${FONT}`;
  ctx.font = font;
  const pad = Math.ceil(fontPx * 0.2);
  canvas.width = Math.max(1, Math.ceil(ctx.measureText(text).width) + 2 * pad);
  canvas.height = Math.ceil(fontPx * LINE_HEIGHT);
  // Resizing reset the context's state.
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = TEXTURE_SCALE * 3;
  ctx.strokeStyle = HALO_COLOR;
  ctx.strokeText(text, pad, canvas.height / 2);
  ctx.fillStyle = TEXT_COLOR;
  ctx.fillText(text, pad, canvas.height / 2);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearFilter;
  texture.generateMipmaps = false;
  const drawn = { texture, aspect: canvas.width / canvas.height };
  axes.textures.set(text, drawn);
  return drawn;
}
