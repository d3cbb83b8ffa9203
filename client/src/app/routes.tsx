import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { LandingPage } from '../features/landing/LandingPage';
import {
  RequireOnboarded,
  RequireOnboardingPending,
  RequireSession,
  RequireSignedOut,
  RequireUnverified,
} from './guards/RequireStage';
import { AppLayout } from './layout/AppLayout';
import { SessionRoot } from './session/SessionRoot';
import { LoadingView } from '../shared/layout/LoadingView';

/**
 * A page loaded when its route is first visited: every page but the landing page is its own
 * chunk, so the front page downloads only what it shows. While a chunk loads on a later
 * navigation, the router keeps the current page on screen; only a first visit shows LoadingView.
 */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: await load() }), HydrateFallback: LoadingView };
}

/** The app's routes (unknown paths go to /); each guard admits one stage (see RequireStage). */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          // Open to everyone, signed in or not.
          {
            path: 'terms',
            ...page(async () => (await import('../features/legal/LegalPage')).TermsPage),
          },
          {
            path: 'privacy',
            ...page(async () => (await import('../features/legal/LegalPage')).PrivacyPage),
          },
          {
            element: <RequireSignedOut />,
            children: [
              {
                path: 'login',
                ...page(async () => (await import('../features/auth/LoginPage')).LoginPage),
              },
              {
                path: 'register',
                ...page(async () => (await import('../features/auth/RegisterPage')).RegisterPage),
              },
              {
                path: 'forgot-password',
                ...page(
                  async () =>
                    (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
                ),
              },
              {
                path: 'reset-password/:token',
                ...page(
                  async () =>
                    (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage,
                ),
              },
            ],
          },
          {
            element: <RequireUnverified />,
            children: [
              {
                path: 'verify-email',
                ...page(
                  async () => (await import('../features/auth/VerifyEmailPage')).VerifyEmailPage,
                ),
              },
            ],
          },
          {
            element: <RequireOnboardingPending />,
            children: [
              {
                path: 'onboarding',
                ...page(
                  async () =>
                    (await import('../features/onboarding/OnboardingPage')).OnboardingPage,
                ),
              },
            ],
          },
          {
            // The app proper: dashboard, schedule, content, analytics, profile, settings.
            element: <RequireOnboarded />,
            children: [
              {
                path: 'dashboard',
                ...page(
                  async () => (await import('../features/dashboard/DashboardPage')).DashboardPage,
                ),
              },
              {
                path: 'schedule',
                ...page(
                  async () => (await import('../features/schedule/SchedulePage')).SchedulePage,
                ),
              },
              {
                path: 'content',
                ...page(async () => (await import('../features/content/ContentPage')).ContentPage),
              },
              {
                path: 'analytics',
                ...page(
                  async () => (await import('../features/analytics/AnalyticsPage')).AnalyticsPage,
                ),
              },
              {
                path: 'profile',
                ...page(async () => (await import('../features/profile/ProfilePage')).ProfilePage),
              },
              {
                path: 'settings',
                ...page(
                  async () => (await import('../features/settings/SettingsPage')).SettingsPage,
                ),
              },
            ],
          },
          // Inside the layout, so the bar and footer stay put while an unknown path redirects.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      // Pages drawn without the navigation bar and footer, as siblings of the layout above.
      {
        element: <RequireSession />,
        children: [
          {
            path: 'coming-soon',
            ...page(
              async () => (await import('../features/waitlist/ComingSoonPage')).ComingSoonPage,
            ),
          },
        ],
      },
    ],
  },
];
