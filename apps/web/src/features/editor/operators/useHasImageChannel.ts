// Whether the file in the editor has a 2D image channel (a total-focus picture beside its heights):
// only then does the Operators menu offer the total-focus image adjustments. The file item is the one
// the editor page already loaded (same query key), so this asks the server nothing more.
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../app/session/index.ts';
import { editorApi, editorQueryKeys } from '../editorApi.ts';
import { useEditorSession } from '../useEditorSession.ts';

export function useHasImageChannel(): boolean {
  const { fileGuid } = useEditorSession();
  const http = useHttpClient();
  const file = useQuery({
    queryKey: editorQueryKeys.file(fileGuid),
    queryFn: ({ signal }) => editorApi.file(http, fileGuid, signal),
  });
  return file.data?.channels.some((channel) => channel.kind === 'image') ?? false;
}
