import { act, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SUCCESS, TOKEN_STORAGE_KEY } from '@postpilot/common';
import { LoginDocument } from '../../gql/graphql';
import { loadSession } from '../session/SessionRoot';
import { unverifiedUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/user';
import { server } from '../../../test/server';

// Its own file: the session's chunk, once loaded, stays loaded for every later render.
describe('sign-in before the session has loaded', () => {
  it('keeps what was typed while the session arrives, and signs in with it', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation(LoginDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { login: { token: 'jwt-first', user: unverifiedUser() } },
        });
      }),
    );
    const app = await renderApp('/login', { sessionFirst: false });
    const email = screen.getByLabelText('Email');

    // The first key loads the session; the form stays the same form, with what was typed.
    await fill(app.user, email, 'ada@example.com');
    // The session renders and publishes itself once its chunk is there.
    await act(() => loadSession());
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('ada@example.com');
    await fill(app.user, screen.getByLabelText('Password'), 'Secret123');

    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(SUCCESS.login)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-first');
    expect(sent).toEqual([{ input: { email: 'ada@example.com', password: 'Secret123' } }]);
  });
});
