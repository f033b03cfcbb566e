// Picks the pixels of an operator's point parameters (three-point levelling's col1/row1 …) by clicking
// the colour map of the current fork: a click places the chosen point (or the next one missing) and
// fills its column and row fields, which stay editable. Markers show the points the fields name.
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatForInput, parseInput, type FieldValue, type FormValues } from './parameterForm.ts';
import { pixelAt, pixelCentre, pointToPlace, type GridSize } from './pickedPixels.ts';
import { PickerMap, type NormalisedPoint } from './PickerMap.tsx';

export interface PointPickerProps {
  /** The (column, row) parameter pairs, in order: point 1, 2, … */
  readonly pairs: readonly (readonly [column: string, row: string])[];
  readonly values: FormValues;
  readonly onChange: (name: string, value: FieldValue) => void;
  readonly locale: string;
  readonly disabled?: boolean;
}

const MARKER_RADIUS = 7;

export function PointPicker({ pairs, values, onChange, locale, disabled }: PointPickerProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<number | undefined>();

  const pixelOf = (text: FieldValue | undefined) =>
    typeof text === 'string' ? parseInput(text, 'pixels', locale) : undefined;
  const centresOn = (grid: GridSize | undefined) =>
    pairs.map(([column, row]) => {
      const col = pixelOf(values[column]);
      const r = pixelOf(values[row]);
      return grid && col !== undefined && r !== undefined ? pixelCentre({ col, row: r }, grid) : undefined;
    });
  // Whether a point is placed does not depend on the grid once the fields hold whole numbers.
  const placed = pairs.map(
    ([column, row]) => pixelOf(values[column]) !== undefined && pixelOf(values[row]) !== undefined,
  );
  const next = pointToPlace(placed, chosen);

  const place = (point: NormalisedPoint, grid: GridSize) => {
    const pair = pairs[next];
    if (!pair) return;
    const pixel = pixelAt(point, grid);
    onChange(pair[0], formatForInput(pixel.col, 'pixels', locale));
    onChange(pair[1], formatForInput(pixel.row, 'pixels', locale));
    // The following click places the next missing point, unless the user chooses one again.
    setChosen(undefined);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="point-picker">
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="editor.operators.points.hint" values={{ point: next + 1 }} />
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={next}
        disabled={disabled}
        onChange={(_, value: number | null) => setChosen(value ?? undefined)}
        aria-label={intl.formatMessage({ id: 'editor.operators.points.choose' })}
      >
        {pairs.map(([column], index) => (
          <ToggleButton key={column} value={index} data-testid={`point-choose-${index + 1}`}>
            <FormattedMessage id="editor.operators.points.point" values={{ point: index + 1 }} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PickerMap testId="point-picker-map" onPointerDown={place} disabled={disabled}>
        {(size, grid) =>
          centresOn(grid).map((centre, index) =>
            centre ? (
              <g key={index} data-testid={`point-marker-${index + 1}`}>
                <circle
                  cx={centre.x * size.width}
                  cy={centre.y * size.height}
                  r={MARKER_RADIUS}
                  fill={index === next ? '#ffeb3b' : '#ffffff'}
                  stroke="#000000"
                  strokeWidth={1.5}
                />
                <text
                  x={centre.x * size.width}
                  y={centre.y * size.height}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={10}
                  fontWeight={700}
                >
                  {index + 1}
                </text>
              </g>
            ) : null,
          )
        }
      </PickerMap>
    </Stack>
  );
}
