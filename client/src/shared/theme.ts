import { alpha, createTheme } from '@mui/material/styles';

const linkedInBlue = '#0a66c2';
const ink = '#0f172a';

const fontStack = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: linkedInBlue, dark: '#004182', light: '#378fe9', contrastText: '#ffffff' },
    secondary: { main: '#057642' },
    success: { main: '#057642' },
    error: { main: '#cc1016' },
    warning: { main: '#b24020' },
    text: { primary: ink, secondary: '#475569' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: fontStack,
    h1: { fontWeight: 800, letterSpacing: '-0.03em', lineHeight: 1.1 },
    h2: { fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h3: { fontWeight: 700, letterSpacing: '-0.02em' },
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    subtitle1: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 11, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 16,
          border: `1px solid ${theme.palette.divider}`,
          boxShadow: '0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.04)',
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: { root: { backgroundColor: '#ffffff' } },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAlert: { styleOverrides: { root: { borderRadius: 10 } } },
    MuiLinearProgress: {
      styleOverrides: {
        root: ({ theme }) => ({
          height: 8,
          borderRadius: 999,
          backgroundColor: alpha(theme.palette.primary.main, 0.12),
        }),
        bar: { borderRadius: 999 },
      },
    },
  },
});
