// The frame of every auth page: a centred card with a title and an optional lead. In mobile view
// (≤ 800 px) it spans the width without a border, one column.
import { Box, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useMobileView } from '../../app/useMobileView.ts';
import type { AuthMessageId } from './messages.ts';

export interface AuthCardProps {
  readonly title: AuthMessageId;
  readonly subtitle?: AuthMessageId;
  readonly testId: string;
  readonly children: ReactNode;
  /** Wider card for the sign-up form. */
  readonly wide?: boolean;
}

export function AuthCard({ title, subtitle, testId, children, wide = false }: AuthCardProps) {
  const mobile = useMobileView();
  return (
    <Container
      maxWidth={wide ? 'sm' : 'xs'}
      disableGutters={mobile}
      sx={{ py: mobile ? 0 : { xs: 4, md: 8 } }}
      data-testid={testId}
      data-view={mobile ? 'mobile' : 'desktop'}
    >
      <Paper
        variant={mobile ? 'elevation' : 'outlined'}
        elevation={0}
        square={mobile}
        sx={{ p: mobile ? 3 : { xs: 3, sm: 5 }, bgcolor: 'background.paper' }}
      >
        <Typography variant="h2" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
          <FormattedMessage id={title} />
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            <FormattedMessage id={subtitle} />
          </Typography>
        )}
        <Box>{children}</Box>
      </Paper>
    </Container>
  );
}
