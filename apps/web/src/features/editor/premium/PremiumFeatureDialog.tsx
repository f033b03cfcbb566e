// The premium-feature prompt (spec part 2 §6, part 3 §6): "Upgrade to {plan} to use this feature",
// with "Upgrade your plan" (the plans page) and "Not now".
import { requiredPlanName, type FeatureId } from '@asperity/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { dialogWidths } from '../../../components/dialogs/index.ts';

export interface PremiumFeatureDialogProps {
  /** The feature asked for, or null when the prompt is closed. */
  readonly feature: FeatureId | null;
  readonly onClose: () => void;
}

export function PremiumFeatureDialog({ feature, onClose }: PremiumFeatureDialogProps) {
  return (
    <Dialog
      open={feature !== null}
      onClose={onClose}
      aria-labelledby="premium-feature-title"
      data-testid="premium-feature-dialog"
      slotProps={{ paper: { sx: { width: dialogWidths.default, maxWidth: '100%' } } }}
    >
      <DialogTitle id="premium-feature-title">
        <FormattedMessage id="editor.premium.title" />
      </DialogTitle>
      <DialogContent>
        <Typography>
          {feature !== null && (
            <FormattedMessage id="editor.premium.message" values={{ plan: requiredPlanName(feature) }} />
          )}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="premium-not-now">
          <FormattedMessage id="editor.premium.notNow" />
        </Button>
        <Button component={RouterLink} to="/plans" variant="contained" data-testid="premium-upgrade">
          <FormattedMessage id="editor.premium.upgrade" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
