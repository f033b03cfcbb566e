// /admin/accounts (part 1 §2, §4; issue 18 items 6–9): the accounts table with its actions, the
// open quota requests, the notice composer, the closure notice, the exports and the audit log, as tabs.
import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ReportsPanel } from '../support/index.ts';
import { AccountsPanel } from './AccountsPanel.tsx';
import { AuditLogPanel } from './AuditLogPanel.tsx';
import { ClosureNoticePanel } from './ClosureNoticePanel.tsx';
import { ExportsPanel } from './ExportsPanel.tsx';
import { NoticeComposer } from './NoticeComposer.tsx';
import { QuotaRequestsPanel } from './QuotaRequestsPanel.tsx';

const TABS = ['accounts', 'quotaRequests', 'notice', 'closureNotice', 'exports', 'auditLog'] as const;
// Reports and support requests (modules/support) bring their own label.
type TabId = (typeof TABS)[number] | 'reports';

export function AdminConsolePage() {
  const [tab, setTab] = useState<TabId>('accounts');
  return (
    <Container maxWidth={false} sx={{ py: 3 }} data-testid="admin-console">
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="route.admin-accounts" />
      </Typography>
      <Tabs value={tab} onChange={(_, value: TabId) => setTab(value)} sx={{ mb: 2 }} variant="scrollable">
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={<FormattedMessage id={`admin.tab.${t}`} />}
            data-testid={`admin-tab-${t}`}
          />
        ))}
        <Tab
          value="reports"
          label={<FormattedMessage id="support.admin.tab" />}
          data-testid="admin-tab-reports"
        />
      </Tabs>
      <Box>
        {tab === 'accounts' && <AccountsPanel />}
        {tab === 'quotaRequests' && <QuotaRequestsPanel />}
        {tab === 'notice' && <NoticeComposer />}
        {tab === 'closureNotice' && <ClosureNoticePanel />}
        {tab === 'exports' && <ExportsPanel />}
        {tab === 'auditLog' && <AuditLogPanel />}
        {tab === 'reports' && <ReportsPanel />}
      </Box>
    </Container>
  );
}
