import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import {
  ACCOUNT_MESSAGES,
  CONFIRMATIONS,
  WRITER_MESSAGES,
  ERRORS,
  SUCCESS,
  TOKEN_STORAGE_KEY,
  VALIDATION,
} from '@postpilot/common';
import {
  ApprovalWriterDocument,
  ChangePasswordDocument,
  DeleteAccountDocument,
  MoveOffSchedulePostsDocument,
  OffSchedulePostsDocument,
  UpdateSettingsDocument,
  type ChangePasswordMutationVariables,
  type DeleteAccountMutationVariables,
  type UpdateSettingsMutationVariables,
} from '../../../gql/graphql';
import { graphQLError, makeUser, meReturns, type TestUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';
import {
  connected,
  connectionReturns,
  makeConnection,
} from '../../linkedin/__tests__/linkedInFixtures';

type App = Awaited<ReturnType<typeof renderApp>>;

const EMAIL_NOTE = 'Email cannot be changed. Contact support if needed.';

/** An onboarded user (the only stage /settings admits). */
const storedUser = (overrides: Partial<TestUser> = {}) =>
  makeUser({ isEmailVerified: true, hasCompletedOnboarding: true, ...overrides });

async function openSettings(
  user: TestUser = storedUser(),
  route = '/settings',
  writerSource = 'user',
) {
  // The LinkedIn tab reads the connection itself; it agrees with the user's flag here.
  server.use(
    meReturns(user),
    connectionReturns(user.linkedInConnected ? connected() : makeConnection()),
    // No post is off the schedule's slots unless a test says otherwise.
    graphql.query(OffSchedulePostsDocument, () =>
      HttpResponse.json({ data: { offSchedulePosts: [] } }),
    ),
    graphql.query(ApprovalWriterDocument, () =>
      HttpResponse.json({ data: { writer: { source: writerSource } } }),
    ),
  );
  const app = await renderApp(route, { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return app;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => within(screen.getByRole('tabpanel'));
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });
const fullName = () => screen.getByRole('textbox', { name: /Full name/ });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(name) });
const settingSwitch = (name: string) => screen.getByRole('switch', { name: new RegExp(name) });
const postingTime = () => screen.getByLabelText('Default posting time');

async function openTab(app: App, name: string) {
  await app.user.click(tab(name));
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');
}

