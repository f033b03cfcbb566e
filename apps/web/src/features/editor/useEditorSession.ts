import { useContext } from 'react';
import { EditorSessionContext, type EditorSession } from './editorSession.ts';

/** The session of the editor page around the caller; only editor parts below EditorPage may call it. */
export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useEditorSession() needs the editor page (EditorSessionContext) above it');
  return session;
}
