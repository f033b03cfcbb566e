// A setting with a slider and its number beside it (height scale, XY scale, opacity, light angles and
// intensity). Slider positions are rounded to 2 decimals (part 2 §5); the number field takes any value
// in the range typed in the user's locale.
import { Box, Slider, Stack, Typography } from '@mui/material';
import { SettingNumberField } from './SettingNumberField.tsx';
import { sliderValue } from './sliderValue.ts';

export interface SettingSliderProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly onChange: (value: number) => void;
  readonly testId: string;
  readonly unit?: string;
}

export function SettingSlider({ label, value, min, max, step, onChange, testId, unit }: SettingSliderProps) {
  return (
    <Box>
      <Typography variant="body2" id={`${testId}-label`}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Slider
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(_, position) => {
            if (typeof position === 'number') onChange(sliderValue(position));
          }}
          slotProps={{
            input: { 'aria-labelledby': `${testId}-label`, 'data-testid': `${testId}-slider` } as object,
          }}
          sx={{ flex: 2 }}
        />
        <Box sx={{ flex: 1, minWidth: 90 }}>
          <SettingNumberField
            label={label}
            value={value}
            min={min}
            max={max}
            onChange={onChange}
            testId={`${testId}-input`}
            {...(unit ? { unit } : {})}
          />
        </Box>
      </Stack>
    </Box>
  );
}
