import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ThreeDRotation from '@mui/icons-material/ThreeDRotation';
import { FormattedMessage } from 'react-intl';
import { COLOR_GRADIENTS } from '@asperity/contract';
import { FeatureBlock } from './FeatureBlock.tsx';

const iconSx = { fontSize: 40 } as const;

/** The three feature blocks of the landing page: viewer, analysis, sharing (spec part 1 §2). */
export function FeatureSection() {
  return (
    <Box
      component="section"
      data-testid="landing-features"
      aria-labelledby="landing-features-title"
      sx={{ py: { xs: 4, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography id="landing-features-title" variant="h4" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <FormattedMessage id="landing.features.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: '70ch' }}>
          <FormattedMessage id="landing.features.subtitle" />
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FeatureBlock
              testId="landing-feature-viewer"
              icon={<ThreeDRotation color="primary" sx={iconSx} aria-hidden />}
              title={<FormattedMessage id="landing.features.viewer.title" />}
              body={<FormattedMessage id="landing.features.viewer.body" />}
              points={[
                <FormattedMessage
                  key="1"
                  id="landing.features.viewer.point1"
                  values={{ count: COLOR_GRADIENTS.length }}
                />,
                <FormattedMessage key="2" id="landing.features.viewer.point2" />,
                <FormattedMessage key="3" id="landing.features.viewer.point3" />,
              ]}
              linkText={<FormattedMessage id="landing.features.viewer.link" />}
              to="/viewer"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FeatureBlock
              testId="landing-feature-analysis"
              icon={<InsightsOutlined color="primary" sx={iconSx} aria-hidden />}
              title={<FormattedMessage id="landing.features.analysis.title" />}
              body={<FormattedMessage id="landing.features.analysis.body" />}
              points={[
                <FormattedMessage key="1" id="landing.features.analysis.point1" />,
                <FormattedMessage key="2" id="landing.features.analysis.point2" />,
                <FormattedMessage key="3" id="landing.features.analysis.point3" />,
              ]}
              linkText={<FormattedMessage id="landing.features.analysis.link" />}
              to="/analysis"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FeatureBlock
              testId="landing-feature-sharing"
              icon={<ShareOutlined color="primary" sx={iconSx} aria-hidden />}
              title={<FormattedMessage id="landing.features.sharing.title" />}
              body={<FormattedMessage id="landing.features.sharing.body" />}
              points={[
                <FormattedMessage key="1" id="landing.features.sharing.point1" />,
                <FormattedMessage key="2" id="landing.features.sharing.point2" />,
                <FormattedMessage key="3" id="landing.features.sharing.point3" />,
              ]}
              linkText={<FormattedMessage id="landing.features.sharing.link" />}
              to="/share"
            />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
