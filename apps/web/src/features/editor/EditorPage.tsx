// /image/:fileGuid (spec part 2 §2): loads the file's history state (current fork and its data), the
// file item (its name) and the signed-in profile (plan tier), then provides the editor session to the
// layout. A file that is not there (or not the user's) gets the not-found page.
import type { FeatureId, HistoryState } from '@asperity/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { isHttpError } from '../../app/HttpError.ts';
import { useFeatureFlags } from '../../app/flags/index.ts';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ErrorPanel } from '../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useDocumentTitle } from '../../i18n/index.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { editorApi, editorQueryKeys } from './editorApi.ts';
import { EditorLayout } from './EditorLayout.tsx';
import { EditorSessionContext, type EditorSession } from './editorSession.ts';
import OperatorsToolbar from './operators/OperatorsToolbar.tsx';
import { effectiveTierOf, planGate } from './premium/planGate.ts';
import { PremiumFeatureDialog } from './premium/PremiumFeatureDialog.tsx';

export function EditorPage() {
  const { fileGuid = '' } = useParams();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const flags = useFeatureFlags();

  const history = useQuery({
    queryKey: editorQueryKeys.history(fileGuid),
    queryFn: ({ signal }) => editorApi.history(http, fileGuid, signal),
    // The history changes only through this page's own calls, which put their answer in place.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const file = useQuery({
    queryKey: editorQueryKeys.file(fileGuid),
    queryFn: ({ signal }) => editorApi.file(http, fileGuid, signal),
  });
  const profile = useQuery({
    queryKey: editorQueryKeys.profile,
    queryFn: ({ signal }) => editorApi.profile(http, signal),
  });
  const [premiumFeature, setPremiumFeature] = useState<FeatureId | null>(null);

  useDocumentTitle(file.data?.name);

  const setHistory = useCallback(
    (state: HistoryState) => queryClient.setQueryData(editorQueryKeys.history(fileGuid), state),
    [queryClient, fileGuid],
  );
  const canUse = useMemo(() => planGate(effectiveTierOf(profile.data), flags), [profile.data, flags]);

  const session = useMemo<EditorSession | null>(() => {
    if (!history.data || !file.data) return null;
    return {
      fileGuid,
      channel: history.data.channel,
      fileName: file.data.name,
      forkHash: history.data.forkHash,
      data: history.data.data,
      history: history.data,
      setHistory,
      canUse,
      promptUpgrade: setPremiumFeature,
    };
  }, [fileGuid, history.data, file.data, setHistory, canUse]);

  const failure = history.error ?? file.error;
  if (failure) {
    if (isHttpError(failure) && failure.status === 404) return <NotFoundPage />;
    return <ErrorPanel error={failure} />;
  }
  // Wait for the profile too: the plan gate must not flash features as usable.
  if (!session || profile.isPending) return <ProgressIndicator block />;

  return (
    <EditorSessionContext.Provider value={session}>
      <OperatorsToolbar />
      <EditorLayout />
      <PremiumFeatureDialog feature={premiumFeature} onClose={() => setPremiumFeature(null)} />
    </EditorSessionContext.Provider>
  );
}
