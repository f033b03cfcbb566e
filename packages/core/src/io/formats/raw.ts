// Headerless binary heights (.raw). There is no format description because there is no format:
// the layout is whatever the user says in the size dialog (spec part 3 §9 lists 'raw' among the
// upload extensions). Detection therefore only routes the extension here, and `read` without
// parameters explains what is needed; the dialog calls readRawHeights (../raw/read-raw-heights.ts).
import { SurfaceError } from '../../surface/surface-error.ts';
import { defineFormat, extensionOf } from '../format.ts';

export const rawFormat = defineFormat({
  id: 'raw',
  name: 'Raw binary heights',
  extensions: ['raw'],
  specification:
    'none: headerless data; dimensions, element type, byte order and scales come from the size dialog',
  magic: (_head, fileName) => (extensionOf(fileName) === 'raw' ? 'maybe' : 'no'),
  read() {
    throw new SurfaceError('unsupported-image-type', 'raw data needs its dimensions (size dialog)');
  },
});
