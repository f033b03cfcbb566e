import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { browserMinimums } from './browsers.ts';

export function BrowserTable() {
  return (
    <Table size="small" data-testid="browser-table" sx={{ maxWidth: 420 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            <FormattedMessage id="info.specification.browsers.browser" />
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            <FormattedMessage id="info.specification.browsers.version" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {browserMinimums().map((browser) => (
          <TableRow key={browser.id} data-testid={`browser-${browser.id}`}>
            <TableCell component="th" scope="row">
              <FormattedMessage id={browser.name} />
            </TableCell>
            <TableCell align="right">
              <FormattedNumber value={browser.version} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
