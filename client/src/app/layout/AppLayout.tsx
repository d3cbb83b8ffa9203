import { Suspense } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../shared/session/sessionContext';
import { Footer } from './Footer';
import { LoadingView } from '../../shared/layout/LoadingView';
import { NavBar } from './NavBar';

/**
 * Every page but /coming-soon: the navigation bar, the page, the footer. The bar and
 * the footer are boundaries of their own, so a page drawn at build time is hydrated in parts.
 */
export function AppLayout() {
  const { loading } = useSession();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Suspense>
        <NavBar />
      </Suspense>
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {loading ? <LoadingView /> : <Outlet />}
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Box>
  );
}
