// The audit log (issue 18 item 9): who did what to whom, when, with the values before and after;
// filtered by action, actor, target and days. Read only.
import { AUDIT_ACTIONS, isIsoDate, type AuditAction } from '@asperity/contract';
import {
  Alert,
  Box,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { adminApi, auditLogQueryKey, type AuditQuery } from './adminApi.ts';

const PAGE = 50;
const ALL = 'all';

interface Filters {
  action: AuditAction | typeof ALL;
  actorId: string;
  targetId: string;
  from: string;
  to: string;
}

const values = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '—');

export function AuditLogPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const [filters, setFilters] = useState<Filters>({
    action: ALL,
    actorId: '',
    targetId: '',
    from: '',
    to: '',
  });
  const [offset, setOffset] = useState(0);
  // A half-typed date is left out rather than sent (the server would answer invalid-date).
  const query: AuditQuery = {
    offset,
    limit: PAGE,
    ...(filters.action !== ALL ? { action: filters.action } : {}),
    ...(filters.actorId.trim() ? { actorId: filters.actorId.trim() } : {}),
    ...(filters.targetId.trim() ? { targetId: filters.targetId.trim() } : {}),
    ...(isIsoDate(filters.from) ? { from: filters.from } : {}),
    ...(isIsoDate(filters.to) ? { to: filters.to } : {}),
  };
  const log = useQuery({
    queryKey: auditLogQueryKey(query),
    queryFn: ({ signal }) => adminApi.auditLog(http, query, signal),
    placeholderData: keepPreviousData,
  });
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => {
    setOffset(0);
    setFilters((prev) => ({ ...prev, [key]: e.target.value }));
  };
  return (
    <Box data-testid="audit-log">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'admin.audit.action' })}
          value={filters.action}
          onChange={set('action')}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>
            <FormattedMessage id="admin.audit.allActions" />
          </MenuItem>
          {AUDIT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'admin.audit.actor' })}
          value={filters.actorId}
          onChange={set('actorId')}
        />
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'admin.audit.target' })}
          value={filters.targetId}
          onChange={set('targetId')}
        />
        <TextField
          size="small"
          type="date"
          label={intl.formatMessage({ id: 'admin.export.from' })}
          value={filters.from}
          onChange={set('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={intl.formatMessage({ id: 'admin.export.to' })}
          value={filters.to}
          onChange={set('to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {log.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.something-went-wrong" />
        </Alert>
      )}
      {log.isPending && <ProgressIndicator block />}
      {log.data && (
        <Paper variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                {['at', 'actor', 'action', 'target', 'before', 'after'].map((c) => (
                  <TableCell key={c}>
                    <FormattedMessage id={`admin.audit.column.${c}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} data-testid="audit-log-empty">
                    <FormattedMessage id="admin.audit.empty" />
                  </TableCell>
                </TableRow>
              )}
              {log.data.entries.map((e) => (
                <TableRow key={e.id} data-testid="audit-entry" data-action={e.action}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {intl.formatDate(e.at, { dateStyle: 'short', timeStyle: 'medium' })}
                  </TableCell>
                  <TableCell>
                    {e.actorEmail ?? intl.formatMessage({ id: 'admin.audit.commandLine' })}
                  </TableCell>
                  <TableCell>{e.action}</TableCell>
                  <TableCell>{e.targetEmail ?? e.targetId ?? '—'}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                    {values(e.before)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>
                    {values(e.after)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={log.data.total}
            page={Math.floor(offset / PAGE)}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_, page) => setOffset(page * PAGE)}
          />
        </Paper>
      )}
    </Box>
  );
}