async function choose(app: App, selectName: string, option: string) {
  await app.user.click(select(selectName));
  await app.user.click(screen.getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function replace(app: App, input: HTMLElement, text: string) {
  await app.user.clear(input);
  if (text) await app.user.paste(text);
}

/** The server's answer to UpdateSettings: the stored user with the settings applied. */
function settingsSaved(base: TestUser, { input }: UpdateSettingsMutationVariables): Response {
  const [firstName, ...rest] = (input.name ?? base.name).split(' ');
  const applied = Object.fromEntries(
    Object.entries(input).filter(([key]) => key !== 'name'),
  ) as Partial<TestUser>;
  return HttpResponse.json({
    data: {
      updateSettings: {
        ...base,
        ...applied,
        firstName,
        lastName: rest.join(' '),
        name: input.name ?? base.name,
      },
    },
  });
}

function captureSettings(answer: (variables: UpdateSettingsMutationVariables) => Response) {
  const sent: UpdateSettingsMutationVariables[] = [];
  server.use(
    graphql.mutation(UpdateSettingsDocument, ({ variables }) => {
      sent.push(variables);
      return answer(variables);
    }),
  );
  return sent;
}

/** The default user's settings, as one save sends them when nothing was changed. */
const STORED_INPUT = {
  name: 'Ada Lovelace',
  timezone: 'UTC',
  language: 'en',
  emailNotifications: true,
  pushNotifications: true,
  autoPostEnabled: false,
  contentApprovalRequired: true,
  defaultPostingTime: '09:00',
  postingFrequency: 'daily',
};

describe('SettingsPage', () => {
  it('loads the stored values into every tab, a stored false staying false', async () => {
    const app = await openSettings(
      storedUser({
        firstName: 'Ada',
        lastName: 'King',
        timezone: 'America/Chicago',
        language: 'fr',
        emailNotifications: false,
        pushNotifications: true,
        autoPostEnabled: true,
        contentApprovalRequired: false,
        linkedInConnected: true,
        defaultPostingTime: '07:30',
        postingFrequency: 'weekly',
      }),
    );

    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((item) => item.textContent)).toEqual([
      'Account',
      'Notifications',
      'LinkedIn',
      'Scheduling',
      'AI writer',
      'Voice',
      'Security',
    ]);
    expect(fullName()).toHaveValue('Ada King');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(EMAIL_NOTE);
    expect(select('Time zone')).toHaveTextContent('Central Time');
    expect(select('Language')).toHaveTextContent('Français');

    await openTab(app, 'Notifications');
    expect(app.router.state.location.search).toBe('?tab=notifications');
    expect(settingSwitch('Email notifications')).not.toBeChecked();
    // jsdom has no Web Push: the push switch shows this browser, which cannot receive it
    // (PushNotifications.test.tsx is about browsers that can).
    expect(settingSwitch('Push notifications')).not.toBeChecked();
    expect(settingSwitch('Push notifications')).toBeDisabled();

    await openTab(app, 'LinkedIn');
    expect(await panel().findByText('Connected')).toBeInTheDocument();
    expect(settingSwitch('Auto-post')).toBeChecked();
    expect(settingSwitch('Content approval')).not.toBeChecked();
    // The user's own AI writes: the switch decides, and nothing says otherwise.
    expect(panel().queryByText(WRITER_MESSAGES.builtInAlwaysApproved)).not.toBeInTheDocument();

    await openTab(app, 'Scheduling');
    expect(postingTime()).toHaveValue('07:30');
    expect(select('Posting frequency')).toHaveTextContent('Weekly');
  });

  it("says the built-in writer's posts wait for approval whatever the switch says", async () => {
    const app = await openSettings(
      storedUser({ contentApprovalRequired: false }),
      '/settings?tab=linkedin',
      'builtin',
    );
    expect(tab('LinkedIn')).toHaveAttribute('aria-selected', 'true');
    expect(await panel().findByText(WRITER_MESSAGES.builtInAlwaysApproved)).toBeInTheDocument();
    expect(settingSwitch('Content approval')).not.toBeChecked();
    await openTab(app, 'Account');
  });

  it('saves the edits made on several tabs with one Save Changes', async () => {
    const stored = storedUser();
    let release: () => void = () => undefined;
    const sent: UpdateSettingsMutationVariables[] = [];
    server.use(
      graphql.mutation(UpdateSettingsDocument, async ({ variables }) => {
        sent.push(variables);
        await new Promise<void>((resolve) => (release = resolve));
        return settingsSaved(stored, variables);
      }),
    );
    const app = await openSettings(stored);

    await replace(app, fullName(), '  Augusta King  ');
    await choose(app, 'Time zone', 'Pacific Time');
    await choose(app, 'Language', 'Deutsch');
    await openTab(app, 'Notifications');
    await app.user.click(settingSwitch('Email notifications'));
    await openTab(app, 'LinkedIn');
    expect(await panel().findByText('Not Connected')).toBeInTheDocument();
    await app.user.click(settingSwitch('Auto-post'));
    await app.user.click(settingSwitch('Content approval'));
    await openTab(app, 'Scheduling');
    await replace(app, postingTime(), '18:45');
    await choose(app, 'Posting frequency', 'Weekly');
    // Nothing is saved before Save Changes.
    expect(sent).toHaveLength(0);

    await app.user.click(saveButton());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();

    expect(await screen.findByText(SUCCESS.settings)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          name: 'Augusta King',
          timezone: 'America/Los_Angeles',
          language: 'de',
          emailNotifications: false,
          pushNotifications: true,
          autoPostEnabled: true,
          contentApprovalRequired: false,
          defaultPostingTime: '18:45',
          postingFrequency: 'weekly',
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // The saved values stay in the form, and the nav bar follows the new name.
    expect(postingTime()).toHaveValue('18:45');
    await openTab(app, 'Account');
    expect(fullName()).toHaveValue('Augusta King');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Augusta/ }),
    ).toBeInTheDocument();
  });

  it('offers to move the posts a new time zone leaves off the posting times', async () => {
    const stored = storedUser({ timezone: 'Europe/London' });
    captureSettings((variables) => settingsSaved(stored, variables));
    const app = await openSettings(stored);
    // A post placed at a time of its own before the change is not asked about; the one the
    // new zone leaves behind is.
    // As the server sends them (with __typename, which the generated type leaves out).
    const placed = {
      __typename: 'Post' as const,
      id: 'placed',
      content: 'At a time I chose',
      status: 'scheduled' as const,
      scheduledTime: '2030-01-08T15:00:00.000Z',
    };
    const leftBehind = {
      ...placed,
      id: 'left',
      content: 'Written for 9 AM in London',
      scheduledTime: '2030-01-07T09:00:00.000Z',
    };
    let saved = false;
    const moves: unknown[] = [];
    server.use(
      graphql.query(OffSchedulePostsDocument, () =>
        HttpResponse.json({
          data: { offSchedulePosts: saved ? [leftBehind, placed] : [placed] },
        }),
      ),
      graphql.mutation(UpdateSettingsDocument, ({ variables }) => {
        saved = true;
        return settingsSaved(stored, variables);
      }),
      graphql.mutation(MoveOffSchedulePostsDocument, ({ variables }) => {
        moves.push(variables.ids);
        return HttpResponse.json({
          data: {
            moveOffSchedulePosts: [{ ...leftBehind, scheduledTime: '2030-01-07T00:00:00.000Z' }],
          },
        });
      }),
    );

    await choose(app, 'Time zone', 'Asia/Tokyo');
    await app.user.click(saveButton());
    expect(await screen.findByText(SUCCESS.settings)).toBeInTheDocument();

    const notice = within(
      await screen.findByRole('region', { name: 'Posts off the new posting times' }),
    );
    expect(
      notice.getByText('1 upcoming post is not at your new posting times'),
    ).toBeInTheDocument();
    expect(notice.getByText(/Written for 9 AM in London/)).toBeInTheDocument();
    expect(notice.queryByText(/At a time I chose/)).not.toBeInTheDocument();

    await app.user.click(
      notice.getByRole('button', { name: 'Move them to the new posting times' }),
    );
    expect(await screen.findByText(/^Moved 1 post to the new posting times/)).toBeInTheDocument();
    expect(moves).toEqual([['left']]);
  });

  it("opens the tab named in ?tab= and sends the posting time and the schedule's frequency", async () => {
    const stored = storedUser();
    const sent = captureSettings((variables) => settingsSaved(stored, variables));
    const app = await openSettings(stored, '/settings?tab=scheduling');

    expect(tab('Scheduling')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Account')).toHaveAttribute('aria-selected', 'false');
    expect(panel().getByRole('heading', { name: 'Scheduling' })).toBeInTheDocument();
    expect(postingTime()).toHaveValue('09:00');
    expect(select('Posting frequency')).toHaveTextContent('Daily');
    // The schedule's options, the same as on the Schedule page.
    await app.user.click(select('Posting frequency'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Daily',
      'Weekly',
      'Custom',
    ]);
    await app.user.click(screen.getByRole('option', { name: 'Daily' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await replace(app, postingTime(), '06:15');
    await choose(app, 'Posting frequency', 'Custom');
    // The days of a custom frequency are chosen on the Schedule page.
    expect(select('Posting frequency')).toHaveAccessibleDescription(
      /^On the days you choose on the Schedule page/,
    );
    expect(panel().getByRole('link', { name: 'Schedule page' })).toHaveAttribute(
      'href',
      '/schedule',
    );
    await app.user.click(saveButton());

    expect(await screen.findByText(SUCCESS.settings)).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { ...STORED_INPUT, defaultPostingTime: '06:15', postingFrequency: 'custom' } },
    ]);
  });

  it('requires the full name, opening the Account tab when saved from another tab', async () => {
    const sent = captureSettings((variables) => settingsSaved(storedUser(), variables));
    const app = await openSettings();

    await replace(app, fullName(), '   ');
    await openTab(app, 'LinkedIn');
    await app.user.click(saveButton());

    await waitFor(() => expect(tab('Account')).toHaveAttribute('aria-selected', 'true'));
    expect(app.router.state.location.search).toBe('?tab=account');
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeInTheDocument();
    expect(fullName()).toHaveAccessibleDescription(VALIDATION.nameRequired);
    expect(sent).toHaveLength(0);
    expect(screen.queryByText(SUCCESS.settings)).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to update settings' without one", async () => {
    captureSettings(() => graphQLError('Settings are read-only during maintenance', 'FORBIDDEN'));
    const app = await openSettings();

    await app.user.click(saveButton());
    expect(
      await screen.findByText('Settings are read-only during maintenance'),
    ).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS.settings)).not.toBeInTheDocument();

    server.use(graphql.mutation(UpdateSettingsDocument, () => HttpResponse.error()));
    await app.user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(ERRORS.settings)).toBeInTheDocument();
    expect(app.pathname()).toBe('/settings');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
  });

  it('opens the tab of a field the server refused and shows the error under it', async () => {
    captureSettings(() =>
      graphQLError('Validation failed', 'BAD_USER_INPUT', {
        errors: [{ field: 'defaultPostingTime', message: 'Use a 24-hour time such as 09:00' }],
      }),
    );
    const app = await openSettings();

    await app.user.click(saveButton());

    await waitFor(() => expect(tab('Scheduling')).toHaveAttribute('aria-selected', 'true'));
    expect(postingTime()).toHaveAccessibleDescription('Use a 24-hour time such as 09:00');
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
  });

  it('shows a stored time zone that is not listed, and leaves it out of the save', async () => {
    const stored = storedUser({ timezone: 'Europe/Madrid' });
    const sent = captureSettings((variables) => settingsSaved(stored, variables));
    const app = await openSettings(stored);

    expect(select('Time zone')).toHaveTextContent('Europe/Madrid');
    await app.user.click(select('Time zone'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Europe/Madrid',
      'UTC',
      'Eastern Time',
      'Central Time',
      'Mountain Time',
      'Pacific Time',
      'Europe/London',
      'Europe/Paris',
      'Asia/Tokyo',
    ]);
    expect(screen.getByRole('option', { name: 'Europe/Madrid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await replace(app, fullName(), 'Ada King');
    await app.user.click(saveButton());

    expect(await screen.findByText(SUCCESS.settings)).toBeInTheDocument();
    const { timezone, ...rest } = STORED_INPUT;
    expect(timezone).toBe('UTC');
    expect(sent).toEqual([{ input: { ...rest, name: 'Ada King' } }]);
    expect(sent[0].input).not.toHaveProperty('timezone');
  });

  describe('Security: change password', () => {
    const currentPassword = () => screen.getByLabelText('Current password');
    const newPassword = () => screen.getByLabelText('New password');
    const confirmPassword = () => screen.getByLabelText('Confirm new password');

    async function fillPasswords(app: App, current: string, next: string, confirm: string) {
      await replace(app, currentPassword(), current);
      await replace(app, newPassword(), next);
      await replace(app, confirmPassword(), confirm);
      await app.user.click(screen.getByRole('button', { name: 'Update Password' }));
    }

    function capturePasswordChanges(answer: () => Response | Promise<Response>) {
      const sent: ChangePasswordMutationVariables[] = [];
      server.use(
        graphql.mutation(ChangePasswordDocument, ({ variables }) => {
          sent.push(variables);
          return answer();
        }),
      );
      return sent;
    }

    it('refuses a confirmation that does not match, sending nothing', async () => {
      const sent = capturePasswordChanges(() =>
        HttpResponse.json({ data: { changePassword: { token: 'jwt-new', user: storedUser() } } }),
      );
      const app = await openSettings(storedUser(), '/settings?tab=security');

      await fillPasswords(app, 'OldPass123', 'NewPass123', 'NewPass124');

      expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
      expect(confirmPassword()).toHaveAccessibleDescription(VALIDATION.passwordsDoNotMatch);
      expect(sent).toHaveLength(0);
    });

    it('shows a wrong current password under its field', async () => {
      capturePasswordChanges(() =>
        graphQLError(ACCOUNT_MESSAGES.currentPasswordWrong, 'BAD_USER_INPUT', {
          errors: [{ field: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }],
        }),
      );
      const app = await openSettings(storedUser(), '/settings?tab=security');

      await fillPasswords(app, 'WrongPass1', 'NewPass123', 'NewPass123');

      await waitFor(() =>
        expect(currentPassword()).toHaveAccessibleDescription(
          ACCOUNT_MESSAGES.currentPasswordWrong,
        ),
      );
      expect(currentPassword()).toHaveAttribute('aria-invalid', 'true');
      expect(currentPassword()).toHaveValue('WrongPass1');
      expect(screen.queryByText(ACCOUNT_MESSAGES.passwordChanged)).not.toBeInTheDocument();
      // A wrong password is a mistake in the form, not an expired session.
      expect(screen.queryByText(ERRORS.sessionExpired)).not.toBeInTheDocument();
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
      expect(app.pathname()).toBe('/settings');
    });

    it('stores the new token, confirms the change and clears the form', async () => {
      let release: () => void = () => undefined;
      const sent = capturePasswordChanges(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({
          data: { changePassword: { token: 'jwt-new', user: storedUser() } },
        });
      });
      const app = await openSettings(storedUser(), '/settings?tab=security');

      await fillPasswords(app, 'OldPass123', 'NewPass123', 'NewPass123');
      expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
      release();

      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
      expect(sent).toEqual([
        { input: { currentPassword: 'OldPass123', newPassword: 'NewPass123' } },
      ]);
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
      await waitFor(() => expect(currentPassword()).toHaveValue(''));
      expect(newPassword()).toHaveValue('');
      expect(confirmPassword()).toHaveValue('');

      // Later requests carry the new token.
      const authorizations: (string | null)[] = [];
      server.use(
        graphql.mutation(UpdateSettingsDocument, ({ request, variables }) => {
          authorizations.push(request.headers.get('authorization'));
          return settingsSaved(storedUser(), variables);
        }),
      );
      await openTab(app, 'Account');
      await app.user.click(saveButton());
      expect(await screen.findByText(SUCCESS.settings)).toBeInTheDocument();
      expect(authorizations).toEqual(['Bearer jwt-new']);
    });
  });

  describe('Security: delete account', () => {
    const dialog = () => screen.getByRole('dialog', { name: 'Delete Account' });

    async function openDeleteDialog() {
      const app = await openSettings(storedUser(), '/settings?tab=security');
      await app.user.click(screen.getByRole('button', { name: 'Delete Account' }));
      return app;
    }

    function captureDeletions(answer: () => Response) {
      const sent: DeleteAccountMutationVariables[] = [];
      server.use(
        graphql.mutation(DeleteAccountDocument, ({ variables }) => {
          sent.push(variables);
          return answer();
        }),
      );
      return sent;
    }

    const deleted = () =>
      HttpResponse.json({
        data: { deleteAccount: { success: true, message: SUCCESS.accountDeleted } },
      });

    it('asks to confirm with the password, then deletes, signs out and goes home', async () => {
      const sent = captureDeletions(deleted);
      const app = await openDeleteDialog();

      expect(dialog()).toHaveAccessibleDescription(CONFIRMATIONS.deleteAccount);
      expect(
        within(dialog()).getByText(
          'Are you sure you want to delete your account? This action cannot be undone.',
        ),
      ).toBeInTheDocument();
      const password = within(dialog()).getByLabelText(/Password/);
      expect(password).toHaveFocus();

      await app.user.click(within(dialog()).getByRole('button', { name: 'Delete Account' }));
      expect(await within(dialog()).findByText(VALIDATION.passwordRequired)).toBeInTheDocument();
      expect(sent).toHaveLength(0);

      await fill(app.user, password, 'Secret123');
      await app.user.click(within(dialog()).getByRole('button', { name: 'Delete Account' }));

      expect(await screen.findByText(SUCCESS.accountDeleted)).toBeInTheDocument();
      expect(sent).toEqual([{ input: { password: 'Secret123' } }]);
      // Home, the landing page: the signed-out session must not bounce on to /login.
      expect(
        await screen.findByRole('heading', { level: 1, name: /Your LinkedIn presence/ }),
      ).toBeInTheDocument();
      expect(app.pathname()).toBe('/');
      expect(app.visited).toEqual(['/settings', '/']);
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // Signed out: the nav bar offers Sign In again.
      expect(
        within(screen.getByRole('banner')).getAllByRole('link', { name: 'Sign In' }).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByText(ERRORS.sessionExpired)).not.toBeInTheDocument();
    });

    it('sends on Enter, shows a wrong password under the field and keeps the dialog open', async () => {
      const sent = captureDeletions(() =>
        graphQLError(ACCOUNT_MESSAGES.passwordWrong, 'BAD_USER_INPUT', {
          errors: [{ field: 'password', message: ACCOUNT_MESSAGES.passwordWrong }],
        }),
      );
      const app = await openDeleteDialog();

      await fill(app.user, within(dialog()).getByLabelText(/Password/), 'NotMine123');
      // Enter in the field confirms, as the button does.
      await app.user.keyboard('{Enter}');

      await waitFor(() =>
        expect(within(dialog()).getByLabelText(/Password/)).toHaveAccessibleDescription(
          ACCOUNT_MESSAGES.passwordWrong,
        ),
      );
      expect(dialog()).toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Delete Account' })).toBeEnabled();
      expect(screen.queryByText(SUCCESS.accountDeleted)).not.toBeInTheDocument();
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
      expect(app.pathname()).toBe('/settings');
      expect(sent).toEqual([{ input: { password: 'NotMine123' } }]);
    });

    it("closes on Cancel without deleting, and says 'Failed to delete account' on a failure", async () => {
      const sent = captureDeletions(() => HttpResponse.error());
      const app = await openDeleteDialog();

      await fill(app.user, within(dialog()).getByLabelText(/Password/), 'Secret123');
      await app.user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toHaveLength(0);

      await app.user.click(screen.getByRole('button', { name: 'Delete Account' }));
      // Opened again, it starts empty.
      expect(within(dialog()).getByLabelText(/Password/)).toHaveValue('');
      await fill(app.user, within(dialog()).getByLabelText(/Password/), 'Secret123');
      await app.user.click(within(dialog()).getByRole('button', { name: 'Delete Account' }));

      expect(await screen.findByText(ERRORS.deleteAccount)).toBeInTheDocument();
      expect(sent).toHaveLength(1);
      expect(dialog()).toBeInTheDocument();
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt');
    });
  });
});
