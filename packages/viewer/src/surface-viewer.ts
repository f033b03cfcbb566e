// The imperative 3D view of a height field (DESIGN.md §7). React (or any caller) only constructs it in a
// container and disposes it; everything else goes through setters, so the view never re-renders because a
// parent component did. Rendering happens on demand only — a control gesture, a resize or a setter
// schedules one frame — because software WebGL needs up to seconds per frame (STACK.md) and a busy loop
// would also drain laptop batteries on a page that is mostly static.
import {
  Color,
  DataTexture,
  DoubleSide,
  FloatType,
  Group,
  LinearFilter,
  Mesh,
  NearestFilter,
  PerspectiveCamera,
  PlaneGeometry,
  Quaternion,
  RedFormat,
  RGBAFormat,
  Scene,
  ShaderMaterial,
  UnsignedByteType,
  Vector2,
  Vector3,
  WebGLRenderer,
  type IUniform,
  type Sprite,
  type Texture,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import {
  DEFAULT_GRADIENT,
  GRADIENTS,
  gradientToRgba,
  isGradientName,
  type ColorGradient,
  type GradientName,
  type Surface,
} from '@asperity/core';
import { frameBox, pixelPadding, type ViewDirection } from './camera-fit.ts';
import { isUsableCamera, placeCamera, readCamera, type ViewerCamera } from './camera-data.ts';
import { normalizedColorRange, type ColorRange } from './color-range.ts';
import { boxHeight, computeSurfaceBox, stretchBox, surfaceExtent, type SurfaceBox } from './surface-box.ts';
import {
  applySurfaceGridSettings,
  createSurfaceGrid,
  disposeSurfaceGrid,
  keepHeightLinesBehind,
  setSurfaceGridSize,
  type GridSettings,
  type PhysicalExtent,
} from './grid-lines.ts';
import {
  applyBoxOutlineSettings,
  createBoxOutline,
  setBoxOutlineSize,
  type BoxOutline,
  type BoxOutlineSettings,
  type SceneBoxSize,
} from './box-outline.ts';
import { packHeightTexture } from './height-texture.ts';
import { AUTO_TICK_UNITS, type TickUnits } from './axis-ticks.ts';
import { axesLayout, labelStride, type AxesSettings, type LabelStrides } from './axes-layout.ts';
import { axisTickValues } from './axis-ticks.ts';
import {
  createSurfaceAxes,
  disposeSurfaceAxes,
  LABEL_HEIGHT_PX,
  labelSpriteScale,
  setSurfaceAxesLabelScale,
  setSurfaceAxesLayout,
} from './surface-axes.ts';
import {
  createSurfaceLine,
  sampleSurfaceLine,
  sampleSurfacePaths,
  setSurfaceLinePositions,
  surfaceLinePositions,
  TOOL_OUTLINE_COLOR,
  type LineSample,
  type NormalizedLine,
  type NormalizedPath,
} from './surface-line.ts';
import { createStepPlanes, disposeStepPlanes, setStepPlaneLevels, stepPlaneLevels } from './step-planes.ts';
import { choosePixelRatio, type GridSize, type ViewerQuality } from './level-of-detail.ts';
import { GestureMesh } from './gesture-mesh.ts';
import { MeshRefinement } from './mesh-refinement.ts';
import { DEFAULT_LIGHTING, normalizeLighting, towardsLight, type Lighting } from './lighting.ts';
import { fragmentShader, vertexShader } from './shaders.ts';
import { WebGLUnavailableError } from './webgl-unavailable-error.ts';

export interface SurfaceViewerOptions {
  /** CSS colour behind the surface, or null for a transparent canvas (lite embeds). Default white. */
  background?: string | null;
  /** 'low' caps the mesh at 128² vertices, renders at 1 device pixel per CSS pixel, no antialiasing. */
  quality?: ViewerQuality;
  /** Called after every rendered frame (tests wait on it; benchmarks count it). */
  onRender?: () => void;
  /** Called when an orbit, zoom or pan gesture ends, with the camera it left (to store it). */
  onCameraChange?: (camera: ViewerCamera) => void;
}

export interface HeightRange {
  /** Lowest and highest valid height of the current surface, in metres. */
  zMin: number;
  zMax: number;
}

const GRADIENT_TABLE_SIZE = 256;
/** A label's box on the canvas (getAxisLabelBoxes). */
export interface AxisLabelBox {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** A label's width on screen, estimated for thinning: an 11 px system font's average glyph and halo. */
const LABEL_CHAR_WIDTH_PX = 6.5;
const LABEL_PADDING_PX = 8;
/** Farthest zoom for an unstretched box (its longer side is 1). */
const MAX_CAMERA_DISTANCE = 20;
const FIELD_OF_VIEW_DEG = 35;
/** How long the view rests after a gesture before the full mesh replaces the coarse one. */
const GESTURE_REST_MS = 250;
/** Initial view: 55° from vertical, turned 20° to the right, for an immediately readable relief. */
const VIEW_DIRECTION: ViewDirection = { polarRad: (55 * Math.PI) / 180, azimuthRad: (20 * Math.PI) / 180 };
/**
 * Margin of the default framing with the axes shown, in pixels: the Z labels and the tick labels at the
 * box's side corners stick out by about 60 px left and right, the X/Y labels under the front edges and
 * the top Z label by about 40 px below and above. A fixed fraction (once 30 % both ways) left a large or
 * wide view mostly empty; this margin is the same on screen at every size (issue 15 item 15).
 */
const AXES_FRAME_MARGIN_PX = { horizontal: 64, vertical: 40 };

type HeightFieldUniforms = {
  uHeight: IUniform<Texture | null>;
  uGradient: IUniform<Texture>;
  uHeightSize: IUniform<Vector2>;
  uBoxHeight: IUniform<number>;
  uTexelStep: IUniform<Vector2>;
  uGradientSize: IUniform<number>;
  uLightDir: IUniform<Vector3>;
  uIntensity: IUniform<number>;
  uCameraLocal: IUniform<Vector3>;
  uColorRange: IUniform<Vector2>;
  uFlatShading: IUniform<boolean>;
};

export class SurfaceViewer {
  /** The canvas the viewer draws into (a child of the container until dispose). */
  readonly canvas: HTMLCanvasElement;

  private readonly container: HTMLElement;
  private readonly quality: ViewerQuality;
  private readonly onRender: (() => void) | undefined;
  private readonly onCameraChange: ((camera: ViewerCamera) => void) | undefined;
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(FIELD_OF_VIEW_DEG, 1, 0.01, 100);
  private readonly controls: OrbitControls;
  private readonly uniforms: HeightFieldUniforms;
  private readonly material: ShaderMaterial;
  private readonly mesh: Mesh<PlaneGeometry, ShaderMaterial>;
  private readonly resizeObserver: ResizeObserver | null;
  /**
   * Box outline, grid lines, axes, intersection line and step planes, in the world frame; hidden like
   * the mesh until there is a surface.
   */
  private readonly decorations = new Group();
  private readonly boxOutline: BoxOutline = createBoxOutline();
  private readonly grid = createSurfaceGrid();
  private readonly axes = createSurfaceAxes();
  private readonly intersectionLine = createSurfaceLine();
  private readonly toolOutline = createSurfaceLine(TOOL_OUTLINE_COLOR);
  private readonly stepPlanes = createStepPlanes();
  /** Off until the caller gives formatters: the viewer knows no units settings of its own. */
  private axesSettings: AxesSettings | null = null;
  /** The heights the intersection line is sampled from (the surface last set). */
  private heights: Pick<Surface, 'nx' | 'ny' | 'z'> | null = null;
  private line: NormalizedLine | null = null;
  private lineSamples: LineSample[] = [];
  private toolPaths: readonly NormalizedPath[] = [];
  private toolSamples: LineSample[] = [];
  private stepHeights: readonly number[] = [];
  /** Every how many ticks of each axis a label is drawn (see labelStride); follows the camera at rest. */
  private strides: LabelStrides = { x: 1, y: 1, z: 1 };

  private gridKey = '';
  private box: SurfaceBox | null = null;
  private meshGrid: GridSize | null = null;
  /** A new surface's first frame is drawn on a coarse mesh, the full one right after. */
  private readonly refinement = new MeshRefinement();
  /** While a gesture lasts, the coarse mesh stands in for the full one. */
  private readonly gestureMesh = new GestureMesh();
  private restTimer: ReturnType<typeof setTimeout> | undefined;
  private restingGrid: GridSize | null = null;
  private lateralScale = { x: 1, y: 1 };
  private extent: PhysicalExtent = { extentX: 0, extentY: 0, heights: null };
  private heightRange: HeightRange | null = null;
  private lighting = { ...DEFAULT_LIGHTING };
  private heightScale = 1;
  private colorRange: ColorRange | null = null;
  /**
   * Until the user orbits, zooms or pans, the camera re-frames the box whenever it changes (resize, new
   * surface, height scale): a responsive hero and a late layout stay framed; a chosen view is never lost.
   */
  private userMovedCamera = false;
  private width = 0;
  private height = 0;
  private frame = 0;
  private disposed = false;

  constructor(container: HTMLElement, options: SurfaceViewerOptions = {}) {
    this.container = container;
    this.quality = options.quality ?? 'high';
    this.onRender = options.onRender;
    this.onCameraChange = options.onCameraChange;

    const canvas = container.ownerDocument.createElement('canvas');
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    this.canvas = canvas;
    this.renderer = createRenderer(canvas, this.quality === 'high');
    this.renderer.setPixelRatio(choosePixelRatio(this.quality, globalThis.devicePixelRatio ?? 1));
    this.setBackground(options.background === undefined ? '#ffffff' : options.background);

    this.uniforms = {
      uHeight: { value: null },
      uGradient: { value: createGradientTexture(GRADIENTS[DEFAULT_GRADIENT]) },
      uHeightSize: { value: new Vector2(1, 1) },
      uBoxHeight: { value: boxHeight(this.heightScale) },
      uTexelStep: { value: new Vector2(1, 1) },
      uGradientSize: { value: GRADIENT_TABLE_SIZE },
      uLightDir: { value: new Vector3(0, 0, 1) },
      uIntensity: { value: this.lighting.intensity },
      uCameraLocal: { value: new Vector3(0, 0, 1) },
      uColorRange: { value: new Vector2(0, 1) },
      uFlatShading: { value: false },
    };
    this.material = new ShaderMaterial({
      uniforms: this.uniforms,
      vertexShader,
      fragmentShader,
      side: DoubleSide,
    });
    this.mesh = new Mesh(new PlaneGeometry(1, 1, 1, 1), this.material);
    // The mesh is built in the sample frame (x, y lateral, z up); three.js is y-up, so tip it over. Row 0
    // (lowest y) then faces the default camera, as in a plan view.
    this.mesh.rotation.x = -Math.PI / 2;
    // Displacement happens in the shader, so the CPU bounding sphere of the flat plane is wrong.
    this.mesh.frustumCulled = false;
    this.mesh.visible = false;
    this.scene.add(this.mesh);
    // Designed default (spec part 2 §3): a faint box; the editor applies its settings right away.
    applyBoxOutlineSettings(this.boxOutline, { visible: true, opacity: 0.3 });
    this.axes.group.visible = false;
    this.decorations.add(
      this.boxOutline,
      this.grid.group,
      this.axes.group,
      this.intersectionLine,
      this.toolOutline,
      this.stepPlanes.group,
    );
    this.decorations.visible = false;
    this.scene.add(this.decorations);
    this.updateDecorations();

    this.controls = new OrbitControls(this.camera, canvas);
    // Damping needs a frame loop to settle; on-demand rendering must not depend on one.
    this.controls.enableDamping = false;
    this.controls.screenSpacePanning = true;
    this.controls.minDistance = 0.1;
    this.controls.maxDistance = MAX_CAMERA_DISTANCE;
    this.controls.addEventListener('change', this.requestRender);
    this.controls.addEventListener('start', this.onInteractionStart);
    this.controls.addEventListener('end', this.onInteractionEnd);

    canvas.addEventListener('webglcontextrestored', this.requestRender);
    container.appendChild(canvas);
    this.resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => this.resize());
    this.resizeObserver?.observe(container);
    this.resize();
    this.resetCamera();
  }

  /** Shows a surface. The mesh resolution follows the level-of-detail cap; the texture keeps full detail. */
  setSurface(surface: Surface): void {
    if (this.disposed) return;
    const packed = packHeightTexture(surface, this.renderer.capabilities.maxTextureSize);
    const texture = new DataTexture(packed.data, packed.width, packed.height, RedFormat, FloatType);
    texture.minFilter = NearestFilter;
    texture.magFilter = NearestFilter;
    texture.generateMipmaps = false;
    texture.needsUpdate = true;
    this.uniforms.uHeight.value?.dispose();
    this.uniforms.uHeight.value = texture;
    this.uniforms.uHeightSize.value.set(packed.width, packed.height);
    this.heightRange = packed.validCount > 0 ? { zMin: packed.zMin, zMax: packed.zMax } : null;
    this.updateColorRangeUniform();

    const box = computeSurfaceBox(surface);
    this.box = box;
    this.extent = { ...surfaceExtent(surface), heights: this.heightRange };
    this.heights = surface;
    this.sampleLine();
    this.gestureMesh.forget();
    this.cancelRest();
    this.meshGrid = this.refinement.start(packed.width, packed.height, this.quality);
    this.updateLateralSize();
    this.mesh.visible = true;
    this.decorations.visible = true;
    this.updateDecorations();
    if (!this.userMovedCamera) this.resetCamera();
    this.requestRender();
  }

  /** A built-in gradient by name, or a custom one (spec part 2: user gradients). */
  setGradient(gradient: GradientName | ColorGradient): void {
    if (this.disposed) return;
    if (typeof gradient === 'string' && !isGradientName(gradient)) {
      throw new RangeError(`unknown gradient "${String(gradient)}"`);
    }
    const next = createGradientTexture(typeof gradient === 'string' ? GRADIENTS[gradient] : gradient);
    this.uniforms.uGradient.value.dispose();
    this.uniforms.uGradient.value = next;
    this.requestRender();
  }

  /** Angles in the convention of lighting.ts (elevation -90° = straight down); intensity clamped to 0–1. */
  setLighting(lighting: Lighting): void {
    if (this.disposed) return;
    this.lighting = normalizeLighting(lighting, this.lighting);
    this.requestRender();
  }

  /** Vertical exaggeration: the box is 0.25·k tall for a lateral size of 1 (spec: 0–5, default 1). */
  setHeightScale(k: number): void {
    if (this.disposed) return;
    if (!Number.isFinite(k) || k < 0) throw new RangeError(`height scale must be a number ≥ 0, got ${k}`);
    this.heightScale = k;
    this.uniforms.uBoxHeight.value = boxHeight(k);
    this.updateDecorations();
    if (!this.userMovedCamera) this.resetCamera();
    this.requestRender();
  }

  /**
   * Stretches the lateral axes by x and y (spec: 1–10, default 1) against the height. The stretch goes
   * into the mesh's geometry and texel step rather than an object scale, so the shader's normals stay
   * those of the stretched surface. The camera re-frames until the user moved it.
   */
  setLateralScale(x: number, y: number): void {
    if (this.disposed) return;
    for (const k of [x, y]) {
      if (!Number.isFinite(k) || k <= 0) throw new RangeError(`lateral scale must be a number > 0, got ${k}`);
    }
    this.lateralScale = { x, y };
    // The longest box side grows with the stretch; zooming out must still reach the whole box.
    this.controls.maxDistance = MAX_CAMERA_DISTANCE * Math.max(x, y, 1);
    this.updateLateralSize();
    this.updateDecorations();
    if (!this.userMovedCamera) this.resetCamera();
    this.requestRender();
  }

  /** Manual colour range in metres, or null for the surface's valid range (the default). */
  setColorRange(range: ColorRange | null): void {
    if (this.disposed) return;
    this.colorRange = range;
    this.updateColorRangeUniform();
    this.requestRender();
  }

  /** Flat shading: one normal per mesh triangle instead of the per-texel smooth normals. */
  setFlatShading(flat: boolean): void {
    if (this.disposed) return;
    this.uniforms.uFlatShading.value = flat;
    this.requestRender();
  }

  /** The outline of the bounding box: shown or not, and its opacity (0–1, clamped). */
  setBox(settings: BoxOutlineSettings): void {
    if (this.disposed) return;
    applyBoxOutlineSettings(this.boxOutline, settings);
    this.requestRender();
  }

  /** Grid lines: on the base plane (XY) and on the back walls (Z), both under the "show grid" switch. */
  setGrid(settings: GridSettings): void {
    if (this.disposed) return;
    applySurfaceGridSettings(this.grid, settings);
    this.requestRender();
  }

  /**
   * Axes with tick marks and labels along the box's front (X), right (Y) and front-left vertical (Z)
   * edges, at the grid lines' values; the grid lines follow the units given here so both agree.
   */
  setAxes(settings: AxesSettings): void {
    if (this.disposed) return;
    const wasVisible = this.axesSettings?.visible === true;
    this.axesSettings = { ...settings };
    this.updateDecorations();
    // The default framing leaves room for the labels only while they are shown.
    if (wasVisible !== settings.visible && !this.userMovedCamera) this.resetCamera();
    this.requestRender();
  }

  /**
   * The slice line drawn on the relief (start and end as the editor gives them: x = 0..1 from column 0,
   * y = 0..1 from row 0), or null for none. Heights are sampled from the surface shown.
   */
  setIntersectionLine(line: NormalizedLine | null): void {
    if (this.disposed) return;
    this.line = line === null ? null : { start: { ...line.start }, end: { ...line.end } };
    this.sampleLine();
    this.updateDecorations();
    this.requestRender();
  }

  /**
   * The active tool's shapes drawn on the relief (the restricted area, the volume polygon), normalised
   * like the slice line, or null for none.
   */
  setToolOutline(paths: readonly NormalizedPath[] | null): void {
    if (this.disposed) return;
    this.toolPaths = (paths ?? []).map((path) => ({
      points: path.points.map((point) => ({ ...point })),
      closed: path.closed,
    }));
    this.sampleLine();
    this.updateDecorations();
    this.requestRender();
  }

  /** Horizontal translucent planes at these heights (metres, the surface's own frame), or null for none. */
  setStepPlanes(heights: readonly number[] | null): void {
    if (this.disposed) return;
    this.stepHeights = heights === null ? [] : [...heights];
    this.updateDecorations();
    this.requestRender();
  }

  /** The axis label texts drawn now (none while the axes are hidden): for tests and accessibility. */
  getAxisLabels(): readonly string[] {
    if (!this.axes.group.visible) return [];
    return this.axes.sprites
      .filter((sprite) => sprite.visible)
      .map((sprite) => (sprite.userData as { text?: string }).text ?? '');
  }

  /**
   * Where the labels drawn now sit on the canvas (CSS px from its top-left, y down), each as wide as its
   * texture: for checking that they stay apart as the camera turns.
   */
  getAxisLabelBoxes(): readonly AxisLabelBox[] {
    if (!this.axes.group.visible || this.width === 0 || this.height === 0) return [];
    this.camera.updateMatrixWorld();
    return this.axes.sprites.filter((sprite) => sprite.visible).map((sprite) => this.labelBox(sprite));
  }

  /** A label sprite's box on the canvas; the camera's matrices must be current. */
  private labelBox(sprite: Sprite): AxisLabelBox {
    const { aspect = 1, text = '' } = sprite.userData as { aspect?: number; text?: string };
    const position = sprite.getWorldPosition(new Vector3()).project(this.camera);
    const x = ((position.x + 1) / 2) * this.width;
    const y = ((1 - position.y) / 2) * this.height;
    const width = aspect * LABEL_HEIGHT_PX;
    return {
      text,
      left: x - sprite.center.x * width,
      top: y - (1 - sprite.center.y) * LABEL_HEIGHT_PX,
      width,
      height: LABEL_HEIGHT_PX,
    };
  }

  /**
   * Hides every label that would cover one drawn before it (in layout order: X, Y, Z). The strides
   * space labels along each axis; this settles the corners where two axes meet (X's 0 beside Z's
   * lowest height, X's last label beside Y's 0) at whatever angle the camera shows them.
   */
  private declutterLabels(): void {
    if (!this.axes.group.visible) return;
    this.camera.updateMatrixWorld();
    const kept: AxisLabelBox[] = [];
    for (const sprite of this.axes.sprites) {
      const box = this.labelBox(sprite);
      const covers = kept.some(
        (other) =>
          Math.min(box.left + box.width, other.left + other.width) - Math.max(box.left, other.left) > 0 &&
          Math.min(box.top + box.height, other.top + other.height) - Math.max(box.top, other.top) > 0,
      );
      sprite.visible = !covers;
      if (!covers) kept.push(box);
    }
  }

  /** CSS colour, or null for transparent. */
  setBackground(background: string | null): void {
    if (this.disposed) return;
    if (background === null) this.renderer.setClearColor(0x000000, 0);
    else this.renderer.setClearColor(new Color(background), 1);
    this.requestRender();
  }

  /** Valid height range of the current surface in metres (for a colour-scale legend), or null. */
  getHeightRange(): HeightRange | null {
    return this.heightRange;
  }

  /** Frames the whole surface box from the default oblique viewpoint (and re-frames on resize again). */
  resetCamera(): void {
    if (this.disposed) return;
    this.userMovedCamera = false;
    const padding =
      this.axesSettings?.visible === true
        ? pixelPadding(this.width, this.height, AXES_FRAME_MARGIN_PX)
        : undefined;
    const pose = frameBox(
      this.sceneBoxSize(),
      VIEW_DIRECTION,
      FIELD_OF_VIEW_DEG,
      this.camera.aspect,
      padding,
    );
    this.camera.position.set(...pose.position);
    this.controls.target.set(...pose.target);
    this.controls.update();
    this.refreshZLabels();
    this.requestRender();
  }

  /** The camera's pose in scene units (what the editor stores as cameraData). */
  getCamera(): ViewerCamera {
    return readCamera(this.camera, this.controls.target);
  }

  /**
   * A stored camera pose, kept through resizes and new surfaces like one the user chose; null (or a pose
   * with invalid coordinates, spec part 2 §5) means the default framing.
   */
  setCamera(data: ViewerCamera | null): void {
    if (this.disposed) return;
    if (data === null || !isUsableCamera(data)) {
      this.resetCamera();
      return;
    }
    this.userMovedCamera = true;
    placeCamera(this.camera, this.controls.target, data);
    this.controls.update();
    this.refreshZLabels();
    this.requestRender();
  }

  /** Matches the drawing buffer to the container's size; called by the ResizeObserver, callable by hand. */
  resize(): void {
    if (this.disposed) return;
    const width = this.container.clientWidth;
    const height = this.container.clientHeight;
    if (width === this.width && height === this.height) return;
    this.width = width;
    this.height = height;
    this.renderer.setSize(width, height, false);
    if (width > 0 && height > 0) {
      this.camera.aspect = width / height;
      this.camera.updateProjectionMatrix();
      setSurfaceAxesLabelScale(this.axes, this.labelScale());
      this.refreshZLabels();
      if (!this.userMovedCamera) this.resetCamera();
    }
    // Synchronously: resizing clears the canvas, and a frame later would flash an empty view.
    this.renderNow();
  }

  /** Renders immediately (and cancels a scheduled frame). Tests call it before reading pixels. */
  renderNow(): void {
    if (this.disposed) return;
    if (this.frame !== 0) {
      cancelAnimationFrame(this.frame);
      this.frame = 0;
    }
    if (this.width === 0 || this.height === 0) return;
    this.updateLightUniforms();
    keepHeightLinesBehind(this.grid, this.camera.position);
    this.declutterLabels();
    this.renderer.render(this.scene, this.camera);
    this.onRender?.();
    this.refinement.afterFrame(this.refineMesh);
  }

  /** Frees GPU memory, the WebGL context, observers and listeners, and removes the canvas. Idempotent. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.refinement.cancel();
    this.cancelRest();
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.resizeObserver?.disconnect();
    this.controls.removeEventListener('change', this.requestRender);
    this.controls.removeEventListener('start', this.onInteractionStart);
    this.controls.removeEventListener('end', this.onInteractionEnd);
    this.controls.dispose();
    this.canvas.removeEventListener('webglcontextrestored', this.requestRender);
    this.mesh.geometry.dispose();
    this.material.dispose();
    this.boxOutline.geometry.dispose();
    this.boxOutline.material.dispose();
    disposeSurfaceGrid(this.grid);
    disposeSurfaceAxes(this.axes);
    this.intersectionLine.geometry.dispose();
    this.intersectionLine.material.dispose();
    this.toolOutline.geometry.dispose();
    this.toolOutline.material.dispose();
    disposeStepPlanes(this.stepPlanes);
    this.uniforms.uHeight.value?.dispose();
    this.uniforms.uGradient.value.dispose();
    this.renderer.dispose();
    // Browsers cap live contexts (~16); a SPA mounting viewers repeatedly must hand them back now, not at GC.
    this.renderer.forceContextLoss();
    this.canvas.remove();
  }

  /** Schedules one frame (coalescing bursts of control events); not a loop. */
  private readonly requestRender = (): void => {
    if (this.disposed || this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.renderNow();
    });
  };

  /** The full mesh after a surface's coarse first frame (MeshRefinement). */
  private readonly refineMesh = (grid: GridSize): void => {
    if (this.disposed || this.gestureMesh.deferred(grid)) return;
    this.meshGrid = grid;
    this.updateLateralSize();
    this.requestRender();
  };

  private readonly onInteractionStart = (): void => {
    this.userMovedCamera = true;
    const texels = this.uniforms.uHeightSize.value;
    const coarse = this.gestureMesh.start(this.meshGrid, texels.x, texels.y, this.quality);
    // A gesture within the rest of the previous one is still on the coarse mesh: its end restores.
    const resting = this.cancelRest();
    if (resting !== null) this.gestureMesh.deferred(resting);
    if (coarse !== null) {
      this.meshGrid = coarse;
      this.updateLateralSize();
    }
  };

  /** Cancels a pending return to the full mesh; the mesh it would have restored, or null. */
  private cancelRest(): GridSize | null {
    clearTimeout(this.restTimer);
    this.restTimer = undefined;
    const resting = this.restingGrid;
    this.restingGrid = null;
    return resting;
  }

  private readonly onInteractionEnd = (): void => {
    if (this.disposed) return;
    const resting = this.gestureMesh.end();
    if (resting !== null) {
      // The full mesh once the view has rested a moment: a drag that follows at once (orbiting in
      // strokes) does not wait for a full-mesh frame between its strokes.
      this.cancelRest();
      this.restingGrid = resting;
      this.restTimer = setTimeout(() => {
        const grid = this.cancelRest();
        if (this.disposed || grid === null) return;
        this.meshGrid = grid;
        this.updateLateralSize();
        this.requestRender();
      }, GESTURE_REST_MS);
    }
    // Zooming in spreads the Z ticks on screen; labels come back (or thin out) once the gesture ends.
    if (this.refreshZLabels()) this.requestRender();
    this.onCameraChange?.(this.getCamera());
  };

  /** The box the surface fills in scene units (a unit square before the first surface). */
  private sceneBoxSize(): SceneBoxSize {
    const { sizeX, sizeY } = stretchBox(this.box ?? { sizeX: 1, sizeY: 1 }, this.lateralScale);
    return { sizeX, sizeY, height: boxHeight(this.heightScale) };
  }

  /** The outline (and the other objects around the surface) follow the box's size. */
  private updateDecorations(): void {
    const size = this.sceneBoxSize();
    const units: TickUnits =
      this.axesSettings === null
        ? AUTO_TICK_UNITS
        : { distance: this.axesSettings.distanceUnit, height: this.axesSettings.heightUnit };
    setBoxOutlineSize(this.boxOutline, size);
    setSurfaceGridSize(this.grid, this.extent, size, units);
    const axesShown = this.axesSettings?.visible === true;
    this.axes.group.visible = axesShown;
    // Hidden axes keep their last labels: drawing texts nobody sees is wasted work.
    if (axesShown && this.axesSettings !== null) {
      this.strides = this.currentStrides(size);
      const layout = axesLayout(this.extent, size, this.axesSettings, this.strides);
      setSurfaceAxesLayout(this.axes, layout, this.labelScale(), this.container.ownerDocument);
    }
    setSurfaceLinePositions(this.intersectionLine, surfaceLinePositions(this.lineSamples, size));
    setSurfaceLinePositions(this.toolOutline, surfaceLinePositions(this.toolSamples, size));
    const levels = stepPlaneLevels(this.stepHeights, this.heightRange, size.height);
    setStepPlaneLevels(this.stepPlanes, levels, size);
  }

  /** Re-lays the axes out when the camera changed how many labels fit on an axis; true when it did. */
  private refreshZLabels(): boolean {
    if (this.axesSettings?.visible !== true) return false;
    const next = this.currentStrides(this.sceneBoxSize());
    const now = this.strides;
    if (next.x === now.x && next.y === now.y && next.z === now.z) return false;
    this.updateDecorations();
    return true;
  }

  /**
   * The label strides for the three labelled edges as the camera shows them now: the front base edge
   * (X), the right base edge (Y) and the front-left vertical edge (Z), with each axis's longest label.
   */
  private currentStrides(size: SceneBoxSize): LabelStrides {
    const settings = this.axesSettings;
    if (settings === null || this.height === 0) return { x: 1, y: 1, z: 1 };
    this.camera.updateMatrixWorld();
    const x0 = -size.sizeX / 2;
    const x1 = size.sizeX / 2;
    const z1 = size.sizeY / 2;
    // Clip units to pixels: the viewport is 2 clip units across.
    const screen = (from: Vector3, to: Vector3) => {
      const a = from.project(this.camera);
      const b = to.project(this.camera);
      return { x: ((b.x - a.x) * this.width) / 2, y: ((b.y - a.y) * this.height) / 2 };
    };
    const label = (values: number[], format: (metres: number) => string) => ({
      width: Math.max(0, ...values.map((v) => format(v).length)) * LABEL_CHAR_WIDTH_PX + LABEL_PADDING_PX,
      height: LABEL_HEIGHT_PX,
    });
    const xs = axisTickValues(0, this.extent.extentX, settings.distanceUnit);
    const ys = axisTickValues(0, this.extent.extentY, settings.distanceUnit);
    const heights = this.extent.heights;
    const zs = heights === null ? [] : axisTickValues(heights.zMin, heights.zMax, settings.heightUnit);
    return {
      x: labelStride(
        xs.length,
        screen(new Vector3(x0, 0, z1), new Vector3(x1, 0, z1)),
        label(xs, settings.formatDistance),
      ),
      y: labelStride(
        ys.length,
        screen(new Vector3(x1, 0, z1), new Vector3(x1, 0, -z1)),
        label(ys, settings.formatDistance),
      ),
      z: labelStride(
        zs.length,
        screen(new Vector3(x0, 0, z1), new Vector3(x0, size.height, z1)),
        label(zs, settings.formatHeight),
      ),
    };
  }

  /**
   * Heights along the intersection line and the tool's paths, in box fractions: they change with the
   * lines and the surface.
   */
  private sampleLine(): void {
    const heights = this.heights;
    const range = this.heightRange;
    if (heights === null || range === null) {
      this.lineSamples = [];
      this.toolSamples = [];
      return;
    }
    this.lineSamples = this.line === null ? [] : sampleSurfaceLine(heights, range, this.line);
    this.toolSamples = sampleSurfacePaths(heights, range, this.toolPaths);
  }

  /** Sprite scale that shows the labels LABEL_HEIGHT_PX high on the current viewport. */
  private labelScale(): number {
    return labelSpriteScale(LABEL_HEIGHT_PX, this.height, this.camera.projectionMatrix.elements[5]);
  }

  private updateColorRangeUniform(): void {
    const [lo, hi] = normalizedColorRange(this.colorRange, this.heightRange);
    this.uniforms.uColorRange.value.set(lo, hi);
  }

  /** Mesh geometry and texel step for the current box, mesh grid and lateral stretch. */
  private updateLateralSize(): void {
    if (this.meshGrid === null) return;
    const { sizeX, sizeY } = this.sceneBoxSize();
    const texels = this.uniforms.uHeightSize.value;
    this.uniforms.uTexelStep.value.set(sizeX / Math.max(texels.x - 1, 1), sizeY / Math.max(texels.y - 1, 1));
    this.updateGeometry(this.meshGrid, { sizeX, sizeY });
  }

  private updateGeometry(grid: GridSize, box: SurfaceBox): void {
    const key = `${grid.verticesX}x${grid.verticesY}:${box.sizeX}x${box.sizeY}`;
    if (key === this.gridKey) return;
    this.gridKey = key;
    this.mesh.geometry.dispose();
    this.mesh.geometry = new PlaneGeometry(box.sizeX, box.sizeY, grid.verticesX - 1, grid.verticesY - 1);
  }

  /** The shader lights in the mesh's local frame; camera-relative light has to follow the camera. */
  private updateLightUniforms(): void {
    this.mesh.updateMatrixWorld();
    this.camera.updateMatrixWorld();
    const [forward, side, up] = towardsLight(this.lighting.azimuthDeg, this.lighting.elevationDeg);
    const dir = this.uniforms.uLightDir.value;
    if (this.lighting.relativeTo === 'sample') {
      dir.set(forward, side, up);
    } else {
      // Camera space: forward is -z, side (right) is +x, up is +y.
      dir.set(side, up, -forward).applyQuaternion(this.camera.quaternion);
      dir.applyQuaternion(this.mesh.getWorldQuaternion(new Quaternion()).invert());
    }
    dir.normalize();
    this.uniforms.uIntensity.value = this.lighting.intensity;
    this.uniforms.uCameraLocal.value.copy(this.mesh.worldToLocal(this.camera.position.clone()));
  }
}

