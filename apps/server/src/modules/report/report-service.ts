// The print report of one file (issue 19 item 6, ADR 0019): gathers what the editor shows — the
// file's properties and the instrument's, the 2D map (the previews module's rendering) with its
// colour bar, a 3D view (oblique-view.ts), the areal parameters and the material ratio curve (the
// analysis module, on the owner's plan), the operation history — into report sections that
// pdf-builder.ts writes. fileSection() is the unit a batch report reuses: one section per file.
import {
  canUse,
  requiredPlanName,
  withFeatureFlagOverrides,
  type FeatureFlags,
  type HistoryStep,
  type PlanTier,
  type ReportSection,
} from '@asperity/contract';
import {
  arealParameters,
  autoHeightUnit,
  fromMetres,
  UNIT_SYMBOLS,
  colorScaleTicks,
  DEFAULT_GRADIENT,
  DEFAULT_NUMBER_FORMAT,
  findOperator,
  formatNumber,
  formatQuantity,
  GRADIENTS,
  type QuantityKind,
  type Surface,
  type SurfaceFileSummary,
} from '@asperity/core';
import type { Readable } from 'node:stream';
import { AppError, isAppError } from '../../http/errors.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { AnalysisService } from '../analysis/service.ts';
import type { FileRow } from '../files/repo.ts';
import type { HistoryService } from '../history/service.ts';
import type { PreviewsService } from '../previews/service.ts';
import { obliqueView } from './oblique-view.ts';
import { buildReportPdf, type ReportBlock, type ReportSectionContent } from './pdf-builder.ts';

export interface ReportOptions {
  /** Absent: every section. */
  readonly sections?: readonly ReportSection[] | undefined;
  /** Areal parameter ids for the table; absent: all. */
  readonly parameters?: readonly string[] | undefined;
  readonly channel?: number | undefined;
  readonly forkHash?: string | undefined;
}

export interface ReportServiceOptions {
  readonly subscriptions: boolean;
  readonly flags?: FeatureFlags;
  readonly tierOf: (user: UserRow) => PlanTier;
  readonly now?: () => Date;
}

/** The map's rendering: CSS pixels of the box (the previews module snaps it to its widths). */
const MAP_BOX_PX = 720;

interface ArealStatistic {
  readonly id: string;
  readonly value: number | string;
  readonly kind: QuantityKind;
}
interface ArealAnswer {
  readonly categories: readonly { readonly id: string; readonly statistics: readonly ArealStatistic[] }[];
}
interface BearingAnswer {
  readonly curve: {
    readonly materialRatio: readonly number[];
    readonly height: readonly (number | string)[];
  };
}

const numeric = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

/** A parameter's value with its unit, in the automatic unit (the editor's default). */
export function formatParameter(value: number, kind: QuantityKind): string {
  if (!Number.isFinite(value)) return 'NaN';
  const plain = (v: number, unit: string) =>
    `${formatNumber(v, DEFAULT_NUMBER_FORMAT)}${unit ? ` ${unit}` : ''}`;
  switch (kind) {
    case 'length':
      return formatQuantity(value, 'auto', 1).text;
    case 'area':
      return formatQuantity(value, 'auto', 2).text;
    case 'volume-per-area': {
      const q = formatQuantity(value, 'auto', 1);
      return `${q.number} ${q.symbol}³/${q.symbol}²`;
    }
    case 'per-area':
      return plain(value * 1e-12, '1/µm²');
    case 'per-length':
      return plain(value * 1e-6, '1/µm');
    case 'fraction':
      return plain(value * 100, '%');
    case 'angle':
      return plain((value * 180) / Math.PI, '°');
    case 'dimensionless':
      return plain(value, '');
  }
}

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function stepText(step: HistoryStep): string {
  const title = findOperator(step.op)?.title ?? step.op;
  const params = Object.entries(step.params)
    .map(([key, value]) => `${key} = ${JSON.stringify(value)}`)
    .join(', ');
  return `${title}${params ? ` (${params})` : ''}${step.by ? ` - by ${step.by}` : ''}`;
}

export class ReportService {
  private readonly now: () => Date;
  private readonly flags: FeatureFlags;

  constructor(
    private readonly history: HistoryService,
    private readonly previews: PreviewsService,
    private readonly analysis: AnalysisService,
    private readonly options: ReportServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.flags = options.flags ?? withFeatureFlagOverrides({ subscriptions: options.subscriptions });
  }

  /** 402 plan-required unless the owner's plan and the installation's flags allow print reports. */
  requireAllowed(owner: UserRow): void {
    if (!this.flags.printReport)
      throw new AppError('plan-required', 'print reports are switched off on this installation');
    if (
      !canUse('printReport', this.options.tierOf(owner), {
        subscriptions: this.options.subscriptions,
        flags: this.flags,
      })
    )
      throw new AppError('plan-required', `print reports need the ${requiredPlanName('printReport')} plan`);
  }

