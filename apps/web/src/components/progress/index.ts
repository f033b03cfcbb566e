export { ProgressIndicator, type ProgressIndicatorProps } from './ProgressIndicator.tsx';
export { useDelayedVisibility, progressDelays, type VisibilityDelays } from './useDelayedVisibility.ts';
