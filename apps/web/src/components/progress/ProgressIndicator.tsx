// The circular progress indicator of spec part 1 §9: determinate when a progress number is given.
import { Box, CircularProgress } from '@mui/material';
import { useIntl } from 'react-intl';
import { useDelayedVisibility, type VisibilityDelays } from './useDelayedVisibility.ts';

export interface ProgressIndicatorProps {
  /** Keep the component mounted and flip this, so the minimum visible time can be honoured. */
  readonly active?: boolean;
  /** 0–100; absent means indeterminate. */
  readonly progress?: number;
  readonly size?: number;
  /** Centres the indicator in a padded block (page and panel loading). */
  readonly block?: boolean;
  readonly delays?: VisibilityDelays;
}

export function ProgressIndicator({
  active = true,
  progress,
  size = 40,
  block = false,
  delays,
}: ProgressIndicatorProps) {
  const visible = useDelayedVisibility(active, delays);
  const intl = useIntl();
  if (!visible) return null;
  const determinate = typeof progress === 'number' && Number.isFinite(progress);
  const indicator = (
    <CircularProgress
      data-testid="progress-indicator"
      data-variant={determinate ? 'determinate' : 'indeterminate'}
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      size={size}
      {...(determinate
        ? { variant: 'determinate' as const, value: Math.min(100, Math.max(0, progress)) }
        : { variant: 'indeterminate' as const })}
    />
  );
  if (!block) return indicator;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 6 }}>{indicator}</Box>
  );
}
