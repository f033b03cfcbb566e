import { Fragment } from 'react';
import Check from '@mui/icons-material/Check';
import Remove from '@mui/icons-material/Remove';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { planIds, plans, type FeatureFlags } from '@asperity/contract';
import { FEATURE_GROUPS, featureGroupTitles, featureRows } from './featureTable.ts';
import { formatPrice, formatStorage } from './formatting.ts';
import { planNameIds } from './planNames.ts';

export interface PlanFeatureTableProps {
  readonly flags: FeatureFlags;
}

/** Storage, price and every feature gate of the contract, one column per plan. */
export function PlanFeatureTable({ flags }: PlanFeatureTableProps) {
  const intl = useIntl();
  const included = intl.formatMessage({ id: 'info.plans.table.included' });
  const notIncluded = intl.formatMessage({ id: 'info.plans.table.notIncluded' });

  return (
    // On a phone the four columns may not fit: the table scrolls sideways on its own instead of
    // widening the page.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        data-testid="plan-feature-table"
        // Narrow cells on phones so the three plan columns fit next to the feature names.
        sx={{ '& th, & td': { px: { xs: 0.75, sm: 2 } } }}
      >
        <caption>
          <FormattedMessage id="info.plans.table.caption" />
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              <FormattedMessage id="info.plans.table.feature" />
            </TableCell>
            {planIds.map((id) => (
              <TableCell key={id} component="th" scope="col" align="center">
                <FormattedMessage id={planNameIds[id]} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              <FormattedMessage id="info.plans.table.storage" />
            </TableCell>
            {planIds.map((id) => (
              <TableCell key={id} align="center">
                {formatStorage(intl, plans[id].storageBytes)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              <FormattedMessage id="info.plans.table.price" />
            </TableCell>
            {planIds.map((id) => (
              <TableCell key={id} align="center" data-testid={`plan-table-price-${id}`}>
                {formatPrice(intl, plans[id].price)}
              </TableCell>
            ))}
          </TableRow>
          {FEATURE_GROUPS.map((group) => (
            <Fragment key={group}>
              <TableRow>
                <TableCell
                  component="th"
                  scope="colgroup"
                  colSpan={planIds.length + 1}
                  sx={{ bgcolor: 'action.hover' }}
                >
                  <Typography variant="subtitle2" component="span">
                    <FormattedMessage id={featureGroupTitles[group]} />
                  </Typography>
                </TableCell>
              </TableRow>
              {featureRows(group, flags).map((row) => (
                <TableRow key={row.id} data-testid={`plan-feature-${row.id}`}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                    <FormattedMessage id={row.name} />
                  </TableCell>
                  {planIds.map((id) => {
                    const has = plans[id].tier >= row.minTier;
                    return (
                      <TableCell key={id} align="center">
                        {has ? (
                          <Check color="success" fontSize="small" titleAccess={included} />
                        ) : (
                          <Remove color="disabled" fontSize="small" titleAccess={notIncluded} />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
