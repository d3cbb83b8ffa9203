/**
 * Leaving the app for another site (LinkedIn's consent page). An object of its own so tests can
 * stand in for it: jsdom's window.location.assign cannot be replaced or spied on.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
