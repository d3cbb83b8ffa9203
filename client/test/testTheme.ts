import { createTheme } from '@mui/material/styles';
import { theme } from '../src/shared/theme';

const instant = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The app's theme without ripples or transitions: jsdom paints nothing, so they only cost
 * renders and timers. Colours, spacing and every component default stay the app's.
 */
export const testTheme = createTheme(theme, {
  transitions: { create: () => 'none', duration: instant },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
