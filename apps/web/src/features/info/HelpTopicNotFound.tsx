import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';

export interface HelpTopicNotFoundProps {
  readonly feature: string;
}

/** /help/:feature with a topic that does not exist: say so and lead back to the index. */
export function HelpTopicNotFound({ feature }: HelpTopicNotFoundProps) {
  return (
    <Container
      component="article"
      maxWidth="md"
      data-testid="help-topic-not-found"
      sx={{ py: { xs: 3, md: 6 } }}
    >
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}
      >
        <FormattedMessage id="info.help.notFound.title" />
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {/* The segment comes from the URL: react-intl inserts it as text, never as markup. */}
        <FormattedMessage id="info.help.notFound.body" values={{ feature }} />
      </Typography>
      <Link component={RouterLink} to="/help">
        <FormattedMessage id="info.help.notFound.link" />
      </Link>
    </Container>
  );
}
