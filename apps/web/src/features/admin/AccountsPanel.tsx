// The accounts table of /admin/accounts (part 1 §3 "Admin account row", §4 "Admin account actions"):
// paged, sorted and searched on the server; each row's menu holds the actions.
import {
  ADMIN_ACCOUNT_SORT_KEYS,
  ADMIN_ACCOUNTS_DEFAULT_LIMIT,
  type AdminAccountRow,
  type AdminAccountSortKey,
} from '@asperity/contract';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Alert,
  Box,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { formatBytes } from '../library/formatting.ts';
import {
  AccountDetailsDialog,
  ConfirmDialog,
  ForumRightsDialog,
  OverridePlanDialog,
  PlanOverridesDetailsDialog,
  QuotaDialog,
} from './AccountDialogs.tsx';
import { adminAccountsQueryKey, adminApi, type AccountsQuery } from './adminApi.ts';
import { useAdminActions } from './useAdminActions.ts';

type Column = { readonly id: string; readonly sortKey?: AdminAccountSortKey };

/** Every field of the admin account row (part 1 §3). */
const COLUMNS: readonly Column[] = [
  { id: 'username', sortKey: 'username' },
  { id: 'uid' },
  { id: 'email', sortKey: 'email' },
  { id: 'createdAt', sortKey: 'createdAt' },
  { id: 'confirmed' },
  { id: 'enabled' },
  { id: 'staff' },
  { id: 'lastLoginAt', sortKey: 'lastLoginAt' },
  { id: 'lastLoginCountry' },
  { id: 'lastLoginIp' },
  { id: 'quota' },
  { id: 'images' },
  { id: 'publicImages' },
  { id: 'encryption' },
  { id: 'plan' },
  { id: 'subscriptions' },
  { id: 'licenses' },
  { id: 'mrr' },
  { id: 'clv' },
];

type Dialog = 'quota' | 'forum' | 'override' | 'overrides' | 'details' | 'remove' | 'switch';

const SEARCH_DELAY_MS = 300;

