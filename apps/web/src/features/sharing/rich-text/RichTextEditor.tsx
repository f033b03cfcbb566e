// The description editor (spec part 1 §3, §5): paragraphs, bulleted and numbered lists, bold,
// italic and links, on Slate (slate-react, slate-history). Its value is the stored JSON document.
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import { Box, Button, IconButton, Link, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  Slate,
  useSlate,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import { isAllowedLinkUrl, siteHost } from './linkRule.ts';
import {
  insertLink,
  isLinkActive,
  isListActive,
  isMarkActive,
  toggleList,
  toggleMark,
  unwrapLink,
  withLinks,
  type ListType,
  type Mark,
} from './richTextCommands.ts';
import { readRichText, type RichTextDocument } from './richTextDocument.ts';

function ElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'numbered-list':
      return <ol {...attributes}>{children}</ol>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      // No href in the editor: a click places the cursor instead of leaving the page.
      return (
        <Link component="span" {...attributes} title={element.url} sx={{ cursor: 'text' }}>
          {children}
        </Link>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function LeafView({ attributes, children, leaf }: RenderLeafProps) {
  // slate-react types `children` loosely; it is the leaf's rendered text.
  let content: ReactNode = children as ReactNode;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}

const keep = (event: MouseEvent) => event.preventDefault();

/** A toolbar toggle; the mouse-down is swallowed so the editor keeps its selection. */
function ToggleButton({
  active,
  onToggle,
  icon,
  labelId,
}: {
  active: boolean;
  onToggle: () => void;
  icon: ReactNode;
  labelId: string;
}) {
  const label = useIntl().formatMessage({ id: labelId });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        onMouseDown={keep}
        onClick={onToggle}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function MarkButton({ mark, icon, labelId }: { mark: Mark; icon: ReactNode; labelId: string }) {
  const editor = useSlate();
  return (
    <ToggleButton
      active={isMarkActive(editor, mark)}
      onToggle={() => toggleMark(editor, mark)}
      icon={icon}
      labelId={labelId}
    />
  );
}

function ListButton({ type, icon, labelId }: { type: ListType; icon: ReactNode; labelId: string }) {
  const editor = useSlate();
  return (
    <ToggleButton
      active={isListActive(editor, type)}
      onToggle={() => toggleList(editor, type)}
      icon={icon}
      labelId={labelId}
    />
  );
}

function LinkControls({ host }: { host: string }) {
  const editor = useSlate();
  const intl = useIntl();
  const [address, setAddress] = useState<string | null>(null);
  const valid = address !== null && isAllowedLinkUrl(address, host);
  const addLabel = intl.formatMessage({ id: 'sharing.richText.link' });
  const removeLabel = intl.formatMessage({ id: 'sharing.richText.unlink' });
  const submit = () => {
    if (address !== null && insertLink(editor, address, host)) setAddress(null);
  };
  return (
    <>
      <Tooltip title={addLabel}>
        <IconButton size="small" aria-label={addLabel} onMouseDown={keep} onClick={() => setAddress('')}>
          <InsertLink />
        </IconButton>
      </Tooltip>
      {isLinkActive(editor) && (
        <Tooltip title={removeLabel}>
          <IconButton
            size="small"
            aria-label={removeLabel}
            onMouseDown={keep}
            onClick={() => unwrapLink(editor)}
          >
            <LinkOff />
          </IconButton>
        </Tooltip>
      )}
      {address !== null && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', width: '100%', mt: 0.5 }}>
          <TextField
            size="small"
            autoFocus
            fullWidth
            label={addLabel}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                submit();
              }
              if (event.key === 'Escape') setAddress(null);
            }}
            error={address.trim() !== '' && !valid}
            helperText={
              address.trim() !== '' && !valid
                ? intl.formatMessage({ id: 'sharing.richText.invalidUrl' })
                : intl.formatMessage({ id: 'sharing.richText.linkHint' }, { host })
            }
            slotProps={{ htmlInput: { 'data-testid': 'rich-text-link-address' } }}
          />
          <Button onClick={submit} disabled={!valid} data-testid="rich-text-link-ok">
            <FormattedMessage id="common.ok" />
          </Button>
          <Button onClick={() => setAddress(null)}>
            <FormattedMessage id="sharing.cancel" />
          </Button>
        </Stack>
      )}
    </>
  );
}

export interface RichTextEditorProps {
  /** The stored document (read through readRichText). Read once: the editor keeps its own value. */
  readonly initialValue: unknown;
  readonly onChange: (document: RichTextDocument) => void;
  readonly label: string;
  readonly disabled?: boolean;
}

export function RichTextEditor({ initialValue, onChange, label, disabled = false }: RichTextEditorProps) {
  const host = siteHost();
  const editor = useMemo(() => withLinks(withHistory(withReact(createEditor())), host), [host]);
  const [initial] = useState<Descendant[]>(() => readRichText(initialValue));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    if (event.key === 'b') {
      event.preventDefault();
      toggleMark(editor, 'bold');
    } else if (event.key === 'i') {
      event.preventDefault();
      toggleMark(editor, 'italic');
    }
  };

  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Slate
        editor={editor}
        initialValue={initial}
        onValueChange={(value) => onChange(value as RichTextDocument)}
      >
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
          role="toolbar"
          aria-label={label}
        >
          <MarkButton mark="bold" icon={<FormatBold />} labelId="sharing.richText.bold" />
          <MarkButton mark="italic" icon={<FormatItalic />} labelId="sharing.richText.italic" />
          <ListButton
            type="bulleted-list"
            icon={<FormatListBulleted />}
            labelId="sharing.richText.bulleted"
          />
          <ListButton
            type="numbered-list"
            icon={<FormatListNumbered />}
            labelId="sharing.richText.numbered"
          />
          <LinkControls host={host} />
        </Stack>
        <Box
          sx={{
            border: 1,
            borderColor: 'divider',
            borderTop: 0,
            borderRadius: '0 0 4px 4px',
            px: 1.5,
            minHeight: 96,
            '& p': { my: 0.75 },
            '& ul, & ol': { my: 0.75, pl: 3 },
          }}
        >
          <Editable
            readOnly={disabled}
            aria-label={label}
            data-testid="rich-text-editor"
            renderElement={ElementView}
            renderLeaf={LeafView}
            onKeyDown={onKeyDown}
            style={{ minHeight: 96, outline: 'none' }}
          />
        </Box>
      </Slate>
    </Box>
  );
}
