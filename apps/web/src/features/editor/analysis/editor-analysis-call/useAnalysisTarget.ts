// The surface the editor shows now, as analysis calls name it (file, channel, fork).
import { useMemo } from 'react';
import { useEditorSession } from '../../useEditorSession.ts';
import type { AnalysisTarget } from './callEditorAnalysis.ts';

export function useAnalysisTarget(): AnalysisTarget {
  const { fileGuid, channel, forkHash } = useEditorSession();
  return useMemo(() => ({ fileGuid, channel, forkHash }), [fileGuid, channel, forkHash]);
}
