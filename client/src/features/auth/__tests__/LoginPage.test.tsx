import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ERRORS, SUCCESS, TOKEN_STORAGE_KEY, VALIDATION } from '@postpilot/common';
import { LoginDocument, type LoginMutationVariables } from '../../../gql/graphql';
import {
  graphQLError,
  unverifiedUser,
  verifiedUser,
  type TestUser,
} from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';

function loginSucceeds(user: TestUser, sent: LoginMutationVariables[] = []) {
  server.use(
    graphql.mutation(LoginDocument, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { login: { token: 'jwt-login', user } } });
    }),
  );
  return sent;
}

async function signIn(
  user: Awaited<ReturnType<typeof renderApp>>['user'],
  email: string,
  password: string,
) {
  await fill(user, screen.getByLabelText('Email'), email);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('signs an unverified user in, stores the token and sends them to /verify-email', async () => {
    const sent = loginSucceeds(unverifiedUser());
    const app = await renderApp('/login');

    await signIn(app.user, ' ada@example.com ', 'Secret123');

    expect(await screen.findByText(SUCCESS.login)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/verify-email');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-login');
    expect(sent).toEqual([{ input: { email: 'ada@example.com', password: 'Secret123' } }]);
  });

  it('sends a verified user who has not onboarded to /onboarding', async () => {
    loginSucceeds(verifiedUser());
    const app = await renderApp('/login');

    await signIn(app.user, 'ada@example.com', 'Secret123');

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(app.pathname()).toBe('/onboarding');
  });

  it('shows the validation messages and sends nothing while the form is invalid', async () => {
    const sent = loginSucceeds(unverifiedUser());
    const app = await renderApp('/login');

    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeInTheDocument();

    await fill(app.user, screen.getByLabelText('Email'), 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's message and stays signed out when the credentials are wrong", async () => {
    server.use(
      graphql.mutation(LoginDocument, () =>
        graphQLError('Invalid email or password', 'UNAUTHENTICATED'),
      ),
    );
    const app = await renderApp('/login');

    await signIn(app.user, 'ada@example.com', 'WrongPass1');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    // A refused sign-in is not an expired session.
    expect(screen.queryByText(ERRORS.sessionExpired)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(app.pathname()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    server.use(graphql.mutation(LoginDocument, () => HttpResponse.error()));
    const app = await renderApp('/login');

    await signIn(app.user, 'ada@example.com', 'Secret123');

    expect(await screen.findByText(ERRORS.login)).toBeInTheDocument();
  });

  it("reads 'Signing in...' while the request is on its way", async () => {
    let answer: () => void = () => undefined;
    server.use(
      graphql.mutation(LoginDocument, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: { login: { token: 'jwt', user: unverifiedUser() } } });
      }),
    );
    const app = await renderApp('/login');

    await signIn(app.user, 'ada@example.com', 'Secret123');

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(app.pathname()).toBe('/verify-email'));
  });

  it('offers Google and LinkedIn sign-in as disabled Coming Soon buttons', async () => {
    await renderApp('/login');
    expect(screen.getByRole('button', { name: /Google: Coming Soon/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /LinkedIn: Coming Soon/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('confirms a verified address when the verification link sent the visitor here', async () => {
    await renderApp('/login?verified=1');
    expect(screen.getByText('Your email is verified. Sign in to continue.')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const app = await renderApp('/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
