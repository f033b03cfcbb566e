import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { ArticleSection, MessageValues } from './article.ts';

export interface ArticleSectionViewProps {
  readonly section: ArticleSection;
  readonly values?: MessageValues;
  /** Rendered after the texts, e.g. a table the section introduces. */
  readonly children?: ReactNode;
}

export function ArticleSectionView({ section, values, children }: ArticleSectionViewProps) {
  const headingId = `section-${section.key}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography
        id={headingId}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, mb: 1.5, scrollMarginTop: 80 }}
      >
        <FormattedMessage id={section.title} />
      </Typography>
      {section.blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <Typography key={index} sx={{ mb: 1.5 }}>
            <FormattedMessage id={block.id} values={values} />
          </Typography>
        ) : (
          <Box key={index} component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, '& li': { mb: 0.75 } }}>
            {block.ids.map((id) => (
              <Typography key={id} component="li">
                <FormattedMessage id={id} values={values} />
              </Typography>
            ))}
          </Box>
        ),
      )}
      {children}
    </Box>
  );
}
