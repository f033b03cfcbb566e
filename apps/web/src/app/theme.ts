// A calm, technical look: a metrology blue primary, neutral greys, and components sized for
// dense tools rather than marketing.
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f5fa8', light: '#4f86c9', dark: '#123f75', contrastText: '#ffffff' },
    secondary: { main: '#0f8b8d', contrastText: '#ffffff' },
    background: { default: '#f6f8fb', paper: '#ffffff' },
    text: { primary: '#16202c', secondary: '#4a5868' },
    divider: '#dde3ea',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: [
      'Inter',
      'system-ui',
      '-apple-system',
      '"Segoe UI"',
      'Roboto',
      '"Hiragino Sans"',
      '"Noto Sans JP"',
      '"Noto Sans SC"',
      '"Helvetica Neue"',
      'Arial',
      'sans-serif',
    ].join(','),
    h1: { fontSize: '2.25rem', fontWeight: 650, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.75rem', fontWeight: 650 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
