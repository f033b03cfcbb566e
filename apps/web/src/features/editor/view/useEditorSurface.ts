// The current fork's heights for both views: one request per fork and size (react-query shares it
// between the 3D and 2D views, and a new forkHash after an operator loads the new fork). The options
// are editorQueries.surface, so a request prefetchEditor already sent is the one used here.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { editorQueries } from '../editorQueries.ts';
import { useEditorSession } from '../useEditorSession.ts';
import { screenMaxSide } from './levelOfDetail.ts';

export function useEditorSurface() {
  const { fileGuid, channel, forkHash, accessQuery } = useEditorSession();
  const maxSide = useMemo(() => screenMaxSide(), []);
  return useQuery(
    editorQueries.surface({ fileGuid, channel, forkHash, maxSide, ...(accessQuery ? { accessQuery } : {}) }),
  );
}
