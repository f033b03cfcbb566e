// How the plans page presents the contract's feature gates: a name and a group for every
// FeatureId. The Record types make a feature added to the contract without a name here a compile
// error, so the table cannot silently miss a row.
import {
  featureFlagOf,
  featureIds,
  featureMinTier,
  type FeatureFlags,
  type FeatureId,
  type PlanTier,
} from '@asperity/contract';
import type { InfoMessageId } from './i18n/en.ts';

export type FeatureGroup = 'visualisation' | 'analysis' | 'operators' | 'workflow';

export const FEATURE_GROUPS: readonly FeatureGroup[] = ['visualisation', 'analysis', 'operators', 'workflow'];

export const featureGroupTitles: Readonly<Record<FeatureGroup, InfoMessageId>> = {
  visualisation: 'info.plans.group.visualisation',
  analysis: 'info.plans.group.analysis',
  operators: 'info.plans.group.operators',
  workflow: 'info.plans.group.workflow',
};

export const featurePresentation: Readonly<Record<FeatureId, { name: InfoMessageId; group: FeatureGroup }>> =
  {
    interactiveVisualisation: { name: 'info.feature.interactiveVisualisation', group: 'visualisation' },
    heightProfile: { name: 'info.feature.heightProfile', group: 'visualisation' },
    dimension: { name: 'info.feature.dimension', group: 'visualisation' },
    slice: { name: 'info.feature.slice', group: 'visualisation' },
    heightHistogram: { name: 'info.feature.heightHistogram', group: 'visualisation' },
    arealParameters: { name: 'info.feature.arealParameters', group: 'analysis' },
    profileParameters: { name: 'info.feature.profileParameters', group: 'analysis' },
    stepHeightLine: { name: 'info.feature.stepHeightLine', group: 'analysis' },
    stepHeightRectangle: { name: 'info.feature.stepHeightRectangle', group: 'analysis' },
    stepHeightHistogram: { name: 'info.feature.stepHeightHistogram', group: 'analysis' },
    averagePsd: { name: 'info.feature.averagePsd', group: 'analysis' },
    bearingRatio: { name: 'info.feature.bearingRatio', group: 'analysis' },
    particles: { name: 'info.feature.particles', group: 'analysis' },
    volume: { name: 'info.feature.volume', group: 'analysis' },
    crop: { name: 'info.feature.crop', group: 'operators' },
    rotateMirror: { name: 'info.feature.rotateMirror', group: 'operators' },
    resize: { name: 'info.feature.resize', group: 'operators' },
    fillInvalids: { name: 'info.feature.fillInvalids', group: 'operators' },
    removeDrift: { name: 'info.feature.removeDrift', group: 'operators' },
    removeGlitches: { name: 'info.feature.removeGlitches', group: 'operators' },
    adjustRowsColumns: { name: 'info.feature.adjustRowsColumns', group: 'operators' },
    removeForm: { name: 'info.feature.removeForm', group: 'operators' },
    level: { name: 'info.feature.level', group: 'operators' },
    filter: { name: 'info.feature.filter', group: 'operators' },
    spatialFilter: { name: 'info.feature.spatialFilter', group: 'operators' },
    removeParticles: { name: 'info.feature.removeParticles', group: 'operators' },
    deconvolveTip: { name: 'info.feature.deconvolveTip', group: 'operators' },
    fftFilter: { name: 'info.feature.fftFilter', group: 'operators' },
    removeOutliers: { name: 'info.feature.removeOutliers', group: 'operators' },
    stitching: { name: 'info.feature.stitching', group: 'operators' },
    subtract: { name: 'info.feature.subtract', group: 'operators' },
    printReport: { name: 'info.feature.printReport', group: 'workflow' },
    recipes: { name: 'info.feature.recipes', group: 'workflow' },
    batchAnalysis: { name: 'info.feature.batchAnalysis', group: 'workflow' },
    encryption: { name: 'info.feature.encryption', group: 'workflow' },
  };

export interface FeatureRow {
  readonly id: FeatureId;
  readonly name: InfoMessageId;
  readonly minTier: PlanTier;
}

/**
 * The rows of one group, cheapest plan first. A feature whose flag is off on this installation
 * is left out: no plan can use it, so listing it would advertise something that does not exist.
 */
export function featureRows(group: FeatureGroup, flags: FeatureFlags): FeatureRow[] {
  return featureIds
    .filter((id) => featurePresentation[id].group === group)
    .filter((id) => {
      const flag = featureFlagOf(id);
      return flag === undefined || flags[flag];
    })
    .map((id) => ({ id, name: featurePresentation[id].name, minTier: featureMinTier(id) }))
    .sort((a, b) => a.minTier - b.minTier);
}
