// One section of the validation page: its heading, the line saying how it was measured, its content.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface PageSectionProps {
  readonly testId: string;
  readonly titleId: string;
  /** How the figures below were obtained. */
  readonly method: ReactNode;
  readonly children: ReactNode;
}

export function PageSection({ testId, titleId, method, children }: PageSectionProps) {
  return (
    <Box component="section" sx={{ mb: 5 }} data-testid={testId}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {method}
      </Typography>
      {children}
    </Box>
  );
}
