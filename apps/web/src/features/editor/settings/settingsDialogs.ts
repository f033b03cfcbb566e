// Registry entries of the colour-scale dialogs (spec part 2 §2 "custom gradient dialog", "manual color
// range dialog"): loaded on first open. app/dialogRegistry.ts lists them.
import { defineDialog } from '../../../components/dialogs/index.ts';
import type { CustomGradientDialogParameters } from './CustomGradientDialog.tsx';
import type {
  ManualColorRangeDialogParameters,
  ManualColorRangeDialogResult,
} from './ManualColorRangeDialog.tsx';

export const CUSTOM_GRADIENT_DIALOG = 'editorCustomGradient';
export const MANUAL_COLOR_RANGE_DIALOG = 'editorManualColorRange';

/** Resolves with the key of the added or edited gradient, undefined when dismissed. */
export const customGradientDialog = defineDialog<CustomGradientDialogParameters, number>({
  load: () => import('./CustomGradientDialog.tsx'),
  width: 'wide',
});

export const manualColorRangeDialog = defineDialog<
  ManualColorRangeDialogParameters,
  ManualColorRangeDialogResult
>({
  load: () => import('./ManualColorRangeDialog.tsx'),
});
