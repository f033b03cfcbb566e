// /2d-image/:fileGuid, the 2D editor (spec part 3 §2–§3; issue 19 item 5): an uploaded picture with
// three panels that are each toggled — the file tree (the library), the detail panel and the edit
// mode. In edit mode a drag on the picture draws a rectangle that is then linked to a 3D image of the
// library; links are shown on the picture and followed on click (/image/{guid}). The total-focus
// adjustments (brightness, contrast) of the picture open from the detail panel. A 3D file opened
// here goes to the 3D editor.
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Box, IconButton, Paper, Toolbar, Tooltip, Typography } from '@mui/material';
import { previewPath, type FileItem, type ImageLinkInput, type ImageLinkList } from '@asperity/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isHttpError } from '../../app/HttpError.ts';
import { useHttpClient } from '../../app/session/index.ts';
import { useMobileView } from '../../app/useMobileView.ts';
import { ErrorPanel } from '../../components/error-boundary/index.ts';
import { ProgressIndicator } from '../../components/progress/index.ts';
import { useErrorToast } from '../../components/toasts/index.ts';
import { useDocumentTitle } from '../../i18n/index.ts';
import TotalFocusDialog from '../editor/total-focus/TotalFocusDialog.tsx';
import { NotFoundPage } from '../not-found/index.ts';
import { DetailPanel } from './DetailPanel.tsx';
import { editor2dQueryKeys, imageLinksApi } from './imageLinksApi.ts';
import { LibraryTree } from './LibraryTree.tsx';
import { LinkTargetDialog } from './LinkTargetDialog.tsx';
import type { FractionRect } from './linkGeometry.ts';
import { PictureWithLinks, type PictureLink } from './PictureWithLinks.tsx';

/** Where a library file opens (spec part 1 §2): the 2D editor for pictures, the 3D editor otherwise. */
const openHref = (file: Pick<FileItem, 'guid' | 'twoD'>): string =>
  `${file.twoD ? '/2d-image' : '/image'}/${encodeURIComponent(file.guid)}`;

/** The box the picture is rendered for (CSS pixels; the server snaps it to its widths). */
const PICTURE_BOX = { width: 1600, height: 1200 };

/** What the link dialog is choosing a 3D image for: a new rectangle, or an existing link. */
type Pending =
  | { readonly kind: 'new'; readonly rect: FractionRect }
  | { readonly kind: 'retarget'; readonly index: number };

const inputOf = ({ left, top, right, bottom, fileGuid }: ImageLinkInput): ImageLinkInput => ({
  left,
  top,
  right,
  bottom,
  fileGuid,
});

