import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import { familyMessageIds, formatFamilies } from './formatFamilies.ts';

/** Supported upload formats by instrument family, with sources and extensions (/specification). */
export function FormatFamilyTable() {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="format-family-table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.formats.header.family" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.formats.header.sources" />
            </TableCell>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.formats.header.extensions" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {formatFamilies().map((family) => (
            <TableRow key={family.id} data-testid={`format-family-${family.id}`}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, verticalAlign: 'top' }}>
                <FormattedMessage id={familyMessageIds[family.id].name} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <FormattedMessage id={familyMessageIds[family.id].sources} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', fontFamily: 'monospace' }}>
                {family.extensions.join(' ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
