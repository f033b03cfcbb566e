// What a route shows until the issue that builds its feature lands: an honest statement, never
// placeholder data.
import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export interface FeatureUnavailablePageProps {
  /** Message id of the feature's name, e.g. `route.gallery`. */
  readonly titleId: string;
}

export function FeatureUnavailablePage({ titleId }: FeatureUnavailablePageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 } }} data-testid="feature-unavailable">
      <Typography variant="h1" component="h1" gutterBottom>
        <FormattedMessage id="featureUnavailable.heading" values={{ title }} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="featureUnavailable.body" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="featureUnavailable.home" />
      </Button>
    </Container>
  );
}
