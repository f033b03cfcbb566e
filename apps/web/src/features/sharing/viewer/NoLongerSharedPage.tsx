// What a revoked, expired or unknown link shows (issue 14 §4): a clear statement that the
// measurement is no longer shared — the same page for every such link, so nothing is learnt about
// what exists.
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export function NoLongerSharedPage({ kind = 'file' }: { kind?: 'file' | 'folder' }) {
  return (
    <Container
      maxWidth="sm"
      sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}
      data-testid="no-longer-shared"
    >
      <LinkOffRounded color="disabled" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h1" component="h1" gutterBottom sx={{ fontSize: '1.75rem' }}>
        <FormattedMessage id={kind === 'file' ? 'sharing.gone.title' : 'sharing.gone.folderTitle'} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="sharing.gone.body" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="sharing.gone.home" />
      </Button>
    </Container>
  );
}
