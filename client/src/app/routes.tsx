import { Navigate, type RouteObject } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { ContentPage } from '../features/content/ContentPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LandingPage } from '../features/landing/LandingPage';
import { PrivacyPage, TermsPage } from '../features/legal/LegalPage';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SchedulePage } from '../features/schedule/SchedulePage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { ComingSoonPage } from '../features/waitlist/ComingSoonPage';
import {
  RequireOnboarded,
  RequireOnboardingPending,
  RequireSignedOut,
  RequireUnverified,
} from './guards/RequireStage';
import { AppLayout } from './layout/AppLayout';
import { LoadingView } from '../shared/layout/LoadingView';

/** Spec §2's routes; each guard admits one stage of the lifecycle (see RequireStage). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      // Open to everyone, signed in or not.
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      {
        element: <RequireSignedOut />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password/:token', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireUnverified />,
        children: [{ path: 'verify-email', element: <VerifyEmailPage /> }],
      },
      {
        element: <RequireOnboardingPending />,
        children: [{ path: 'onboarding', element: <OnboardingPage /> }],
      },
      {
        // The app proper: dashboard, schedule, content, analytics, profile, settings.
        element: <RequireOnboarded />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'schedule', element: <SchedulePage /> },
          { path: 'content', element: <ContentPage /> },
          {
            // Loaded when first visited: its charts are the largest part of the app.
            path: 'analytics',
            lazy: async () => ({
              Component: (await import('../features/analytics/AnalyticsPage')).AnalyticsPage,
            }),
            HydrateFallback: LoadingView,
          },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
      // Inside the layout, so the bar and footer stay put while an unknown path redirects.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Pages drawn without the navigation bar and footer, as siblings of the layout above.
  { path: 'coming-soon', element: <ComingSoonPage /> },
];
