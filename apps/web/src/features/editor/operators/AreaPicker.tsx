// Picks an operator's rectangle (the crop's left/top/right/bottom, fractions of the field) by dragging
// on the colour map of the current fork; the rectangle snaps to whole pixels and fills the four fields,
// which stay editable. The part outside the rectangle is dimmed.
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatForInput, parseInput, type FieldValue, type FormValues } from './parameterForm.ts';
import { areaBetween, fractionDigits, type AreaFractions, type GridSize } from './pickedPixels.ts';
import { PickerMap, type NormalisedPoint } from './PickerMap.tsx';

export interface AreaPickerProps {
  readonly names: readonly [left: string, top: string, right: string, bottom: string];
  readonly values: FormValues;
  readonly onChange: (name: string, value: FieldValue) => void;
  readonly locale: string;
  readonly disabled?: boolean;
}

export function AreaPicker({ names, values, onChange, locale, disabled }: AreaPickerProps) {
  const [drag, setDrag] = useState<{ from: NormalisedPoint; to: NormalisedPoint } | null>(null);
  const fraction = (name: string) => {
    const text = values[name];
    return typeof text === 'string' ? parseInput(text, 'none', locale) : undefined;
  };
  const [left, top, right, bottom] = names.map(fraction);
  const typed: AreaFractions | undefined =
    left !== undefined && top !== undefined && right !== undefined && bottom !== undefined
      ? { left, top, right, bottom }
      : undefined;

  const finish = (to: NormalisedPoint, grid: GridSize) => {
    if (!drag) return;
    const area = areaBetween(drag.from, to, grid);
    const digits = fractionDigits(grid);
    const written = [area.left, area.top, area.right, area.bottom];
    names.forEach((name, index) =>
      onChange(name, formatForInput(Number((written[index] ?? 0).toFixed(digits)), 'none', locale)),
    );
    setDrag(null);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="area-picker">
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="editor.operators.area.hint" />
      </Typography>
      <PickerMap
        testId="area-picker-map"
        disabled={disabled}
        onPointerDown={(from) => setDrag({ from, to: from })}
        onPointerMove={(to) => setDrag((current) => (current ? { ...current, to } : current))}
        onPointerUp={finish}
      >
        {(size, grid) => {
          const area = drag && grid ? areaBetween(drag.from, drag.to, grid) : typed;
          if (!area) return null;
          const x = area.left * size.width;
          const y = area.top * size.height;
          const width = (area.right - area.left) * size.width;
          const height = (area.bottom - area.top) * size.height;
          return (
            <g data-testid="area-picker-rectangle">
              <path
                d={`M0 0H${size.width}V${size.height}H0Z M${x} ${y}v${height}h${width}v${-height}Z`}
                fill="rgba(0,0,0,0.45)"
                fillRule="evenodd"
              />
              <rect x={x} y={y} width={width} height={height} fill="none" stroke="#ffeb3b" strokeWidth={2} />
            </g>
          );
        }}
      </PickerMap>
    </Stack>
  );
}
