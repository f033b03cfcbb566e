// Open requests for more storage (issue 18 item 8): staff grant additional quota or decline; the
// user is notified by the server.
import {
  Alert,
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useErrorToast } from '../../components/toasts/useErrorToast.ts';
import { useToasts } from '../../components/toasts/useToasts.ts';
import { formatBytes } from '../library/formatting.ts';
import { ADMIN_QUERY_KEY, adminApi, QUOTA_REQUESTS_QUERY_KEY, type QuotaRequestRow } from './adminApi.ts';

const GB = 1_000_000_000;

export function QuotaRequestsPanel() {
  const http = useHttpClient();
  const requests = useQuery({
    queryKey: QUOTA_REQUESTS_QUERY_KEY,
    queryFn: ({ signal }) => adminApi.quotaRequests(http, signal),
  });
  if (requests.isPending) return <ProgressIndicator block />;
  if (requests.isError) {
    return (
      <Alert severity="error">
        <FormattedMessage id="error.something-went-wrong" />
      </Alert>
    );
  }
  if (requests.data.requests.length === 0) {
    return (
      <Alert severity="info" data-testid="quota-requests-empty">
        <FormattedMessage id="admin.quotaRequests.empty" />
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" data-testid="quota-requests">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="admin.column.email" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="admin.quotaRequests.requestedAt" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="admin.column.quota" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="admin.quota.additional" />
            </TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.data.requests.map((r) => (
            <RequestRow key={r.uid} request={r} />
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function RequestRow({ request }: { readonly request: QuotaRequestRow }) {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const { addToast } = useToasts();
  const showError = useErrorToast();
  // Suggest one more gigabyte than granted so far.
  const [value, setValue] = useState(String(request.additionalQuota / GB + 1));
  const gb = Number(value.replace(',', '.'));
  const valid = value.trim() !== '' && Number.isFinite(gb) && gb >= 0;
  const answer = useMutation({
    mutationFn: (grant: boolean) =>
      adminApi.answerQuotaRequest(
        http,
        request.uid,
        grant ? { grant, additionalQuota: Math.round(gb * GB) } : { grant },
      ),
    onSuccess: async (_, grant) => {
      addToast(grant ? 'admin.quotaRequests.granted' : 'admin.quotaRequests.declined', {
        tag: 'quota-request',
        data: { type: 'success' },
        values: { email: request.email },
      });
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    onError: (error) => showError(error),
  });
  return (
    <TableRow data-testid="quota-request" data-email={request.email}>
      <TableCell>
        {request.email}
        <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
          {request.username}
        </Box>
      </TableCell>
      <TableCell>
        {intl.formatDate(request.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </TableCell>
      <TableCell>
        {formatBytes(intl, request.usedQuota)} / {formatBytes(intl, request.maxQuota)}
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          value={value}
          error={!valid}
          onChange={(e) => setValue(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'quota-request-amount' } }}
          sx={{ width: 110 }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          variant="contained"
          disabled={!valid || answer.isPending}
          onClick={() => answer.mutate(true)}
          data-testid="quota-request-grant"
        >
          <FormattedMessage id="admin.quotaRequests.grant" />
        </Button>{' '}
        <Button
          size="small"
          disabled={answer.isPending}
          onClick={() => answer.mutate(false)}
          data-testid="quota-request-decline"
        >
          <FormattedMessage id="admin.quotaRequests.decline" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
