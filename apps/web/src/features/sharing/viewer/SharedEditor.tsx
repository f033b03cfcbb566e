// The editor in visitor mode (issue 14 §4): the same layout, views, analysis and setting panels as
// the owner's editor, on a client that names the file by the link (shareHash, or fileGuid with the
// folder token) and keeps display settings in the visitor's browser. Operators, history and save
// only when the visitor may edit (allowEditing and signed in); "save a copy" and "download
// original" as the link allows.
import type { FeatureId, HistoryState } from '@asperity/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFeatureFlags } from '../../../app/flags/index.ts';
import { isHttpError } from '../../../app/HttpError.ts';
import { HttpClientContext } from '../../../app/session/HttpClientContext.ts';
import { useHttpClient } from '../../../app/session/useHttpClient.ts';
import { useSession } from '../../../app/session/useSession.ts';
import { ErrorPanel } from '../../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import { useDocumentTitle } from '../../../i18n/index.ts';
import { editorQueryKeys } from '../../editor/editorApi.ts';
import { editorQueries } from '../../editor/editorQueries.ts';
import { EditorLayout } from '../../editor/EditorLayout.tsx';
import { EditorSessionContext, type EditorSession } from '../../editor/editorSession.ts';
import OperatorsToolbar from '../../editor/operators/OperatorsToolbar.tsx';
import { planGate } from '../../editor/premium/planGate.ts';
import { PremiumFeatureDialog } from '../../editor/premium/PremiumFeatureDialog.tsx';
import { useEditorSettingsPersistence } from '../../editor/settings/useEditorSettingsPersistence.ts';
import { screenMaxSide } from '../../editor/view/levelOfDetail.ts';
import { NoLongerSharedPage } from './NoLongerSharedPage.tsx';
import { accessQueryOf, sessionKeyOf } from './shareAccess.ts';
import { createShareHttpClient } from './shareHttpClient.ts';
import type { SharedViewModel } from './sharedViewModel.ts';
import { VisitorActions } from './VisitorActions.tsx';

export function SharedEditor({ model }: { model: SharedViewModel }) {
  const base = useHttpClient();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const http = useMemo(
    () => createShareHttpClient(base, { access: model.access, fileItem: model.fileItem, signedIn }),
    [base, model.access, model.fileItem, signedIn],
  );
  return (
    <HttpClientContext.Provider value={http}>
      <SharedEditorSession model={model} />
    </HttpClientContext.Provider>
  );
}

function SharedEditorSession({ model }: { model: SharedViewModel }) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const flags = useFeatureFlags();
  const key = sessionKeyOf(model.access);
  const accessQuery = useMemo(() => accessQueryOf(model.access), [model.access]);
  const [premiumFeature, setPremiumFeature] = useState<FeatureId | null>(null);

  useDocumentTitle(model.title);
  useEditorSettingsPersistence(key);
  const history = useQuery(editorQueries.history(http, key));

  // The heights are asked for as soon as the history names the fork, not when the views render.
  useEffect(() => {
    if (!history.data) return;
    void queryClient.prefetchQuery(
      editorQueries.surface({
        fileGuid: key,
        channel: history.data.channel,
        forkHash: history.data.forkHash,
        maxSide: screenMaxSide(),
        accessQuery,
      }),
    );
  }, [queryClient, history.data, key, accessQuery]);

  const setHistory = useCallback(
    (state: HistoryState) => queryClient.setQueryData(editorQueryKeys.history(key), state),
    [queryClient, key],
  );
  // Which analyses a shared file offers follows the owner's plan, which the server enforces on every
  // call (402 plan-required); the visitor's own plan does not matter, so no panel is locked here.
  const canUse = useMemo(() => planGate(2, flags), [flags]);

  const editorSession = useMemo<EditorSession | null>(() => {
    if (!history.data) return null;
    return {
      fileGuid: key,
      channel: history.data.channel,
      fileName: model.title,
      forkHash: history.data.forkHash,
      data: history.data.data,
      history: history.data,
      setHistory,
      canUse,
      promptUpgrade: setPremiumFeature,
      accessQuery,
    };
  }, [key, history.data, model.title, setHistory, canUse, accessQuery]);

  if (history.error) {
    if (isHttpError(history.error) && history.error.status === 404) return <NoLongerSharedPage />;
    return <ErrorPanel error={history.error} />;
  }
  if (!editorSession) return <ProgressIndicator block />;

  return (
    <EditorSessionContext.Provider value={editorSession}>
      <div data-testid="shared-viewer" data-can-edit={model.canEdit ? 'true' : 'false'}>
        {model.canEdit && <OperatorsToolbar />}
        <EditorLayout showDownload={false} actions={<VisitorActions model={model} />} />
      </div>
      <PremiumFeatureDialog feature={premiumFeature} onClose={() => setPremiumFeature(null)} />
    </EditorSessionContext.Provider>
  );
}
