// The volume panel (spec part 2 §3, §4, §7 GET /api/editor/volume with xs/ys): the polygon is drawn
// on the 2D view (VolumeOverlay: a press of mouse, finger or pen adds a vertex); here it can lose its last vertex or be
// cleared, and is measured: bumps (material above the plane of its outline) and holes (void below).
import { Button, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../../../app/session/index.ts';
import { ManageSettingsButton } from '../../../recipes/index.ts';
import { useEditorSession } from '../../useEditorSession.ts';
import { useFormatLength } from '../../settings/useFormatLength.ts';
import { CalculateControls } from '../editor-analysis-call/CalculateControls.tsx';
import { useAnalysisTarget } from '../editor-analysis-call/useAnalysisTarget.ts';
import { MIN_POLYGON_VERTICES, useVolumeStore } from './useVolumeStore.ts';

export default function VolumePanel() {
  const http = useHttpClient();
  const { data } = useEditorSession();
  const target = useAnalysisTarget();
  const formatLength = useFormatLength();
  const {
    polylinePoints,
    result,
    details,
    busy,
    error,
    step,
    removeLastPoint,
    clear,
    calculate,
    viewerReloaded,
  } = useVolumeStore();

  useEffect(() => viewerReloaded(target.forkHash), [target.forkHash, viewerReloaded]);

  const rows = [
    { key: 'bumps', labelId: 'editor.volume.bumps', value: formatLength(result.bumps, 'height', 3) },
    { key: 'holes', labelId: 'editor.volume.holes', value: formatLength(result.holes, 'height', 3) },
    ...(details
      ? [
          { key: 'net', labelId: 'editor.volume.net', value: formatLength(details.net, 'height', 3) },
          { key: 'area', labelId: 'editor.volume.area', value: formatLength(details.area, 'distance', 2) },
        ]
      : []),
  ];

  return (
    <Stack spacing={1.5} data-testid="volume-panel">
      <ManageSettingsButton feature="Volume" />
      <Typography variant="body2">
        <FormattedMessage id="editor.volume.instructions" />
      </Typography>
      <Typography variant="body2" data-testid="volume-vertex-count">
        <FormattedMessage id="editor.volume.vertices" values={{ count: polylinePoints.length }} />
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" disabled={polylinePoints.length === 0} onClick={removeLastPoint}>
          <FormattedMessage id="editor.volume.removeLast" />
        </Button>
        <Button size="small" disabled={polylinePoints.length === 0} onClick={clear}>
          <FormattedMessage id="editor.volume.clear" />
        </Button>
      </Stack>
      <CalculateControls
        busy={busy}
        disabled={polylinePoints.length < MIN_POLYGON_VERTICES}
        onCalculate={() => void calculate(http, target, data)}
        testId="volume-calculate"
        error={error}
      />
      {step === 1 && !busy && (
        <Table size="small" data-testid="volume-result">
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-result={row.key}>
                <TableCell component="th" scope="row">
                  <FormattedMessage id={row.labelId} />
                </TableCell>
                <TableCell align="right">{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
