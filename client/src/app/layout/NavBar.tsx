import { useState } from 'react';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Container,
  Divider,
  IconButton,
  Stack,
  Toolbar,
} from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { useSession, type SessionUser } from '../../shared/session/sessionContext';
import { Logo } from '../../shared/layout/Logo';

/** The main-area links, shown only once onboarding is complete. */
const APP_LINKS = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Schedule', to: '/schedule' },
  { label: 'Content', to: '/content' },
  { label: 'Analytics', to: '/analytics' },
] as const;

const displayNameOf = (user: SessionUser) => user.firstName || user.email;

const navLinkSx = {
  color: 'text.secondary',
  fontWeight: 600,
  borderRadius: '8px',
  px: 1.5,
  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

interface ProfileLinkProps {
  user: SessionUser;
  onNavigate: () => void;
  stacked: boolean;
}

function ProfileLink({ user, onNavigate, stacked }: ProfileLinkProps) {
  const name = displayNameOf(user);
  return (
    <Button
      component={RouterLink}
      to="/profile"
      onClick={onNavigate}
      color="inherit"
      startIcon={
        <Avatar
          src={user.profilePicture ?? undefined}
          alt=""
          sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      }
      sx={{
        color: 'text.primary',
        px: 1.5,
        maxWidth: stacked ? 'none' : 220,
        justifyContent: 'flex-start',
      }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
    </Button>
  );
}

export function NavBar() {
  const { user, loading, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  // Whatever took the user elsewhere (a link in the page too), the menu closes behind them. Only
  // on a change of page: an effect on mount closed a menu opened by a press held while the bar
  // was hydrated (replayPending) before the effect ran.
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const appLinks = user?.hasCompletedOnboarding ? APP_LINKS : [];

  const signOut = () => {
    closeMenu();
    logout();
  };

  // The same actions in the bar (a row) and in the mobile menu (full-width, stacked).
  const accountActions = (stacked: boolean) =>
    user ? (
      <>
        <ProfileLink user={user} onNavigate={closeMenu} stacked={stacked} />
        <Button variant="outlined" onClick={signOut} fullWidth={stacked}>
          Sign Out
        </Button>
      </>
    ) : (
      <>
        <Button
          component={RouterLink}
          to="/login"
          onClick={closeMenu}
          color="inherit"
          fullWidth={stacked}
        >
          Sign In
        </Button>
        <Button
          component={RouterLink}
          to="/register"
          onClick={closeMenu}
          variant="contained"
          fullWidth={stacked}
        >
          Get Started
        </Button>
      </>
    );

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        // Open, the menu lies over the page: opaque, so the page does not show through.
        bgcolor: menuOpen ? 'background.paper' : 'rgba(255,255,255,0.92)',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Logo />
          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: 'none', md: 'flex' }, ml: 3 }}
          >
            {appLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} sx={navLinkSx}>
                {link.label}
              </Button>
            ))}
          </Stack>
          <Box sx={{ flex: 1 }} />
          {!loading && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
            >
              {accountActions(false)}
            </Stack>
          )}
          <IconButton
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            {menuOpen ? <CloseRoundedIcon /> : <MenuRoundedIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      {/* Shown in place, fading in: a menu that unfolded (a Collapse) moved its links while it
          grew, and a link pressed then could be released off it, a lost press. */}
      {menuOpen && (
        <Stack
          id="mobile-menu"
          spacing={1}
          sx={{
            display: { md: 'none' },
            px: 2,
            pb: 2,
            '@keyframes menu-in': { from: { opacity: 0 }, to: { opacity: 1 } },
            animation: 'menu-in 150ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {appLinks.length > 0 && (
            <>
              <Stack component="nav" aria-label="Main" spacing={0.5}>
                {appLinks.map((link) => (
                  <Button
                    key={link.to}
                    component={NavLink}
                    to={link.to}
                    onClick={closeMenu}
                    sx={{ ...navLinkSx, justifyContent: 'flex-start' }}
                  >
                    {link.label}
                  </Button>
                ))}
              </Stack>
              <Divider />
            </>
          )}
          {!loading && <Stack spacing={1}>{accountActions(true)}</Stack>}
        </Stack>
      )}
    </AppBar>
  );
}
