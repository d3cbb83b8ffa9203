import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SUCCESS, TOKEN_STORAGE_KEY, VALIDATION } from '@postpilot/common';
import { RegisterDocument, type RegisterMutationVariables } from '../../../gql/graphql';
import { graphQLError, makeUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';

type App = Awaited<ReturnType<typeof renderApp>>;

async function fillForm(app: App, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Grace',
    'Last name': 'Hopper',
    Email: 'grace@example.com',
    Password: 'Compiler1',
    'Confirm password': 'Compiler1',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await fill(app.user, screen.getByLabelText(label), value);
  }
}

describe('RegisterPage', () => {
  it('sends only the four account fields and continues to /verify-email', async () => {
    const sent: RegisterMutationVariables[] = [];
    server.use(
      graphql.mutation(RegisterDocument, ({ variables }) => {
        sent.push(variables);
        const user = makeUser({ firstName: 'Grace', email: 'grace@example.com' });
        return HttpResponse.json({ data: { register: { token: 'jwt-new', user } } });
      }),
    );
    const app = await renderApp('/register');

    await fillForm(app);
    // The terms and the privacy policy exist, one click away.
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await app.user.click(screen.getByLabelText(/^I accept the terms and conditions/));
    await app.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(SUCCESS.register)).toBeInTheDocument();
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    expect(app.pathname()).toBe('/verify-email');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
    expect(sent).toEqual([
      {
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          password: 'Compiler1',
        },
      },
    ]);
    // The navigation bar now shows the signed-in user.
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('link', { name: /Grace/ })).toHaveAttribute('href', '/profile');
  });

  it('checks the confirmation, the password rules and the terms before sending', async () => {
    const app = await renderApp('/register');

    await fillForm(app, { Password: 'lowercase1', 'Confirm password': 'different1' });
    await app.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(VALIDATION.passwordComplexity)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.termsRequired)).toBeInTheDocument();
    expect(app.pathname()).toBe('/register');
  });

  it('asks for every field of an empty form', async () => {
    const app = await renderApp('/register');

    await app.user.click(screen.getByRole('button', { name: 'Create Account' }));

    for (const message of [
      VALIDATION.firstNameRequired,
      VALIDATION.lastNameRequired,
      VALIDATION.emailRequired,
      VALIDATION.passwordRequired,
      VALIDATION.confirmPasswordRequired,
      VALIDATION.termsRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("shows the server's message when the address is taken", async () => {
    server.use(
      graphql.mutation(RegisterDocument, () =>
        graphQLError('An account with this email already exists', 'CONFLICT'),
      ),
    );
    const app = await renderApp('/register');

    await fillForm(app);
    await app.user.click(screen.getByLabelText(/^I accept the terms and conditions/));
    await app.user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/register');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