export function AccountsPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<AccountsQuery>({
    offset: 0,
    limit: ADMIN_ACCOUNTS_DEFAULT_LIMIT,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  // The search goes to the server once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = search.trim();
      setQuery((prev) => {
        if ((prev.q ?? '') === q) return prev;
        const { q: _previous, ...rest } = prev;
        return { ...rest, offset: 0, ...(q ? { q } : {}) };
      });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const accounts = useQuery({
    queryKey: adminAccountsQueryKey(query),
    queryFn: ({ signal }) => adminApi.accounts(http, query, signal),
    placeholderData: keepPreviousData,
  });
  const actions = useAdminActions();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; account: AdminAccountRow } | null>(null);
  const [dialog, setDialog] = useState<{ kind: Dialog; account: AdminAccountRow } | null>(null);

  const sortBy = (key: AdminAccountSortKey) =>
    setQuery((prev) => ({
      ...prev,
      offset: 0,
      sortBy: key,
      sortOrder: prev.sortBy === key && prev.sortOrder === 'desc' ? 'asc' : 'desc',
    }));
  const open = (kind: Dialog) => {
    if (menu) setDialog({ kind, account: menu.account });
    setMenu(null);
  };
  const patch = (account: AdminAccountRow, body: Parameters<typeof actions.patch.mutate>[0]['body']) => {
    setMenu(null);
    setDialog(null);
    actions.patch.mutate({ uid: account.uid, body });
  };
  const yes = (v: boolean) => intl.formatMessage({ id: v ? 'admin.yes' : 'admin.no' });
  const date = (v: string | null) => (v ? intl.formatDate(v, { dateStyle: 'medium' }) : '—');
  const money = (v: number) => intl.formatNumber(v, { style: 'currency', currency: 'USD' });

  return (
    <Box data-testid="admin-accounts">
      <TextField
        size="small"
        fullWidth
        label={intl.formatMessage({ id: 'admin.accounts.search' })}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'admin-search' } }}
        sx={{ mb: 2 }}
      />
      {accounts.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.something-went-wrong" />
        </Alert>
      )}
      {accounts.isPending && <ProgressIndicator block />}
      {accounts.data && (
        <Paper variant="outlined">
          <TableContainer sx={{ maxHeight: '65vh' }}>
            <Table size="small" stickyHeader>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.id} sx={{ whiteSpace: 'nowrap' }}>
                      {c.sortKey && ADMIN_ACCOUNT_SORT_KEYS.includes(c.sortKey) ? (
                        <TableSortLabel
                          active={query.sortBy === c.sortKey}
                          direction={query.sortBy === c.sortKey ? query.sortOrder : 'desc'}
                          onClick={() => c.sortKey && sortBy(c.sortKey)}
                          data-testid={`sort-${c.sortKey}`}
                        >
                          <FormattedMessage id={`admin.column.${c.id}`} />
                        </TableSortLabel>
                      ) : (
                        <FormattedMessage id={`admin.column.${c.id}`} />
                      )}
                    </TableCell>
                  ))}
                  <TableCell>
                    <FormattedMessage id="admin.column.actions" />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.data.accounts.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length + 1} data-testid="admin-accounts-empty">
                      <FormattedMessage id="admin.accounts.empty" />
                    </TableCell>
                  </TableRow>
                )}
                {accounts.data.accounts.map((a) => (
                  <TableRow
                    key={a.uid}
                    hover
                    data-testid="admin-account-row"
                    data-uid={a.uid}
                    data-email={a.email}
                  >
                    <TableCell>{a.username}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{a.uid}</TableCell>
                    <TableCell>{a.email}</TableCell>
                    <TableCell>{date(a.createdAt)}</TableCell>
                    <TableCell data-testid="cell-confirmed">{yes(a.isConfirmed)}</TableCell>
                    <TableCell data-testid="cell-enabled">{yes(a.isEnabled)}</TableCell>
                    <TableCell data-testid="cell-staff">{yes(a.isStaff)}</TableCell>
                    <TableCell>{date(a.lastLoginAt)}</TableCell>
                    <TableCell>{a.lastLoginCountry ?? '—'}</TableCell>
                    <TableCell>{a.lastLoginIp ?? '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="cell-quota">
                      {formatBytes(intl, a.usedQuota)} / {formatBytes(intl, a.maxQuota)}
                    </TableCell>
                    <TableCell>{a.imageCount}</TableCell>
                    <TableCell>{a.publicImageCount}</TableCell>
                    <TableCell>{yes(a.encryption)}</TableCell>
                    <TableCell>
                      <FormattedMessage id={`profile.plan.${a.effectiveTier}`} />
                    </TableCell>
                    <TableCell>{a.subscriptionCount}</TableCell>
                    <TableCell>{a.licenseCount}</TableCell>
                    <TableCell>{money(a.mrr)}</TableCell>
                    <TableCell>{money(a.clv)}</TableCell>
                    <TableCell>
                      <IconButton
                        size="small"
                        aria-label={intl.formatMessage({ id: 'admin.actions' }, { email: a.email })}
                        data-testid="account-actions"
                        onClick={(e) => setMenu({ anchor: e.currentTarget, account: a })}
                      >
                        <MoreVertIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={accounts.data.total}
            page={Math.floor(query.offset / query.limit)}
            rowsPerPage={query.limit}
            rowsPerPageOptions={[25, 50, 100]}
            onPageChange={(_, page) => setQuery((prev) => ({ ...prev, offset: page * prev.limit }))}
            onRowsPerPageChange={(e) =>
              setQuery((prev) => ({ ...prev, offset: 0, limit: Number(e.target.value) }))
            }
            labelRowsPerPage={intl.formatMessage({ id: 'admin.accounts.perPage' })}
          />
        </Paper>
      )}
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu && [
          !menu.account.isConfirmed && (
            <MenuItem
              key="confirm"
              data-testid="action-confirm"
              onClick={() => patch(menu.account, { isConfirmed: true })}
            >
              <FormattedMessage id="admin.action.confirm" />
            </MenuItem>
          ),
          <MenuItem
            key="enable"
            data-testid={menu.account.isEnabled ? 'action-disable' : 'action-enable'}
            onClick={() => patch(menu.account, { isEnabled: !menu.account.isEnabled })}
          >
            <FormattedMessage id={menu.account.isEnabled ? 'admin.action.disable' : 'admin.action.enable'} />
          </MenuItem>,
          <MenuItem key="quota" data-testid="action-quota" onClick={() => open('quota')}>
            <FormattedMessage id="admin.action.quota" />
          </MenuItem>,
          <MenuItem key="forum" data-testid="action-forum" onClick={() => open('forum')}>
            <FormattedMessage id="admin.action.forum" />
          </MenuItem>,
          <MenuItem
            key="staff"
            data-testid={menu.account.isStaff ? 'action-clear-staff' : 'action-set-staff'}
            onClick={() => patch(menu.account, { isStaff: !menu.account.isStaff })}
          >
            <FormattedMessage
              id={menu.account.isStaff ? 'admin.action.clearStaff' : 'admin.action.setStaff'}
            />
          </MenuItem>,
          <MenuItem key="override" data-testid="action-override" onClick={() => open('override')}>
            <FormattedMessage id="admin.action.override" />
          </MenuItem>,
          <MenuItem key="overrides" data-testid="action-overrides" onClick={() => open('overrides')}>
            <FormattedMessage id="admin.action.overrides" />
          </MenuItem>,
          <MenuItem key="switch" data-testid="action-switch" onClick={() => open('switch')}>
            <FormattedMessage id="admin.action.switch" />
          </MenuItem>,
          <MenuItem key="details" data-testid="action-details" onClick={() => open('details')}>
            <FormattedMessage id="admin.action.details" />
          </MenuItem>,
          <MenuItem
            key="remove"
            data-testid="action-remove"
            onClick={() => open('remove')}
            sx={{ color: 'error.main' }}
          >
            <FormattedMessage id="admin.action.remove" />
          </MenuItem>,
        ]}
      </Menu>
      {dialog?.kind === 'quota' && (
        <QuotaDialog
          account={dialog.account}
          onClose={() => setDialog(null)}
          onSave={(bytes) => patch(dialog.account, { additionalQuota: bytes })}
        />
      )}
      {dialog?.kind === 'forum' && (
        <ForumRightsDialog
          account={dialog.account}
          onClose={() => setDialog(null)}
          onSave={(forumRights) => patch(dialog.account, { forumRights })}
        />
      )}
      {dialog?.kind === 'override' && (
        <OverridePlanDialog
          account={dialog.account}
          onClose={() => setDialog(null)}
          onSave={(tier) => patch(dialog.account, { overridenSubscriptionLevel: tier })}
        />
      )}
      {dialog?.kind === 'overrides' && (
        <PlanOverridesDetailsDialog account={dialog.account} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'details' && (
        <AccountDetailsDialog account={dialog.account} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          titleId="admin.remove.title"
          bodyId="admin.remove.body"
          values={{ email: dialog.account.email }}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            actions.remove.mutate(dialog.account.uid);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'switch' && (
        <ConfirmDialog
          titleId="admin.switch.title"
          bodyId="admin.switch.body"
          values={{ email: dialog.account.email }}
          onClose={() => setDialog(null)}
          onConfirm={() => {
            actions.switchTo.mutate(dialog.account.uid);
            setDialog(null);
          }}
        />
      )}
    </Box>
  );
}
