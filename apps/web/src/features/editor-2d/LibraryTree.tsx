// The library as a tree (spec part 3 §3 "2D editor: tree"): folders open on demand, one listing
// call each. The 2D editor's file-tree panel opens files from it; the link dialog picks a 3D image
// with it (`selectable` says which files may be chosen).
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import TerrainOutlined from '@mui/icons-material/TerrainOutlined';
import {
  CircularProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { FileItem } from '@asperity/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHttpClient } from '../../app/session/index.ts';
import { editor2dQueryKeys, imageLinksApi } from './imageLinksApi.ts';

export interface LibraryTreeProps {
  readonly onFile: (file: FileItem) => void;
  readonly selectable?: (file: FileItem) => boolean;
  /** Marked as the current one. */
  readonly currentGuid?: string | null;
  readonly testId: string;
}

function FolderContents({
  folderGuid,
  depth,
  ...props
}: LibraryTreeProps & { folderGuid: string | null; depth: number }) {
  const http = useHttpClient();
  const listing = useQuery({
    queryKey: editor2dQueryKeys.folder(folderGuid),
    queryFn: () => imageLinksApi.folder(http, folderGuid),
  });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (listing.isPending) return <CircularProgress size={18} sx={{ ml: 2 + depth * 2, my: 1 }} />;
  if (listing.isError)
    return (
      <Typography color="error" variant="body2" sx={{ pl: 2 + depth * 2 }}>
        <FormattedMessage id="editor2d.tree.failed" />
      </Typography>
    );
  const { folders, files } = listing.data;
  if (folders.length === 0 && files.length === 0)
    return (
      <Typography color="text.secondary" variant="body2" sx={{ pl: 2 + depth * 2, py: 0.5 }}>
        <FormattedMessage id="editor2d.tree.empty" />
      </Typography>
    );
  const indent = { pl: 1 + depth * 2 };
  return (
    <>
      {folders.map((folder) => {
        const expanded = open.has(folder.guid);
        return (
          <div key={folder.guid}>
            <ListItemButton
              dense
              sx={indent}
              aria-expanded={expanded}
              data-testid={`${props.testId}-folder`}
              onClick={() =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (expanded) next.delete(folder.guid);
                  else next.add(folder.guid);
                  return next;
                })
              }
            >
              <ListItemIcon sx={{ minWidth: 28 }}>
                {expanded ? <ExpandMore /> : <ChevronRight />}
              </ListItemIcon>
              <ListItemIcon sx={{ minWidth: 28 }}>
                <FolderOutlined fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={folder.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
            {expanded && <FolderContents {...props} folderGuid={folder.guid} depth={depth + 1} />}
          </div>
        );
      })}
      {files.map((file) => {
        const enabled = props.selectable ? props.selectable(file) : true;
        return (
          <ListItemButton
            key={file.guid}
            dense
            sx={{ ...indent, pl: indent.pl + 3.5 }}
            disabled={!enabled}
            selected={file.guid === props.currentGuid}
            onClick={() => props.onFile(file)}
            data-testid={`${props.testId}-file`}
            data-file-name={file.name}
          >
            <ListItemIcon sx={{ minWidth: 28 }}>
              {file.twoD ? <ImageOutlined fontSize="small" /> : <TerrainOutlined fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={file.name} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        );
      })}
    </>
  );
}

export function LibraryTree(props: LibraryTreeProps) {
  return (
    <List dense disablePadding data-testid={props.testId} aria-label="library">
      <FolderContents {...props} folderGuid={null} depth={0} />
    </List>
  );
}
