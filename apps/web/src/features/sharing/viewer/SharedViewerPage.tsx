// /s/:shareHash[/:slug] and /2d-s/:shareHash[/:slug] (spec part 1 §2, part 2 §2, part 3 §2): the
// shared 3D viewer and the shared 2D viewer, signed in or out. A wrong or missing slug redirects to
// the right one (the hash identifies the file, the slug is the title's); a 3D file opened under
// /2d-s (or the reverse) goes to its own route; a revoked, expired or unknown link shows the "no
// longer shared" page; a password link asks for the password first. With a folder token in the
// query (?token=…&folderGuid=…) the id is a file of that shared folder.
import { ErrorPanel } from '../../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../../components/progress/index.ts';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { sharedFilePath } from '@asperity/contract';
import { NoLongerSharedPage } from './NoLongerSharedPage.tsx';
import { PasswordPrompt } from './PasswordPrompt.tsx';
import { SharedEditor } from './SharedEditor.tsx';
import { SharedPicture } from './SharedPicture.tsx';
import { useSharedModel } from './useSharedModel.ts';

export interface SharedViewerPageProps {
  /** The route's kind: /s (3D) or /2d-s (2D). */
  readonly twoD: boolean;
}

export function SharedViewerPage({ twoD }: SharedViewerPageProps) {
  const { shareHash = '', slug } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const outcome = useSharedModel({
    id: shareHash,
    token: search.get('token'),
    folderGuid: search.get('folderGuid'),
  });

  switch (outcome.state) {
    case 'loading':
      return <ProgressIndicator block />;
    case 'gone':
      return <NoLongerSharedPage />;
    case 'password':
      return <PasswordPrompt unlock={outcome.unlock} onUnlocked={outcome.retry} />;
    case 'error':
      return <ErrorPanel error={outcome.error} />;
    case 'ready':
      break;
  }
  const { model } = outcome;
  const wantedSlug = outcome.slug;
  const rightPath = wantedSlug === null ? null : sharedFilePath(shareHash, wantedSlug, model.twoD);
  const samePath = (a: string, b: string) => decodeURIComponent(a) === decodeURIComponent(b);
  if (rightPath !== null && !samePath(location.pathname, rightPath)) {
    return <Navigate to={`${rightPath}${location.search}${location.hash}`} replace />;
  }
  if (wantedSlug === null && model.twoD !== twoD) {
    const base = `/${model.twoD ? '2d-s' : 's'}/${encodeURIComponent(shareHash)}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
    return <Navigate to={`${base}${location.search}`} replace />;
  }
  return model.twoD ? <SharedPicture model={model} /> : <SharedEditor model={model} />;
}
