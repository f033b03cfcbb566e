// The operators of the editor's Operators toolbar, grouped as spec part 3 §1 lists them ("Remove Form
// (shown to users as Flatten), Filter, Remove Outliers, Level, …; Stitch, subtract and advanced subtract
// also exist as dialogs"). Every operator of the contract belongs to exactly one group (the unit test
// checks it), so an operator added to the core's registry must be placed here before it shows.
import { featureFlagOf, operatorContracts, type FeatureFlags, type FeatureId } from '@asperity/contract';
import type { OperatorId } from '@asperity/core';

export interface OperatorGroup {
  /** Message id suffix: `editor.operators.group.<id>`. */
  readonly id: string;
  readonly operators: readonly OperatorId[];
}

export const operatorGroups: readonly OperatorGroup[] = [
  { id: 'flatten', operators: ['form.polynomial'] },
  { id: 'filter', operators: ['filter.gaussian', 'filter.robust-gaussian', 'filter.spline'] },
  { id: 'removeOutliers', operators: ['outliers.remove'] },
  { id: 'level', operators: ['level.plane', 'level.three-point', 'level.facet'] },
  { id: 'fillInvalids', operators: ['invalids.fill'] },
  { id: 'crop', operators: ['crop'] },
  { id: 'rotateMirror', operators: ['rotate', 'mirror'] },
  {
    id: 'spatialFilter',
    operators: ['spatial.mean', 'spatial.median', 'spatial.gaussian', 'spatial.laplacian', 'spatial.sharpen'],
  },
  { id: 'fftFilter', operators: ['fft-filter'] },
  { id: 'removeDrift', operators: ['drift.remove'] },
  { id: 'adjustRowsColumns', operators: ['rows.adjust'] },
  { id: 'deconvolveTip', operators: ['tip.deconvolve'] },
  { id: 'removeGlitches', operators: ['glitches.remove'] },
  { id: 'removeParticles', operators: ['particles.remove'] },
  { id: 'resize', operators: ['resize'] },
  { id: 'stitch', operators: ['stitch'] },
  { id: 'subtract', operators: ['subtract', 'subtract.advanced'] },
];

/** The plan feature that gates an operator (contract operatorContracts). */
export function operatorFeature(id: OperatorId): FeatureId {
  return operatorContracts[id].feature;
}

/**
 * Whether the installation offers the operator at all: a feature backed by a flag (stitching,
 * subtract, resize) is hidden while its flag is off, whatever the plan. Plan limits are not checked
 * here — a gated operator stays listed and asks for the upgrade.
 */
export function isOperatorOffered(id: OperatorId, flags: FeatureFlags): boolean {
  const flag = featureFlagOf(operatorFeature(id));
  return flag === undefined || flags[flag];
}

/** The groups with the operators the installation offers; empty groups are left out. */
export function offeredOperatorGroups(flags: FeatureFlags): OperatorGroup[] {
  return operatorGroups
    .map((group) => ({ ...group, operators: group.operators.filter((id) => isOperatorOffered(id, flags)) }))
    .filter((group) => group.operators.length > 0);
}

export const operatorNameId = (id: string): string => `editor.operators.op.${id}`;
export const operatorGroupNameId = (id: string): string => `editor.operators.group.${id}`;
