import { act, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { AUTO_VERIFIED_REDIRECT_MS, ERRORS, SUCCESS, TOKEN_STORAGE_KEY } from '@postpilot/common';
import { ResendVerificationDocument } from '../../../gql/graphql';
import {
  graphQLError,
  meReturns,
  unverifiedUser,
  verifiedUser,
  type TestUser,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';

function resendAnswers(result: { autoVerified: boolean; user: TestUser; message?: string }) {
  server.use(
    graphql.mutation(ResendVerificationDocument, () =>
      HttpResponse.json({
        data: {
          resendVerification: {
            success: true,
            message: result.message ?? 'Verification email sent',
            autoVerified: result.autoVerified,
            user: result.user,
          },
        },
      }),
    ),
  );
}

const renderSignedIn = async (route = '/verify-email', fakeTimers = false) =>
  await renderApp(route, {
    token: 'jwt',
    userEvent: fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });

describe('VerifyEmailPage', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the signed-in user's address and the ways forward", async () => {
    server.use(meReturns(unverifiedUser()));
    await renderSignedIn();

    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(screen.getByRole('button', { name: "I've verified my email" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      'mailto:support@postpilot.app',
    );
  });

  it('moves an auto-verified user on to /onboarding after 1.5 s', async () => {
    jest.useFakeTimers();
    server.use(meReturns(unverifiedUser()));
    resendAnswers({ autoVerified: true, user: verifiedUser() });
    const app = await renderSignedIn('/verify-email', true);

    await app.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(SUCCESS.autoVerified)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(AUTO_VERIFIED_REDIRECT_MS - 100));
    expect(app.pathname()).toBe('/verify-email');

    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(app.pathname()).toBe('/onboarding');
  });

  it("rests the button for 60 s, counting down 'Resend in Ns'", async () => {
    jest.useFakeTimers();
    server.use(meReturns(unverifiedUser()));
    resendAnswers({ autoVerified: false, user: unverifiedUser() });
    const app = await renderSignedIn('/verify-email', true);

    await app.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(SUCCESS.verificationSent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 58s' })).toBeDisabled();

    for (let second = 58; second > 0; second -= 1) act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
    expect(app.pathname()).toBe('/verify-email');
  });

  it("shows a RATE_LIMITED refusal's message and waits as long as the server asks", async () => {
    server.use(
      meReturns(unverifiedUser()),
      graphql.mutation(ResendVerificationDocument, () =>
        graphQLError(
          'Please wait 42 seconds before requesting another verification email',
          'RATE_LIMITED',
          { retryAfter: 42 },
        ),
      ),
    );
    const app = await renderSignedIn();

    await app.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(
      await screen.findByText(
        'Please wait 42 seconds before requesting another verification email',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 42s' })).toBeDisabled();
  });

  it('falls back to the spec message when the request fails without one', async () => {
    server.use(
      meReturns(unverifiedUser()),
      graphql.mutation(ResendVerificationDocument, () => HttpResponse.error()),
    );
    const app = await renderSignedIn();

    await app.user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(ERRORS.resendVerification)).toBeInTheDocument();
  });

  it('explains an invalid verification link', async () => {
    server.use(meReturns(unverifiedUser()));
    await renderSignedIn('/verify-email?error=invalid-link');

    expect(
      await screen.findByText(
        'This verification link is invalid or has expired. Request a new one below.',
      ),
    ).toBeInTheDocument();
  });

  it("'Use different email' signs out and returns to sign-in", async () => {
    server.use(meReturns(unverifiedUser()));
    const app = await renderSignedIn();

    await app.user.click(await screen.findByRole('button', { name: 'Use different email' }));

    expect(await screen.findByText(SUCCESS.logout)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
