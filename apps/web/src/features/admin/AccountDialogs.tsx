// The dialogs of the account actions (part 1 §2 "Dialogs": quota, forum rights, override plans,
// plan overrides details, simple confirmation, details).
import { FORUM_ROLES, type AdminAccountRow, type ForumRole } from '@asperity/contract';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatBytes } from '../library/formatting.ts';

const GB = 1_000_000_000;

interface BaseProps {
  readonly account: AdminAccountRow;
  readonly onClose: () => void;
}

function Frame({
  testId,
  titleId,
  children,
  onClose,
  onOk,
  okDisabled = false,
  okId = 'common.ok',
}: {
  readonly testId: string;
  readonly titleId: string;
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly onOk?: () => void;
  readonly okDisabled?: boolean;
  readonly okId?: string;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { 'data-testid': testId } as object }}
    >
      <DialogTitle>
        <FormattedMessage id={titleId} />
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="dialog-cancel">
          <FormattedMessage id={onOk ? 'common.cancel' : 'common.close'} />
        </Button>
        {onOk && (
          <Button variant="contained" onClick={onOk} disabled={okDisabled} data-testid="dialog-ok">
            <FormattedMessage id={okId} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Additional quota in GB on top of the plan's storage. */
export function QuotaDialog({
  account,
  onClose,
  onSave,
}: BaseProps & { readonly onSave: (bytes: number) => void }) {
  const intl = useIntl();
  const [value, setValue] = useState(String(account.additionalQuota / GB));
  const gb = Number(value.replace(',', '.'));
  const valid = value.trim() !== '' && Number.isFinite(gb) && gb >= 0;
  return (
    <Frame
      testId="quota-dialog"
      titleId="admin.quota.title"
      onClose={onClose}
      okDisabled={!valid}
      onOk={() => onSave(Math.round(gb * GB))}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={intl.formatMessage({ id: 'admin.quota.additional' })}
        value={value}
        error={!valid}
        helperText={intl.formatMessage(
          { id: 'admin.quota.current' },
          { used: formatBytes(intl, account.usedQuota), max: formatBytes(intl, account.maxQuota) },
        )}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-input' } }}
      />
    </Frame>
  );
}

export function ForumRightsDialog({
  account,
  onClose,
  onSave,
}: BaseProps & { readonly onSave: (role: ForumRole) => void }) {
  const intl = useIntl();
  const [role, setRole] = useState<ForumRole>(account.forumRights);
  return (
    <Frame
      testId="forum-rights-dialog"
      titleId="admin.forum.title"
      onClose={onClose}
      onOk={() => onSave(role)}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={intl.formatMessage({ id: 'admin.column.forumRights' })}
        value={role}
        onChange={(e) => setRole(e.target.value as ForumRole)}
        slotProps={{ htmlInput: { 'data-testid': 'forum-rights-select' } }}
      >
        {FORUM_ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            <FormattedMessage id={`admin.forum.${r}`} />
          </MenuItem>
        ))}
      </TextField>
    </Frame>
  );
}

const NO_OVERRIDE = 'none';

export function OverridePlanDialog({
  account,
  onClose,
  onSave,
}: BaseProps & { readonly onSave: (tier: number | null) => void }) {
  const intl = useIntl();
  const [tier, setTier] = useState(
    account.overridenSubscriptionLevel === null ? NO_OVERRIDE : String(account.overridenSubscriptionLevel),
  );
  return (
    <Frame
      testId="override-plan-dialog"
      titleId="admin.override.title"
      onClose={onClose}
      onOk={() => onSave(tier === NO_OVERRIDE ? null : Number(tier))}
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={intl.formatMessage({ id: 'admin.override.plan' })}
        value={tier}
        onChange={(e) => setTier(e.target.value)}
      >
        <MenuItem value={NO_OVERRIDE}>
          <FormattedMessage id="admin.override.none" />
        </MenuItem>
        {[0, 1, 2].map((t) => (
          <MenuItem key={t} value={String(t)}>
            <FormattedMessage id={`profile.plan.${t}`} />
          </MenuItem>
        ))}
      </TextField>
    </Frame>
  );
}

function Facts({ rows }: { readonly rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([labelId, value]) => (
          <TableRow key={labelId}>
            <TableCell component="th" scope="row">
              <FormattedMessage id={labelId} />
            </TableCell>
            <TableCell data-testid={`fact-${labelId}`}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const plan = (tier: number | null) =>
  tier === null ? (
    <FormattedMessage id="admin.override.none" />
  ) : (
    <FormattedMessage id={`profile.plan.${tier}`} />
  );

export function PlanOverridesDetailsDialog({ account, onClose }: BaseProps) {
  return (
    <Frame testId="plan-overrides-dialog" titleId="admin.overrides.title" onClose={onClose}>
      <Facts
        rows={[
          ['admin.overrides.account', plan(account.subscriptionLevel)],
          ['admin.overrides.override', plan(account.overridenSubscriptionLevel)],
          ['admin.overrides.effective', plan(account.effectiveTier)],
        ]}
      />
    </Frame>
  );
}

export function AccountDetailsDialog({ account, onClose }: BaseProps) {
  const intl = useIntl();
  const yes = (v: boolean) => intl.formatMessage({ id: v ? 'admin.yes' : 'admin.no' });
  const date = (v: string | null) =>
    v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  return (
    <Frame testId="account-details-dialog" titleId="admin.details.title" onClose={onClose}>
      <Facts
        rows={[
          ['admin.column.username', account.username],
          ['admin.column.uid', account.uid],
          ['admin.column.email', account.email],
          ['admin.column.name', `${account.firstName} ${account.lastName}`.trim()],
          ['admin.column.createdAt', date(account.createdAt)],
          ['admin.column.confirmed', yes(account.isConfirmed)],
          ['admin.column.enabled', yes(account.isEnabled)],
          ['admin.column.staff', yes(account.isStaff)],
          ['admin.column.admin', yes(account.isAdmin)],
          ['admin.column.lastLoginAt', date(account.lastLoginAt)],
          ['admin.column.lastLoginCountry', account.lastLoginCountry ?? '—'],
          ['admin.column.lastLoginIp', account.lastLoginIp ?? '—'],
          [
            'admin.column.quota',
            `${formatBytes(intl, account.usedQuota)} / ${formatBytes(intl, account.maxQuota)} (+${formatBytes(intl, account.additionalQuota)})`,
          ],
          ['admin.column.moreRequested', yes(account.moreRequested)],
          ['admin.column.images', `${account.imageCount} / ${account.publicImageCount}`],
          ['admin.column.encryption', yes(account.encryption)],
          ['admin.column.plan', plan(account.effectiveTier)],
          ['admin.column.forumRights', intl.formatMessage({ id: `admin.forum.${account.forumRights}` })],
          ['admin.column.subscriptions', account.subscriptionCount],
          ['admin.column.licenses', account.licenseCount],
          ['admin.column.mrr', intl.formatNumber(account.mrr, { style: 'currency', currency: 'USD' })],
          ['admin.column.clv', intl.formatNumber(account.clv, { style: 'currency', currency: 'USD' })],
        ]}
      />
    </Frame>
  );
}

export function ConfirmDialog({
  titleId,
  bodyId,
  values,
  onClose,
  onConfirm,
}: {
  readonly titleId: string;
  readonly bodyId: string;
  readonly values: Readonly<Record<string, string>>;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}) {
  return (
    <Frame testId="confirm-dialog" titleId={titleId} onClose={onClose} onOk={onConfirm}>
      <FormattedMessage id={bodyId} values={values} />
    </Frame>
  );
}