  /** The PDF of one file (its owner is whom the report acts for; access was checked by the caller). */
  async filePdf(owner: UserRow, file: FileRow, options: ReportOptions): Promise<Buffer> {
    this.requireAllowed(owner);
    const section = await this.fileSection(owner, file, options);
    return buildReportPdf({
      title: `Surface report: ${file.name}`,
      createdAt: this.now(),
      sections: [section],
    });
  }

  /** One file's section of a report (a batch report has one per file). */
  async fileSection(owner: UserRow, file: FileRow, options: ReportOptions): Promise<ReportSectionContent> {
    if (file.two_d === 1)
      throw new AppError(
        'invalid-request',
        `file ${file.guid} is a 2D image: print reports are made of 3D images`,
      );
    const wanted = new Set<ReportSection>(
      options.sections ?? ['properties', 'map', 'view3d', 'parameters', 'chart', 'history'],
    );
    const state = await this.history.state(owner, file.guid, options.channel);
    const ref = await this.history.analysisSurface(owner, file.guid, state.channel, options.forkHash);
    const surface = ref.surface;
    const tier = this.options.tierOf(owner);
    const blocks: ReportBlock[] = [];

    if (wanted.has('properties')) blocks.push(...this.properties(file, surface, state.channel));
    if (wanted.has('map')) {
      const answer = await this.previews.preview(
        owner,
        file.guid,
        {
          width: MAP_BOX_PX,
          height: MAP_BOX_PX,
          dpr: 1,
          type: '2d',
          format: 'png',
          channel: state.channel,
          ...(options.forkHash ? { forkHash: options.forkHash } : {}),
        },
        undefined,
      );
      if (!answer.notModified) {
        const { min, max } = range(surface.z);
        if (Number.isFinite(min)) {
          const ticks = colorScaleTicks(min, max, { maxTicks: 8 });
          const span = max - min;
          blocks.push({
            kind: 'colorMap',
            title: '2D height map',
            png: await bytesOf(answer.body),
            bar: {
              stops: GRADIENTS[DEFAULT_GRADIENT].stops.map(({ stop, r, g, b }) => ({ stop, r, g, b })),
              ticks: ticks.ticks.map((t) => ({
                fraction: span > 0 ? (t.value - min) / span : 0.5,
                label: t.label,
              })),
              unit: `Height (${ticks.unitSymbol})`,
            },
          });
        } else blocks.push({ kind: 'text', text: '2D height map: the surface has no valid point.' });
      }
    }
    if (wanted.has('view3d')) {
      const view = obliqueView(surface);
      blocks.push({
        kind: 'view3d',
        title: '3D view',
        view,
        note:
          view.zScale > 1.0001
            ? `Oblique view; heights exaggerated ${formatNumber(view.zScale, DEFAULT_NUMBER_FORMAT)}× to show the relief.`
            : 'Oblique view; true slopes.',
      });
    }
    if (wanted.has('parameters')) blocks.push(await this.parameterTable(ref, tier, options.parameters));
    if (wanted.has('chart')) blocks.push(await this.materialRatioChart(ref, tier));
    if (wanted.has('history')) {
      const steps = this.stepsOf(state, options.forkHash);
      blocks.push({
        kind: 'list',
        title: 'Operation history',
        items: steps.map(stepText),
        empty: 'No operation: the surface as measured.',
      });
    }
    return { heading: file.name, blocks };
  }

  private properties(file: FileRow, surface: Surface, channel: number): ReportBlock[] {
    const summary = JSON.parse(file.summary) as SurfaceFileSummary;
    const channelName = summary.channels[channel]?.name ?? `Channel ${channel}`;
    const { min, max } = range(surface.z);
    let valid = 0;
    for (const v of surface.z) if (v === v) valid++;
    const length = (v: number) => formatQuantity(v, 'auto', 1).text;
    const rows: [string, string][] = [
      ['File', file.name],
      ['Format', summary.format],
      ['Channel', channelName],
      ['Pixels', `${surface.nx} × ${surface.ny}`],
      ['Pixel size', `${length(surface.dx)} × ${length(surface.dy)}`],
      ['Scan size', `${length(surface.nx * surface.dx)} × ${length(surface.ny * surface.dy)}`],
      [
        'Valid pixels',
        `${valid} of ${surface.nx * surface.ny} (${formatNumber((100 * valid) / Math.max(1, surface.nx * surface.ny))} %)`,
      ],
      ['Height range', Number.isFinite(min) ? `${length(min)} … ${length(max)}` : 'no valid point'],
      ['Uploaded', file.created_at.slice(0, 10)],
      ['Modified', file.modified_at.slice(0, 10)],
    ];
    const meta = surface.meta;
    const instrument: [string, string][] = [];
    if (meta.instrument) instrument.push(['Instrument', meta.instrument]);
    for (const [key, value] of Object.entries(meta.imageProperties ?? {}))
      if (typeof value === 'string' && value.trim() !== '') instrument.push([key, value]);
    for (const [key, value] of Object.entries(meta.raw ?? {}).slice(0, 40)) instrument.push([key, value]);
    return [
      { kind: 'properties', title: 'Image properties', rows },
      ...(instrument.length > 0
        ? [{ kind: 'properties' as const, title: 'Instrument', rows: instrument }]
        : [{ kind: 'text' as const, text: 'The file names no instrument properties.' }]),
    ];
  }

