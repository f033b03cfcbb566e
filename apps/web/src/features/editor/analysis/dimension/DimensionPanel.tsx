// The dimension panel (spec part 2 §3 "Dimension", §4; POST /api/editor/dimension; free plan): choose
// what to draw (line, angle, circle), place its points on the 2D view, select an item to move its
// points or delete it. Lengths, angles and radii of the complete items are measured by the server
// and shown in the user's units.
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';
import { ResultsTable, type ResultRow } from '../../charts/ResultsTable.tsx';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { useEditorSession } from '../../useEditorSession.ts';
import { AnalysisBusy } from '../editor-analysis-call/AnalysisBusy.tsx';
import { AnalysisErrorAlert } from '../editor-analysis-call/AnalysisErrorAlert.tsx';
import { splitFormattedQuantity } from '../editor-analysis-call/splitFormattedQuantity.ts';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { useFormatParameterValue } from '../parameter-values/useFormatParameterValue.ts';
import { DIMENSION_KINDS, POINTS_PER_ITEM, isComplete, type DimensionKind } from './dimensionItems.ts';
import { useImageExtent } from './DimensionOverlay.tsx';
import { dimensionKey, useDimensionStore } from './useDimensionStore.ts';

/** Quiet time after the last change (a point placed or dragged) before the items are measured. */
export const DIMENSION_REQUEST_DELAY_MS = 250;

export default function DimensionPanel() {
  const intl = useIntl();
  const http = useHttpClient();
  const target = useAnalysisTarget();
  const { fileName, data } = useEditorSession();
  const originX = data.x0;
  const originY = data.y0;
  const extent = useImageExtent();
  const { items, tool, drawing, busy, result, resultKey, error, setTool, unselect, deleteItem, setExtent } =
    useDimensionStore();
  const formatLength = useFormatLength();
  const formatParameter = useFormatParameterValue();
  const key = dimensionKey(target, items);
  const complete = items.filter(isComplete);

  // §4: when the file data is set, items that are no longer on the image are dropped.
  useEffect(() => setExtent(extent), [extent.width, extent.height, setExtent]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const state = useDimensionStore.getState();
    if (state.resultKey === key || !state.items.some(isComplete)) return;
    const timer = setTimeout(
      () => void useDimensionStore.getState().calculate(http, target, { x: originX, y: originY }),
      DIMENSION_REQUEST_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [key, http, target, originX, originY]);

  const length = (
    rowKey: string,
    label: string,
    metres: number,
    kind: 'distance' | 'height' = 'distance',
  ): ResultRow => ({
    key: rowKey,
    label,
    ...splitFormattedQuantity(formatLength(metres, kind)),
  });
  const label = (id: string, name: string) => intl.formatMessage({ id }, { name });

  const rows: ResultRow[] = [];
  if (result && resultKey === key) {
    for (const line of result.lines) {
      rows.push(
        length(`${line.name}:length`, label('editor.dimension.result.length', line.name), line.length),
        length(`${line.name}:dz`, label('editor.dimension.result.deltaZ', line.name), line.deltaZ, 'height'),
        length(`${line.name}:length3d`, label('editor.dimension.result.length3d', line.name), line.length3d),
        {
          key: `${line.name}:direction`,
          label: label('editor.dimension.result.direction', line.name),
          ...formatParameter(line.direction, 'angle'),
        },
      );
    }
    for (const angle of result.angles) {
      rows.push({
        key: `${angle.name}:angle`,
        label: label('editor.dimension.result.angle', angle.name),
        ...formatParameter(angle.angle, 'angle'),
      });
    }
    for (const circle of result.circles) {
      rows.push(
        length(`${circle.name}:radius`, label('editor.dimension.result.radius', circle.name), circle.radius),
        length(`${circle.name}:x`, label('editor.dimension.result.centreX', circle.name), circle.x),
        length(`${circle.name}:y`, label('editor.dimension.result.centreY', circle.name), circle.y),
      );
    }
  }

  return (
    <Stack spacing={1.5} data-testid="dimension-panel">
      <ManageSettingsButton feature="Dimension" />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tool}
        onChange={(_, value: DimensionKind | null) => value && setTool(value)}
        aria-label={intl.formatMessage({ id: 'editor.dimension.tool' })}
      >
        {DIMENSION_KINDS.map((kind) => (
          <ToggleButton key={kind} value={kind} data-testid={`dimension-tool-${kind}`}>
            <FormattedMessage id={`editor.dimension.kind.${kind}`} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary" data-testid="dimension-hint">
        <FormattedMessage
          id={`editor.dimension.hint.${tool}`}
          values={{ placed: drawing.length, needed: POINTS_PER_ITEM[tool] }}
        />
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          disabled={!items.some((item) => item.active)}
          onClick={() => deleteItem()}
          data-testid="dimension-delete"
        >
          <FormattedMessage id="editor.dimension.delete" />
        </Button>
        <Button
          size="small"
          onClick={unselect}
          disabled={!items.some((item) => item.active) && drawing.length === 0}
        >
          <FormattedMessage id="editor.dimension.unselect" />
        </Button>
      </Stack>
      {items.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {items.map((item) => (
            <Button
              key={item.name}
              size="small"
              variant={item.active ? 'contained' : 'text'}
              onClick={() => useDimensionStore.getState().activate(item.name)}
              data-testid={`dimension-select-${item.name}`}
            >
              {item.name}
            </Button>
          ))}
        </Stack>
      )}
      <AnalysisBusy busy={busy} />
      <AnalysisErrorAlert failure={error} />
      {complete.length > 0 && (
        <ResultsTable
          title={intl.formatMessage({ id: 'editor.dimension.results' })}
          fileName={`${fileName} dimensions`}
          rows={rows}
        />
      )}
    </Stack>
  );
}