function TwoDEditor({ file }: { file: FileItem }) {
  const intl = useIntl();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const mobile = useMobileView();
  const [showTree, setShowTree] = useState(!mobile);
  const [showDetails, setShowDetails] = useState(true);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [pictureVersion, setPictureVersion] = useState(0);

  const links = useQuery({
    queryKey: editor2dQueryKeys.links(file.guid),
    queryFn: () => imageLinksApi.links(http, file.guid),
  });
  const save = useMutation({
    mutationFn: (next: readonly ImageLinkInput[]) => imageLinksApi.save(http, file.guid, next),
    onSuccess: (answer: ImageLinkList) =>
      queryClient.setQueryData(editor2dQueryKeys.links(file.guid), answer),
    onError: (error) => showError(error),
  });

  const current: readonly ImageLinkInput[] = (links.data?.links ?? []).map(inputOf);
  const shown: readonly PictureLink[] = links.data?.links ?? [];
  const linkLabel = (link: PictureLink, index: number) =>
    intl.formatMessage(
      { id: link.name === null ? 'editor2d.link.labelUnnamed' : 'editor2d.link.label' },
      { number: index + 1, name: link.name ?? '' },
    );

  const choose = (target: FileItem) => {
    if (!pending) return;
    const next =
      pending.kind === 'new'
        ? [...current, { ...pending.rect, fileGuid: target.guid }]
        : current.map((link, index) => (index === pending.index ? { ...link, fileGuid: target.guid } : link));
    setPending(null);
    save.mutate(next, {
      onSuccess: () => setSelected(pending.kind === 'new' ? next.length - 1 : pending.index),
    });
  };
  const remove = (index: number) => {
    setSelected(null);
    save.mutate(current.filter((_, i) => i !== index));
  };

  const toggle = (
    labelId: string,
    pressed: boolean,
    onClick: () => void,
    icon: React.ReactNode,
    testId: string,
  ) => (
    <Tooltip title={intl.formatMessage({ id: labelId })}>
      <IconButton
        aria-label={intl.formatMessage({ id: labelId })}
        aria-pressed={pressed}
        onClick={onClick}
        data-testid={testId}
        color={pressed ? 'primary' : 'default'}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  const src = `${previewPath(file.guid)}?${new URLSearchParams({
    width: String(PICTURE_BOX.width),
    height: String(PICTURE_BOX.height),
    format: 'png',
    reloadParam: `${file.modifiedAt}.${pictureVersion}`,
  }).toString()}`;

  return (
    <Box
      data-testid="editor2d-page"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h1" noWrap sx={{ flex: 1 }} data-testid="editor2d-file-name">
          {file.name}
        </Typography>
        {toggle(
          'editor2d.toggle.tree',
          showTree,
          () => setShowTree((v) => !v),
          <AccountTreeOutlined />,
          'editor2d-toggle-tree',
        )}
        {toggle(
          'editor2d.toggle.details',
          showDetails,
          () => setShowDetails((v) => !v),
          <InfoOutlined />,
          'editor2d-toggle-details',
        )}
        {toggle(
          'editor2d.toggle.edit',
          editing,
          () => {
            setEditing((v) => !v);
            setSelected(null);
          },
          <EditOutlined />,
          'editor2d-toggle-edit',
        )}
      </Toolbar>
      <Box sx={{ display: 'flex', flexDirection: mobile ? 'column' : 'row', flex: 1, minHeight: 0 }}>
        {showTree && (
          <Paper
            square
            variant="outlined"
            sx={{
              width: mobile ? 'auto' : 260,
              flex: 'none',
              overflowY: 'auto',
              maxHeight: mobile ? 240 : 'none',
            }}
            data-testid="editor2d-tree-panel"
          >
            <LibraryTree
              testId="editor2d-tree"
              currentGuid={file.guid}
              onFile={(item) => void navigate(openHref(item))}
            />
          </Paper>
        )}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            p: 2,
            display: 'flex',
            justifyContent: 'center',
            alignItems: 'flex-start',
            bgcolor: 'grey.100',
          }}
        >
          <PictureWithLinks
            src={src}
            alt={file.name}
            links={shown}
            editing={editing}
            selected={selected}
            onSelect={setSelected}
            onDraw={(rect) => setPending({ kind: 'new', rect })}
            linkLabel={linkLabel}
          />
        </Box>
        {showDetails && (
          <Paper
            square
            variant="outlined"
            sx={{ width: mobile ? 'auto' : 300, flex: 'none', overflowY: 'auto' }}
          >
            <DetailPanel
              file={file}
              links={shown}
              editing={editing}
              selected={selected}
              busy={save.isPending}
              onSelect={setSelected}
              onRetarget={(index) => setPending({ kind: 'retarget', index })}
              onRemove={remove}
              onAdjust={() => setAdjusting(true)}
              linkLabel={linkLabel}
            />
          </Paper>
        )}
      </Box>
      {pending && <LinkTargetDialog onChoose={choose} onClose={() => setPending(null)} />}
      {adjusting && (
        <TotalFocusDialog
          fileGuid={file.guid}
          onClose={() => {
            setAdjusting(false);
            setPictureVersion((v) => v + 1);
          }}
        />
      )}
    </Box>
  );
}

export function TwoDEditorPage() {
  const { fileGuid = '' } = useParams();
  const http = useHttpClient();
  const file = useQuery({
    queryKey: editor2dQueryKeys.file(fileGuid),
    queryFn: () => imageLinksApi.file(http, fileGuid),
  });
  useDocumentTitle(file.data?.name);
  if (file.error) {
    if (isHttpError(file.error) && file.error.status === 404) return <NotFoundPage />;
    return <ErrorPanel error={file.error} />;
  }
  if (!file.data) return <ProgressIndicator block />;
  // A height measurement belongs in the 3D editor.
  if (!file.data.twoD) return <Navigate to={openHref(file.data)} replace />;
  return <TwoDEditor key={file.data.guid} file={file.data} />;
}
