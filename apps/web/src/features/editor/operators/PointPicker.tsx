// Picks the pixels of an operator's point parameters (three-point levelling's col1/row1 …) by clicking
// the colour map of the current fork: a click places the chosen point (or the next one missing) and
// fills its column and row fields, which stay editable. Markers show the points the fields name.
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fitRect } from '../view/fitRect.ts';
import { physicalAspect, useDrawnColorMap } from '../view/useDrawnColorMap.ts';
import { useEditorSurface } from '../view/useEditorSurface.ts';
import { formatForInput, parseInput, type FieldValue, type FormValues } from './parameterForm.ts';
import { pixelAt, pixelCentre, pointToPlace } from './pickedPixels.ts';

export interface PointPickerProps {
  /** The (column, row) parameter pairs, in order: point 1, 2, … */
  readonly pairs: readonly (readonly [column: string, row: string])[];
  readonly values: FormValues;
  readonly onChange: (name: string, value: FieldValue) => void;
  readonly locale: string;
  readonly disabled?: boolean;
}

const BOX = 240;
const MARKER_RADIUS = 7;

export function PointPicker({ pairs, values, onChange, locale, disabled }: PointPickerProps) {
  const intl = useIntl();
  const surface = useEditorSurface().data;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawnFork = useDrawnColorMap(canvasRef, surface);
  const [chosen, setChosen] = useState<number | undefined>();
  const grid = surface ? { cols: surface.header.sourceCols, rows: surface.header.sourceRows } : undefined;
  const rect = fitRect(BOX, BOX, physicalAspect(surface));

  const pixelOf = (text: FieldValue | undefined) =>
    typeof text === 'string' ? parseInput(text, 'pixels', locale) : undefined;
  const centres = pairs.map(([column, row]) => {
    const col = pixelOf(values[column]);
    const r = pixelOf(values[row]);
    return grid && col !== undefined && r !== undefined ? pixelCentre({ col, row: r }, grid) : undefined;
  });
  const next = pointToPlace(
    centres.map((centre) => centre !== undefined),
    chosen,
  );

  const place = (event: MouseEvent<HTMLElement>) => {
    const pair = pairs[next];
    if (!grid || !pair || disabled) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    if (!(bounds.width > 0 && bounds.height > 0)) return;
    const pixel = pixelAt(
      { x: (event.clientX - bounds.left) / bounds.width, y: (event.clientY - bounds.top) / bounds.height },
      grid,
    );
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
      <Box sx={{ position: 'relative', width: BOX, height: BOX, bgcolor: 'action.hover' }}>
        <Box
          onClick={place}
          data-testid="point-picker-map"
          data-grid={grid ? `${grid.cols}x${grid.rows}` : ''}
          data-drawn={surface !== undefined && drawnFork === surface.header.forkHash ? 'true' : 'false'}
          sx={{
            position: 'absolute',
            left: rect.left,
            top: rect.top,
            width: rect.width,
            height: rect.height,
            cursor: disabled ? 'default' : 'crosshair',
          }}
        >
          <canvas
            ref={canvasRef}
            style={{ width: '100%', height: '100%', display: 'block', imageRendering: 'pixelated' }}
          />
          <svg
            width={rect.width}
            height={rect.height}
            style={{ position: 'absolute', inset: 0, overflow: 'visible', pointerEvents: 'none' }}
          >
            {centres.map((centre, index) =>
              centre ? (
                <g key={index} data-testid={`point-marker-${index + 1}`}>
                  <circle
                    cx={centre.x * rect.width}
                    cy={centre.y * rect.height}
                    r={MARKER_RADIUS}
                    fill={index === next ? '#ffeb3b' : '#ffffff'}
                    stroke="#000000"
                    strokeWidth={1.5}
                  />
                  <text
                    x={centre.x * rect.width}
                    y={centre.y * rect.height}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={10}
                    fontWeight={700}
                  >
                    {index + 1}
                  </text>
                </g>
              ) : null,
            )}
          </svg>
        </Box>
      </Box>
    </Stack>
  );
}
