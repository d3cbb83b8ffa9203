import { ACCOUNT_MESSAGES, SUCCESS } from '@postpilot/common';
import { useTestApp } from '../../../../test/support/app';
import { registerUser } from '../../../../test/support/factories';

const app = useTestApp();

const ME = `{ me { firstName lastName jobTitle email timezone emailNotifications contentApprovalRequired postingFrequency } }`;

describe('account mutations through GraphQL', () => {
  it('updates the profile and settings; a new login reads them back', async () => {
    const user = await registerUser(app);
    const profile = await app.graphql(
      `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName jobTitle email } }`,
      {
        input: {
          firstName: 'Margaret',
          lastName: 'Hamilton',
          jobTitle: 'Director of Software Engineering',
        },
      },
      user.token,
    );
    expect(profile.errors).toBeUndefined();
    const settings = await app.graphql(
      `mutation ($input: UpdateSettingsInput!) { updateSettings(input: $input) { timezone } }`,
      {
        input: {
          timezone: 'Asia/Tokyo',
          emailNotifications: false,
          contentApprovalRequired: false,
          postingFrequency: 'weekly',
          language: null,
        },
      },
      user.token,
    );
    expect(settings.errors).toBeUndefined();

    const login = await app.graphql<{ login: { token: string } }>(
      `mutation ($input: LoginInput!) { login(input: $input) { token } }`,
      { input: { email: user.email, password: user.password } },
    );
    const me = await app.graphql<{ me: unknown }>(ME, {}, login.data!.login.token);
    expect(me.data?.me).toEqual({
      firstName: 'Margaret',
      lastName: 'Hamilton',
      jobTitle: 'Director of Software Engineering',
      email: user.email,
      timezone: 'Asia/Tokyo',
      emailNotifications: false,
      contentApprovalRequired: false,
      postingFrequency: 'weekly',
    });
  });

  it('changes the password with a new token, refusing a wrong current one as bad input', async () => {
    const user = await registerUser(app);
    const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
    const wrong = await app.graphql(
      CHANGE,
      { input: { currentPassword: 'Wrong1234', newPassword: 'Another2026' } },
      user.token,
    );
    expect(wrong.errors?.[0]).toMatchObject({
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      extensions: { code: 'BAD_USER_INPUT', subCode: 'WRONG_PASSWORD' },
    });
    const ok = await app.graphql<{ changePassword: { token: string } }>(
      CHANGE,
      { input: { currentPassword: user.password, newPassword: 'Another2026' } },
      user.token,
    );
    expect((await app.graphql(ME, {}, user.token)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await app.graphql(ME, {}, ok.data!.changePassword.token)).errors).toBeUndefined();
  });

  it('deletes the account with its password', async () => {
    const user = await registerUser(app);
    const res = await app.graphql<{ deleteAccount: unknown }>(
      `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { success message } }`,
      { input: { password: user.password } },
      user.token,
    );
    expect(res.data?.deleteAccount).toEqual({ success: true, message: SUCCESS.accountDeleted });
    expect((await app.graphql(ME, {}, user.token)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses every account mutation without a session', async () => {
    const res = await app.graphql(`mutation { updateSettings(input: { language: "fr" }) { id } }`);
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