  private async parameterTable(
    ref: Awaited<ReturnType<HistoryService['analysisSurface']>>,
    tier: PlanTier,
    chosen: readonly string[] | undefined,
  ): Promise<ReportBlock> {
    let answer: ArealAnswer;
    try {
      answer = (await this.analysis.run('areal-parameters', {}, ref, { tier })) as ArealAnswer;
    } catch (error) {
      if (isAppError(error) && error.code === 'plan-required')
        return {
          kind: 'text',
          text: `Areal parameters need the ${requiredPlanName('arealParameters')} plan.`,
        };
      throw error;
    }
    const definitions = new Map(arealParameters.map((p) => [p.id, p]));
    const want = chosen && chosen.length > 0 ? new Set(chosen) : undefined;
    const seen = new Set<string>();
    const rows: string[][] = [];
    for (const category of answer.categories)
      for (const statistic of category.statistics) {
        if (seen.has(statistic.id) || (want && !want.has(statistic.id))) continue;
        seen.add(statistic.id);
        const definition = definitions.get(statistic.id);
        rows.push([
          statistic.id,
          definition?.name ?? category.id,
          formatParameter(numeric(statistic.value), statistic.kind),
          definition?.standard ?? '',
        ]);
      }
    const unknown = want ? [...want].filter((id) => !seen.has(id)) : [];
    if (unknown.length > 0)
      throw new AppError('invalid-request', `parameters: no areal parameter ${unknown.join(', ')}`);
    return {
      kind: 'table',
      title: 'Areal parameters (ISO 25178-2; entire image, no levelling)',
      columns: ['Parameter', 'Name', 'Value', 'Standard'],
      widths: [1, 3, 1.6, 2.4],
      rows,
    };
  }

  private async materialRatioChart(
    ref: Awaited<ReturnType<HistoryService['analysisSurface']>>,
    tier: PlanTier,
  ): Promise<ReportBlock> {
    let answer: BearingAnswer;
    try {
      answer = (await this.analysis.run('bearing-ratio', {}, ref, { tier })) as BearingAnswer;
    } catch (error) {
      if (isAppError(error) && error.code === 'plan-required')
        return {
          kind: 'text',
          text: `The material ratio curve needs the ${requiredPlanName('bearingRatio')} plan.`,
        };
      throw error;
    }
    const heights = answer.curve.height.map(numeric);
    const largest = Math.max(0, ...heights.filter(Number.isFinite).map(Math.abs));
    const unit = autoHeightUnit(largest > 0 ? largest : 1e-6);
    return {
      kind: 'chart',
      title: 'Material ratio curve (Abbott-Firestone)',
      xLabel: 'Material ratio (%)',
      yLabel: `Height (${UNIT_SYMBOLS[unit]})`,
      series: {
        x: answer.curve.materialRatio.map((m) => m * 100),
        y: heights.map((h) => fromMetres(h, unit)),
      },
    };
  }

  private stepsOf(
    state: Awaited<ReturnType<HistoryService['state']>>,
    forkHash: string | undefined,
  ): readonly HistoryStep[] {
    if (forkHash === undefined || forkHash === state.savedForkHash) return state.savedOperationHistory;
    if (forkHash === state.rootForkHash) return [];
    const inCurrent = state.operationHistory.findIndex((s) => s.forkHash === forkHash);
    if (inCurrent >= 0) return state.operationHistory.slice(0, inCurrent + 1);
    const inSaved = state.savedOperationHistory.findIndex((s) => s.forkHash === forkHash);
    return inSaved >= 0 ? state.savedOperationHistory.slice(0, inSaved + 1) : state.savedOperationHistory;
  }
}

function range(z: Float64Array): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const v of z) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : { min: NaN, max: NaN };
}
