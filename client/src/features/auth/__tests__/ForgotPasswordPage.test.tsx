import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ERRORS, FORGOT_PASSWORD_SENT, SUCCESS, VALIDATION } from '@postpilot/common';
import { ForgotPasswordDocument, type ForgotPasswordMutationVariables } from '../../../gql/graphql';
import { graphQLError } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';

describe('ForgotPasswordPage', () => {
  it("shows 'Check your email' after sending, and 'Try another email' returns to the form", async () => {
    const sent: ForgotPasswordMutationVariables[] = [];
    server.use(
      graphql.mutation(ForgotPasswordDocument, ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: { forgotPassword: { success: true, message: FORGOT_PASSWORD_SENT } },
        });
      }),
    );
    const app = await renderApp('/forgot-password');

    await fill(app.user, screen.getByLabelText('Email'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(SUCCESS.forgotPassword)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(FORGOT_PASSWORD_SENT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(sent).toEqual([{ input: { email: 'ada@example.com' } }]);

    await app.user.click(screen.getByRole('button', { name: 'Try another email' }));

    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('validates the address before sending', async () => {
    const app = await renderApp('/forgot-password');

    await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    server.use(
      graphql.mutation(ForgotPasswordDocument, () =>
        graphQLError('Too many attempts. Please try again in 15 minutes.', 'RATE_LIMITED'),
      ),
    );
    const app = await renderApp('/forgot-password');

    await fill(app.user, screen.getByLabelText('Email'), 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();

    server.use(graphql.mutation(ForgotPasswordDocument, () => HttpResponse.error()));
    await app.user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(ERRORS.forgotPassword)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});
