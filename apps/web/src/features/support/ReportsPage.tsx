// /admin/reports: the reports and support requests for staff who are not admins (the admin console,
// where admins find the same list as a tab, is for admins only).
import { Container, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ReportsPanel } from './ReportsPanel.tsx';

export function ReportsPage() {
  return (
    <Container maxWidth={false} sx={{ py: 3 }} data-testid="reports-page">
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="route.admin-reports" />
      </Typography>
      <ReportsPanel />
    </Container>
  );
}
