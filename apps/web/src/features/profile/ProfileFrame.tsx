// The frame of the account pages: a centred card with a title, an optional lead and a way back to
// /user. In mobile view (≤ 800 px) it spans the width without a border.
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useMobileView } from '../../app/useMobileView.ts';
import type { ProfileMessageId } from './messages.ts';

export interface ProfileFrameProps {
  readonly title: ProfileMessageId;
  readonly subtitle?: ProfileMessageId;
  readonly testId: string;
  readonly back?: boolean;
  readonly children: ReactNode;
}

export function ProfileFrame({ title, subtitle, testId, back = true, children }: ProfileFrameProps) {
  const mobile = useMobileView();
  return (
    <Container
      maxWidth="sm"
      disableGutters={mobile}
      sx={{ py: mobile ? 0 : { xs: 4, md: 6 } }}
      data-testid={testId}
      data-view={mobile ? 'mobile' : 'desktop'}
    >
      <Paper
        variant={mobile ? 'elevation' : 'outlined'}
        elevation={0}
        square={mobile}
        sx={{ p: mobile ? 2.5 : { xs: 3, sm: 4 }, bgcolor: 'background.paper' }}
      >
        {back && (
          <Button
            component={RouterLink}
            to="/user"
            startIcon={<ArrowBack />}
            size="small"
            sx={{ mb: 1, ml: -1 }}
          >
            <FormattedMessage id="profile.back" />
          </Button>
        )}
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
