// The page of every path outside the route table (spec part 1 §2); the server answers such paths
// with status 404 and this page.
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Button, Container, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../i18n/index.ts';

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }} data-testid="not-found-page">
      <SearchOffOutlined sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} aria-hidden />
      <Typography variant="h1" component="h1" gutterBottom>
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="notFound.description" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="notFound.home" />
      </Button>
    </Container>
  );
}
