// The line-type choice of the slice and the profile parameters (horizontal, vertical, diagonal): both
// panels edit the same slice line (spec part 2 §3 "Slice / profile").
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { SLICE_TYPES, type SliceType } from './sliceLine.ts';

export interface SliceTypeFieldProps {
  /** Unique id of the label in the page (two panels may show the field). */
  readonly labelId: string;
  readonly value: SliceType;
  readonly onChange: (type: SliceType) => void;
}

export function SliceTypeField({ labelId, value, onChange }: SliceTypeFieldProps) {
  const intl = useIntl();
  return (
    <FormControl>
      <FormLabel id={labelId}>
        <FormattedMessage id="editor.slice.type" />
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(_, next) => onChange(next as SliceType)}
      >
        {SLICE_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: `editor.slice.type.${type}` })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
