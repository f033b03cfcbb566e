// The busy state of an analysis panel (spec part 2 §2 progress indicator: circular, determinate when a
// progress number is known, after 500 ms, at least 200 ms): the app's ProgressIndicator, centred.
import { ProgressIndicator } from '../../../../components/progress/index.ts';

export function AnalysisBusy({ busy, progress }: { busy: boolean; progress?: number | null }) {
  return <ProgressIndicator active={busy} block {...(typeof progress === 'number' ? { progress } : {})} />;
}
