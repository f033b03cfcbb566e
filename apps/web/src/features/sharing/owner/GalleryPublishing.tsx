// Publishing a shared file to the public gallery from the share section (issue 17 item 1, part 1 §5):
// categories (the 21 codes of part 1 §3), the 3D image links a 2D image needs, and publish/unpublish.
// The description and technology are the section's own fields; they are sent with the publish so
// what the owner sees is what is published. The rules are checked here first (publishRules.ts) and
// by the server; while published the share requirements are locked (unpublish first).
import {
  GALLERY_CATEGORIES,
  errorMessageId,
  type FileShare,
  type FileShareBody,
  type GalleryCategory,
} from '@asperity/contract';
import PublicIcon from '@mui/icons-material/Public';
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { linksOf, publishProblems } from '../../gallery/publishRules.ts';

export interface GalleryPublishingProps {
  readonly share: FileShare;
  readonly twoD: boolean;
  readonly busy: boolean;
  /** The section's description (plain text, to check it is not empty) and the fields to send. */
  readonly details: () => { readonly descriptionText: string; readonly body: FileShareBody };
  readonly onSave: (body: FileShareBody) => Promise<void>;
}

export function GalleryPublishing({ share, twoD, busy, details, onSave }: GalleryPublishingProps) {
  const intl = useIntl();
  const [categories, setCategories] = useState<GalleryCategory[]>(share.categories ?? []);
  const [links, setLinks] = useState((share.fileLinks ?? []).join('\n'));
  const [problems, setProblems] = useState<string[]>([]);
  const categoryLabel = (code: GalleryCategory) => intl.formatMessage({ id: `gallery.category.${code}` });

  const publish = () => {
    const { descriptionText, body } = details();
    const fileLinks = linksOf(links);
    const found = publishProblems({
      categories,
      descriptionText,
      fileLinks,
      twoD,
      allowEditing: share.allowEditing,
    });
    setProblems(found);
    if (found.length > 0) return;
    void onSave({ ...body, publiclyShared: true, categories, ...(twoD ? { fileLinks } : {}) });
  };

  return (
    <Box data-testid="gallery-publishing" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PublicIcon fontSize="small" />
        <FormattedMessage id="gallery.publish.title" />
      </Typography>
      {share.publiclyShared ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Alert severity="success" data-testid="gallery-published">
            <FormattedMessage id="gallery.publish.published" />
          </Alert>
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 0.5 }}
            data-testid="gallery-published-categories"
          >
            {(share.categories ?? []).map((code) => (
              <Chip key={code} size="small" label={categoryLabel(code)} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="gallery.publish.locked" />
          </Typography>
          <Box>
            <Button
              color="warning"
              disabled={busy}
              onClick={() => void onSave({ publiclyShared: false })}
              data-testid="gallery-unpublish"
            >
              <FormattedMessage id="gallery.publish.unpublish" />
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {share.unpublishReason && (
            <Alert severity="warning" data-testid="gallery-unpublish-reason">
              <FormattedMessage
                id="gallery.publish.unpublishedByStaff"
                values={{ reason: share.unpublishReason }}
              />
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="gallery.publish.hint" />
          </Typography>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'gallery.publish.categories' })}
            value={categories}
            onChange={(event) => {
              const picked = event.target.value as unknown as GalleryCategory[] | string;
              setCategories(typeof picked === 'string' ? [] : picked);
            }}
            slotProps={{
              htmlInput: { 'data-testid': 'gallery-publish-categories' },
              select: {
                multiple: true,
                renderValue: (selected) => (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {(selected as GalleryCategory[]).map((code) => (
                      <Chip key={code} size="small" label={categoryLabel(code)} />
                    ))}
                  </Box>
                ),
              },
            }}
          >
            {GALLERY_CATEGORIES.map((code) => (
              <MenuItem key={code} value={code} data-testid={`gallery-publish-category-${code}`}>
                {categoryLabel(code)}
              </MenuItem>
            ))}
          </TextField>
          {twoD && (
            <TextField
              multiline
              minRows={2}
              size="small"
              label={intl.formatMessage({ id: 'gallery.publish.fileLinks' })}
              helperText={intl.formatMessage({ id: 'gallery.publish.fileLinksHint' })}
              value={links}
              onChange={(event) => setLinks(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'gallery-publish-links' } }}
            />
          )}
          {problems.length > 0 && (
            <Alert severity="error" data-testid="gallery-publish-problems">
              {problems.map((problem) => (
                <div key={problem}>
                  <FormattedMessage id={errorMessageId(problem)} />
                </div>
              ))}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              startIcon={<PublicIcon />}
              disabled={busy}
              onClick={publish}
              data-testid="gallery-publish"
            >
              <FormattedMessage id="gallery.publish.switch" />
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
