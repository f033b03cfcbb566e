// The closed-form section of the validation page: the core's closed-form checks (surfaces whose ISO
// 25178-2 values follow from a formula) run in this browser by the code the editor uses, with the
// expected and computed values, the error and its tolerance. Run after the first paint, so the page
// shows at once; they take some tens of milliseconds.
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { runClosedFormChecks, type ClosedFormOutcome } from '@asperity/core';
import { Fragment, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { PageSection } from './PageSection.tsx';

type Outcome =
  { readonly checks: readonly ClosedFormOutcome[]; readonly ms: number } | { readonly failed: true };

/** Values are shown in SI with 12 significant digits: the agreement is at that level. */
const formatValue = (value: number) => (Number.isFinite(value) ? value.toPrecision(12) : String(value));

export function ClosedFormChecks() {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        const start = performance.now();
        const checks = runClosedFormChecks();
        setOutcome({ checks, ms: performance.now() - start });
      } catch {
        setOutcome({ failed: true });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);

  const body = () => {
    if (outcome === null) return <ProgressIndicator />;
    if ('failed' in outcome)
      return (
        <Typography color="error" data-testid="closed-form-failed">
          <FormattedMessage id="validation.closedForm.failed" />
        </Typography>
      );
    const passed = outcome.checks.filter((check) => check.passed).length;
    const surfaces = [...new Set(outcome.checks.map((check) => check.surface))];
    return (
      <>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="closed-form-summary">
          <FormattedMessage
            id="validation.closedForm.summary"
            values={{
              passed,
              total: outcome.checks.length,
              ms: intl.formatNumber(outcome.ms, { maximumFractionDigits: 0 }),
            }}
          />
        </Typography>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="closed-form">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="validation.column.parameter" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="validation.closedForm.formula" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="validation.closedForm.expected" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="validation.closedForm.computed" />
                </TableCell>
                <TableCell align="right">
                  <FormattedMessage id="validation.closedForm.error" />
                </TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {surfaces.map((surface) => (
                <Fragment key={surface}>
                  <TableRow>
                    <TableCell colSpan={6} sx={{ bgcolor: 'action.hover' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {surface}
                      </Typography>
                    </TableCell>
                  </TableRow>
                  {outcome.checks
                    .filter((check) => check.surface === surface)
                    .map((check) => (
                      <TableRow
                        key={check.parameter}
                        data-testid={`closed-form-row-${check.parameter}`}
                        data-passed={check.passed ? 'true' : 'false'}
                      >
                        <TableCell sx={{ fontWeight: 600 }}>{check.parameter}</TableCell>
                        <TableCell>{check.formula}</TableCell>
                        <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                          {formatValue(check.expected)}
                        </TableCell>
                        <TableCell
                          align="right"
                          sx={{ fontFamily: 'monospace' }}
                          data-testid="closed-form-computed"
                        >
                          {formatValue(check.computed)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                          <FormattedMessage
                            id={
                              check.comparison === 'relative'
                                ? 'validation.closedForm.relative'
                                : 'validation.closedForm.absolute'
                            }
                            values={{
                              error: check.error.toExponential(1),
                              tolerance: check.tolerance.toExponential(0),
                            }}
                          />
                        </TableCell>
                        <TableCell>
                          <Chip
                            size="small"
                            color={check.passed ? 'success' : 'error'}
                            label={
                              <FormattedMessage
                                id={
                                  check.passed ? 'validation.closedForm.pass' : 'validation.closedForm.fail'
                                }
                              />
                            }
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </>
    );
  };

  return (
    <PageSection
      testId="validation-closed-form"
      titleId="validation.closedForm.title"
      method={<FormattedMessage id="validation.closedForm.intro" />}
    >
      {body()}
    </PageSection>
  );
}
