import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import {
  BANNER_COOKIE,
  CONSENT_COOKIE_ACCEPTED_VALUE,
  OUTDATED_BROWSER_COOKIE_HIDE_VALUE,
} from '@asperity/contract';
import { CONSENT_COOKIE, OUTDATED_BROWSER_COOKIE } from '../../components/banners/index.ts';
import type { MessageValues } from './article.ts';
import type { InfoMessageId } from './i18n/en.ts';
import { LANGUAGE_COOKIE } from '../../i18n/languageCookie.ts';

interface CookieRow {
  readonly key: string;
  /** The cookie's technical name where the web app sets it; session cookie names belong to the server. */
  readonly technicalName?: string;
  readonly name: InfoMessageId;
  readonly purpose: InfoMessageId;
  readonly purposeValues?: MessageValues;
  readonly lifetime: InfoMessageId;
}

const rows: readonly CookieRow[] = [
  {
    key: 'consent',
    technicalName: CONSENT_COOKIE,
    name: 'info.cookies.consent.name',
    purpose: 'info.cookies.consent.purpose',
    purposeValues: { value: CONSENT_COOKIE_ACCEPTED_VALUE },
    lifetime: 'info.cookies.lifetime.days',
  },
  {
    key: 'outdated-browser',
    technicalName: OUTDATED_BROWSER_COOKIE,
    name: 'info.cookies.browser.name',
    purpose: 'info.cookies.browser.purpose',
    purposeValues: { value: OUTDATED_BROWSER_COOKIE_HIDE_VALUE },
    lifetime: 'info.cookies.lifetime.days',
  },
  {
    key: 'language',
    technicalName: LANGUAGE_COOKIE,
    name: 'info.cookies.language.name',
    purpose: 'info.cookies.language.purpose',
    lifetime: 'info.cookies.lifetime.days',
  },
  {
    key: 'session',
    name: 'info.cookies.session.name',
    purpose: 'info.cookies.session.purpose',
    lifetime: 'info.cookies.lifetime.session',
  },
];

/** Every cookie the site sets, with what it is for and how long it lives (spec part 1 §4, §9). */
export function CookieTable() {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="cookie-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.cookies.header.cookie" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.cookies.header.purpose" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.cookies.header.lifetime" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-testid={`cookie-${row.key}`}>
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                <FormattedMessage id={row.name} />
                {row.technicalName && (
                  <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                    {row.technicalName}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <FormattedMessage id={row.purpose} values={row.purposeValues} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <FormattedMessage id={row.lifetime} values={{ cookieDays: BANNER_COOKIE.lifetimeDays }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
