// The empty state: what the library is for and the call to upload (button or drop).
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';

export function EmptyLibrary({ onUpload, filtered }: { onUpload: () => void; filtered: boolean }) {
  if (filtered) {
    return (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="library-empty">
        <Typography color="text.secondary">
          <FormattedMessage id="library.empty.filtered" />
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper
      variant="outlined"
      data-testid="library-empty"
      sx={{
        px: { xs: 3, sm: 6 },
        py: { xs: 5, sm: 8 },
        textAlign: 'center',
        borderStyle: 'dashed',
        borderWidth: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'rgba(31, 95, 168, 0.08)',
        }}
      >
        <CloudUploadOutlined color="primary" sx={{ fontSize: 38 }} />
      </Box>
      <Typography variant="h3" component="h2" gutterBottom>
        <FormattedMessage id="library.empty.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
        <FormattedMessage id="library.empty.body" />
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<CloudUploadOutlined />}
        onClick={onUpload}
        data-testid="empty-upload"
      >
        <FormattedMessage id="library.upload.hint" />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <FormattedMessage id="library.empty.drop" />
      </Typography>
    </Paper>
  );
}
