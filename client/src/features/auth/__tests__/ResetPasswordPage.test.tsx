import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SUCCESS, VALIDATION } from '@postpilot/common';
import { ResetPasswordDocument, type ResetPasswordMutationVariables } from '../../../gql/graphql';
import { graphQLError } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';

describe('ResetPasswordPage', () => {
  it('refuses a confirmation that does not match, and sends nothing', async () => {
    const sent: ResetPasswordMutationVariables[] = [];
    server.use(
      graphql.mutation(ResetPasswordDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { resetPassword: { success: true, message: 'ok' } } });
      }),
    );
    const app = await renderApp('/reset-password/reset-token-1');

    await fill(app.user, screen.getByLabelText('New password'), 'Newpass123');
    await fill(app.user, screen.getByLabelText('Confirm new password'), 'Newpass124');
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the token from the link with the new password and goes to /login', async () => {
    const sent: ResetPasswordMutationVariables[] = [];
    server.use(
      graphql.mutation(ResetPasswordDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { resetPassword: { success: true, message: 'Your password has been reset.' } },
        });
      }),
    );
    const app = await renderApp('/reset-password/reset-token-1');

    await fill(app.user, screen.getByLabelText('New password'), 'Newpass123');
    await fill(app.user, screen.getByLabelText('Confirm new password'), 'Newpass123');
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(SUCCESS.resetPassword)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(sent).toEqual([{ input: { token: 'reset-token-1', password: 'Newpass123' } }]);
  });

  it("shows the server's message for an expired link and stays", async () => {
    server.use(
      graphql.mutation(ResetPasswordDocument, () =>
        graphQLError('This password reset link is invalid or has expired', 'BAD_USER_INPUT'),
      ),
    );
    const app = await renderApp('/reset-password/old-token');

    await fill(app.user, screen.getByLabelText('New password'), 'Newpass123');
    await fill(app.user, screen.getByLabelText('Confirm new password'), 'Newpass123');
    await app.user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText('This password reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/reset-password/old-token');
  });
});
