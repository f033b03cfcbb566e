// What applying a recipe gave (issue 19 item 2 "shows the new forks and analyses"): the forks the
// operators made, in order, and each analysis' answer — parameter tables as the panels show them
// (value in the display units), other answers as their JSON.
import type { ApplyRecipeResponse, AppliedAnalysis } from '@asperity/contract';
import { QUANTITY_KINDS, type QuantityKind } from '@asperity/core';
import { Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { LATERAL_STATISTICS } from '../editor/analysis/areal/arealStatistics.ts';
import { useFormatParameterValue } from '../editor/analysis/parameter-values/useFormatParameterValue.ts';
import { operatorNameId } from '../editor/operators/operatorCatalogue.ts';
import { featureKindNameId } from './recipeSteps.ts';

interface StatisticLike {
  readonly id: string;
  readonly value: number;
  readonly kind: QuantityKind;
}

/**
 * The statistics of a parameter-table answer ({ categories: [{ statistics }] }), else undefined; a
 * statistic listed in several categories is shown once.
 */
export function statisticsOf(result: unknown): StatisticLike[] | undefined {
  if (typeof result !== 'object' || result === null || !('categories' in result)) return undefined;
  const categories = result.categories;
  if (!Array.isArray(categories)) return undefined;
  const all: StatisticLike[] = [];
  for (const category of categories as unknown[]) {
    const statistics = (category as { statistics?: unknown }).statistics;
    if (!Array.isArray(statistics)) continue;
    for (const s of statistics as unknown[]) {
      const item = s as Partial<StatisticLike>;
      if (
        typeof item.id === 'string' &&
        typeof item.value === 'number' &&
        (QUANTITY_KINDS as readonly unknown[]).includes(item.kind) &&
        !all.some((seen) => seen.id === item.id)
      )
        all.push({ id: item.id, value: item.value, kind: item.kind as QuantityKind });
    }
  }
  return all;
}

function AnalysisResult({ analysis }: { readonly analysis: AppliedAnalysis }) {
  const format = useFormatParameterValue();
  const statistics = statisticsOf(analysis.result);
  return (
    <Box data-testid="recipe-result-analysis" data-feature={analysis.feature}>
      <Typography variant="subtitle2">
        <FormattedMessage id={featureKindNameId(analysis.feature)} />
      </Typography>
      {statistics ? (
        <Table size="small">
          <TableBody>
            {statistics.map((statistic) => {
              const shown = format(statistic.value, statistic.kind, LATERAL_STATISTICS.has(statistic.id));
              return (
                <TableRow
                  key={statistic.id}
                  data-testid="recipe-result-statistic"
                  data-id={statistic.id}
                  data-value={String(statistic.value)}
                >
                  <TableCell>{statistic.id}</TableCell>
                  <TableCell align="right">
                    {shown.value} {shown.unit}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : (
        <Box
          component="pre"
          sx={{ fontSize: 12, maxHeight: 160, overflow: 'auto', m: 0, bgcolor: 'action.hover', p: 1 }}
          data-testid="recipe-result-json"
        >
          {JSON.stringify(analysis.result, null, 1)}
        </Box>
      )}
    </Box>
  );
}

export function AppliedResults({
  applied,
  name,
}: {
  readonly applied: ApplyRecipeResponse;
  readonly name: string;
}) {
  return (
    <Stack spacing={1} data-testid="recipe-applied">
      <Typography variant="subtitle1">
        <FormattedMessage id="recipes.applied.title" values={{ name }} />
      </Typography>
      {applied.forks.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="recipe-result-forks">
          {applied.forks.map((fork) => (
            <li key={fork.forkHash} data-testid="recipe-result-fork" data-operator={fork.operator}>
              <FormattedMessage id={operatorNameId(fork.operator)} />
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="recipes.applied.noForks" />
        </Typography>
      )}
      {applied.analyses.map((analysis) => (
        <AnalysisResult key={analysis.step} analysis={analysis} />
      ))}
    </Stack>
  );
}
