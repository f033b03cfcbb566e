// The current fork's heights for both views: one request per fork and size (react-query shares it
// between the 3D and 2D views, and a new forkHash after an operator loads the new fork).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { editorApi, editorQueryKeys } from '../editorApi.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { chooseMaxSide } from './levelOfDetail.ts';

export function useEditorSurface() {
  const { fileGuid, channel, forkHash } = useEditorSession();
  const maxSide = useMemo(
    () => chooseMaxSide(window.screen.width, window.screen.height, window.devicePixelRatio),
    [],
  );
  return useQuery({
    queryKey: editorQueryKeys.surface(fileGuid, channel, forkHash, maxSide),
    queryFn: ({ signal }) => editorApi.surface({ fileGuid, channel, forkHash, maxSide }, signal),
    // A fork never changes: its heights stay valid for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}