function createRenderer(canvas: HTMLCanvasElement, antialias: boolean): WebGLRenderer {
  const attributes: WebGLContextAttributes = {
    alpha: true,
    antialias,
    depth: true,
    stencil: false,
    premultipliedAlpha: true,
    // Lets tests and "export PNG" read the canvas after the frame was presented.
    preserveDrawingBuffer: true,
    powerPreference: 'high-performance',
  };
  let context: WebGL2RenderingContext | null = null;
  try {
    context = canvas.getContext('webgl2', attributes);
  } catch (cause) {
    throw new WebGLUnavailableError(`WebGL 2 is not available: ${errorMessage(cause)}`, { cause });
  }
  if (context === null) {
    throw new WebGLUnavailableError(
      'WebGL 2 is not available in this browser (no context could be created).',
    );
  }
  try {
    return new WebGLRenderer({ canvas, context, antialias, alpha: true, preserveDrawingBuffer: true });
  } catch (cause) {
    context.getExtension('WEBGL_lose_context')?.loseContext();
    throw new WebGLUnavailableError(`WebGL 2 could not be initialised: ${errorMessage(cause)}`, { cause });
  }
}

function createGradientTexture(gradient: ColorGradient): DataTexture {
  const texture = new DataTexture(
    gradientToRgba(gradient, GRADIENT_TABLE_SIZE),
    GRADIENT_TABLE_SIZE,
    1,
    RGBAFormat,
    UnsignedByteType,
  );
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
