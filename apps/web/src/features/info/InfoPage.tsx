import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { MessageValues } from './article.ts';
import type { InfoMessageId } from './i18n/en.ts';

export interface InfoPageProps {
  readonly title: InfoMessageId;
  readonly intro?: InfoMessageId;
  readonly values?: MessageValues;
  readonly testId: string;
  readonly children?: ReactNode;
}

/** The frame of every information page: a readable column, one h1 and an optional lead. */
export function InfoPage({ title, intro, values, testId, children }: InfoPageProps) {
  return (
    // 'md' keeps lines near 80 characters for prose; tables inside scroll on their own.
    <Container component="article" maxWidth="md" data-testid={testId} sx={{ py: { xs: 3, md: 6 } }}>
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}
      >
        <FormattedMessage id={title} />
      </Typography>
      {intro && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          <FormattedMessage id={intro} values={values} />
        </Typography>
      )}
      {children}
    </Container>
  );
}
