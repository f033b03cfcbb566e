// /image/:fileGuid (spec part 2 §2): loads the file's history state (current fork and its data), the
// file item (its name) and the signed-in profile (plan tier), then provides the editor session to the
// layout. A file that is not there (or not the user's) gets the not-found page.
import type { FeatureId, HistoryState } from '@asperity/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { isHttpError } from '../../app/HttpError.ts';
import { useFeatureFlags } from '../../app/flags/index.ts';
import { useHttpClient } from '../../app/session/useHttpClient.ts';
import { ErrorPanel } from '../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useDocumentTitle } from '../../i18n/index.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { editorQueryKeys } from './editorApi.ts';
import { editorQueries } from './editorQueries.ts';
import { EditorLayout } from './EditorLayout.tsx';
import { EditorSessionContext, type EditorSession } from './editorSession.ts';
import OperatorsToolbar from './operators/OperatorsToolbar.tsx';
import { effectiveTierOf, planGate } from './premium/planGate.ts';
import { PremiumFeatureDialog } from './premium/PremiumFeatureDialog.tsx';
import { prefetchEditor } from './prefetchEditor.ts';
import { useEditorSettingsPersistence } from './settings/useEditorSettingsPersistence.ts';

export function EditorPage() {
  const { fileGuid = '' } = useParams();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const flags = useFeatureFlags();

  // The heights are asked for as soon as the history names the fork, not when the views render.
  useEffect(() => prefetchEditor(queryClient, http, fileGuid), [queryClient, http, fileGuid]);
  // Settings load with the page rather than with the setting panels' chunk, so the first frame has them.
  useEditorSettingsPersistence(fileGuid);
  const history = useQuery(editorQueries.history(http, fileGuid));
  const file = useQuery(editorQueries.file(http, fileGuid));
  const profile = useQuery(editorQueries.profile(http));
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
