import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import {
  AVATAR_MAX_BYTES,
  ERRORS,
  SUCCESS,
  TOKEN_STORAGE_KEY,
  VALIDATION,
} from '@postpilot/common';
import { UpdateProfileDocument, type UpdateProfileMutationVariables } from '../../../gql/graphql';
import { graphQLError, makeUser, meReturns, type TestUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { server } from '../../../../test/server';

type App = Awaited<ReturnType<typeof renderApp>>;

const EMAIL_NOTE = 'Email cannot be changed. Contact support if needed.';
const AVATAR_URL = '*/api/user/avatar';

/** An onboarded user (the only stage /profile admits) with a filled-in profile. */
const storedUser = (overrides: Partial<TestUser> = {}) =>
  makeUser({
    isEmailVerified: true,
    hasCompletedOnboarding: true,
    jobTitle: 'Mathematician',
    company: 'Analytical Engines',
    location: 'London',
    website: 'ada.dev',
    phone: '+44 20 7946 0000',
    bio: 'Wrote the first program.',
    createdAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  });

async function openProfile(user: TestUser = storedUser()) {
  server.use(meReturns(user));
  const app = await renderApp('/profile', { token: 'jwt' });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return app;
}

const main = () => within(screen.getByRole('main'));
const personalInformation = () =>
  within(screen.getByRole('region', { name: 'Personal Information' }));
const accountInformation = () =>
  within(screen.getByRole('region', { name: 'Account Information' }));

/** The value shown for a label in view mode (a <dt>/<dd> pair). */
function detail(label: string) {
  const term = personalInformation().getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function startEditing(app: App) {
  await app.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return field(/First name/);
}

/** Clears a field and pastes the text in (typing long texts into MUI fields is slow). */
async function replace(app: App, input: HTMLElement, text: string) {
  await app.user.clear(input);
  if (text) await app.user.paste(text);
}

function captureUpdates(answer: (variables: UpdateProfileMutationVariables) => Response) {
  const sent: UpdateProfileMutationVariables[] = [];
  server.use(
    graphql.mutation(UpdateProfileDocument, ({ variables }) => {
      sent.push(variables);
      return answer(variables);
    }),
  );
  return sent;
}

/** The server's answer to an update: the stored user with the input applied. */
const savedAs =
  (base: TestUser) =>
  ({ input }: UpdateProfileMutationVariables): Response =>
    HttpResponse.json({
      data: {
        updateProfile: {
          ...base,
          ...input,
          name: `${input.firstName} ${input.lastName}`,
        },
      },
    });

/**
 * A file as the browser hands it over. Node's File, not jsdom's: the app's FormData and fetch are
 * Node's here (jest-fixed-jsdom), and Node's FormData takes only its own Blobs as file parts.
 */
const imageFile = (bytes: Uint8Array, name: string, type = 'image/png') =>
  new NodeFile([bytes], name, { type }) as unknown as File;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (name = 'me.png') => imageFile(new Uint8Array(PNG_SIGNATURE), name);

interface AvatarRequest {
  authorization: string | null;
  avatar: FormDataEntryValue | null;
  bytes: number[] | null;
}

function captureAvatarUploads(answer: () => Response | Promise<Response>) {
  const sent: AvatarRequest[] = [];
  server.use(
    http.post(AVATAR_URL, async ({ request }) => {
      const form = await request.formData();
      const avatar = form.get('avatar');
      sent.push({
        authorization: request.headers.get('authorization'),
        avatar,
        bytes:
          avatar && typeof avatar !== 'string'
            ? [...new Uint8Array(await avatar.arrayBuffer())]
            : null,
      });
      return answer();
    }),
  );
  return sent;
}

describe('ProfilePage', () => {
  it('shows the stored profile and the Account Information card in view mode', async () => {
    await openProfile();

    expect(detail('First name')).toHaveTextContent('Ada');
    expect(detail('Last name')).toHaveTextContent('Lovelace');
    expect(detail('Email')).toHaveTextContent('ada@example.com');
    expect(detail('Phone')).toHaveTextContent('+44 20 7946 0000');
    expect(detail('Job title')).toHaveTextContent('Mathematician');
    expect(detail('Company')).toHaveTextContent('Analytical Engines');
    expect(detail('Location')).toHaveTextContent('London');
    expect(detail('Bio')).toHaveTextContent('Wrote the first program.');
    expect(personalInformation().getByRole('link', { name: 'ada.dev' })).toHaveAttribute(
      'href',
      'https://ada.dev',
    );
    // View mode: nothing to type into.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(main().getByText('Mathematician at Analytical Engines')).toBeInTheDocument();

    const info = accountInformation();
    expect(info.getByText('Verified')).toBeInTheDocument();
    expect(info.queryByText('Not Verified')).not.toBeInTheDocument();
    expect(info.getByText('Not Connected')).toBeInTheDocument();
    expect(info.getByText('March 5, 2024')).toBeInTheDocument();
  });

  it('says Connected when LinkedIn is connected, and marks fields never filled in', async () => {
    await openProfile(
      storedUser({ linkedInConnected: true, phone: null, bio: null, website: null }),
    );

    const info = accountInformation();
    expect(info.getByText('Connected')).toBeInTheDocument();
    expect(info.queryByText('Not Connected')).not.toBeInTheDocument();
    expect(detail('Phone')).toHaveTextContent('—');
    expect(detail('Bio')).toHaveTextContent('—');
    expect(detail('Website')).toHaveTextContent('—');
    expect(personalInformation().queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the profile picture when there is one', async () => {
    await openProfile(storedUser({ profilePicture: 'https://cdn.example.com/ada.webp' }));

    expect(main().getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ada.webp',
    );
    expect(main().queryByText('A', { exact: true })).not.toBeInTheDocument();
  });

  it.each([
    ['the first name', { firstName: 'grace', email: 'hopper@example.com' }, 'G'],
    ['the e-mail without a first name', { firstName: '', email: 'zoe@example.com' }, 'Z'],
    ['U without a first name or an e-mail', { firstName: '', email: '' }, 'U'],
  ])("stands in for a missing picture with %s's initial", async (_, overrides, initial) => {
    await openProfile(storedUser({ profilePicture: null, ...overrides }));

    expect(main().queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(main().getByText(initial, { exact: true })).toBeInTheDocument();
  });

  it('opens editable fields with the stored values and a read-only e-mail', async () => {
    const app = await openProfile();
    await startEditing(app);

    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(field(/First name/)).toHaveValue('Ada');
    expect(field(/First name/)).toBeEnabled();
    expect(field(/Last name/)).toHaveValue('Lovelace');
    expect(field('Phone')).toHaveValue('+44 20 7946 0000');
    expect(field('Job title')).toHaveValue('Mathematician');
    expect(field('Company')).toHaveValue('Analytical Engines');
    expect(field('Location')).toHaveValue('London');
    expect(field('Website')).toHaveValue('ada.dev');
    expect(field('Bio')).toHaveValue('Wrote the first program.');

    const email = field('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(EMAIL_NOTE);
    expect(screen.getByText(EMAIL_NOTE)).toBeVisible();
    // In edit mode a new picture can be chosen.
    expect(screen.getByLabelText('Change photo')).toHaveAttribute('type', 'file');
  });

  it('checks both names and sends nothing while they are invalid', async () => {
    const sent = captureUpdates(savedAs(storedUser()));
    const app = await openProfile();
    await startEditing(app);

    await replace(app, field(/First name/), '');
    await replace(app, field(/Last name/), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(VALIDATION.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastNameRequired)).toBeInTheDocument();

    await replace(app, field(/First name/), 'A');
    await replace(app, field(/Last name/), ' L ');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(VALIDATION.firstNameMin)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.lastNameMin)).toBeInTheDocument();
    expect(field(/First name/)).toHaveAccessibleDescription(VALIDATION.firstNameMin);
    expect(field(/Last name/)).toHaveAccessibleDescription(VALIDATION.lastNameMin);

    expect(sent).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('saves the trimmed fields, empty ones as null, and returns to view mode', async () => {
    const stored = storedUser();
    let release: () => void = () => undefined;
    const sent: UpdateProfileMutationVariables[] = [];
    server.use(
      graphql.mutation(UpdateProfileDocument, async ({ variables }) => {
        sent.push(variables);
        await new Promise<void>((resolve) => (release = resolve));
        return savedAs(stored)(variables);
      }),
    );
    const app = await openProfile(stored);
    await startEditing(app);

    await replace(app, field(/First name/), '  Augusta ');
    await replace(app, field(/Last name/), 'King ');
    await replace(app, field('Job title'), ' Countess of Lovelace ');
    await replace(app, field('Company'), '');
    await replace(app, field('Location'), '   ');
    await replace(app, field('Website'), 'https://ada.example.org');
    await replace(app, field('Phone'), '');
    await replace(app, field('Bio'), ' Poetical science. ');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText(SUCCESS.profile)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          firstName: 'Augusta',
          lastName: 'King',
          jobTitle: 'Countess of Lovelace',
          company: null,
          bio: 'Poetical science.',
          location: null,
          website: 'https://ada.example.org',
          phone: null,
        },
      },
    ]);

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(detail('First name')).toHaveTextContent('Augusta');
    expect(detail('Last name')).toHaveTextContent('King');
    expect(detail('Job title')).toHaveTextContent('Countess of Lovelace');
    expect(detail('Company')).toHaveTextContent('—');
    expect(detail('Location')).toHaveTextContent('—');
    expect(detail('Phone')).toHaveTextContent('—');
    expect(detail('Bio')).toHaveTextContent('Poetical science.');
    expect(
      personalInformation().getByRole('link', { name: 'https://ada.example.org' }),
    ).toBeVisible();
    // The returned user reached the session: the nav bar's profile link follows the new name.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /Augusta/ }),
    ).toBeInTheDocument();
  });

  it('throws the edits away on Cancel and starts again from the stored values', async () => {
    const sent = captureUpdates(savedAs(storedUser()));
    const app = await openProfile();
    await startEditing(app);

    await replace(app, field(/First name/), 'Changed');
    await replace(app, field('Company'), 'Somewhere else');
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(detail('First name')).toHaveTextContent('Ada');
    expect(detail('Company')).toHaveTextContent('Analytical Engines');

    await startEditing(app);
    expect(field(/First name/)).toHaveValue('Ada');
    expect(field('Company')).toHaveValue('Analytical Engines');
    expect(sent).toHaveLength(0);
  });

  it("shows the server's field error under its field and stays in edit mode", async () => {
    captureUpdates(() =>
      graphQLError('Validation failed', 'BAD_USER_INPUT', {
        errors: [{ field: 'website', message: 'Must be at most 500 characters' }],
      }),
    );
    const app = await openProfile();
    await startEditing(app);
    await replace(app, field('Website'), 'https://ada.example.org/long');
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(field('Website')).toHaveAccessibleDescription('Must be at most 500 characters'),
    );
    expect(field('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByText(SUCCESS.profile)).not.toBeInTheDocument();
  });

  it("falls back to 'Profile update failed' when the server gives no message", async () => {
    server.use(graphql.mutation(UpdateProfileDocument, () => HttpResponse.error()));
    const app = await openProfile();
    await startEditing(app);
    await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(ERRORS.profileUpdate)).toBeInTheDocument();
    expect(field(/First name/)).toHaveValue('Ada');
  });

  describe('avatar', () => {
    // jsdom has no object URLs; the page shows a chosen picture through one.
    const previews: string[] = [];
    beforeAll(() => {
      URL.createObjectURL = () => {
        previews.push(`blob:preview-${previews.length + 1}`);
        return previews[previews.length - 1];
      };
      URL.revokeObjectURL = () => undefined;
    });

    const shownPicture = () =>
      main().queryByRole('img', { name: 'Profile picture' })?.getAttribute('src') ?? null;

    it('refuses an image over 5 MB without uploading it, and Cancel clears the message', async () => {
      const sent = captureAvatarUploads(() => HttpResponse.json({ success: true }));
      const app = await openProfile();
      await startEditing(app);

      const big = imageFile(new Uint8Array(AVATAR_MAX_BYTES + 1), 'big.png');
      await app.user.upload(screen.getByLabelText('Change photo'), big);

      expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.avatarTooLarge);
      expect(screen.queryByRole('status', { name: 'Uploading profile picture' })).toBeNull();
      expect(sent).toHaveLength(0);

      await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await startEditing(app);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows a chosen picture at once and forgets it on Cancel without uploading', async () => {
      const sent = captureAvatarUploads(() => HttpResponse.json({ success: true }));
      const app = await openProfile(storedUser({ profilePicture: '/uploads/avatars/old.webp' }));
      await startEditing(app);

      await app.user.upload(screen.getByLabelText('Change photo'), pngFile('portrait.png'));
      expect(shownPicture()).toBe(previews[previews.length - 1]);
      expect(screen.getByText('The new photo is saved with your changes')).toBeInTheDocument();

      await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(shownPicture()).toBe('/uploads/avatars/old.webp');
      await startEditing(app);
      expect(shownPicture()).toBe('/uploads/avatars/old.webp');
      expect(sent).toHaveLength(0);
    });

    it('uploads the chosen PNG with the bearer token when the profile is saved', async () => {
      let release: () => void = () => undefined;
      const sent = captureAvatarUploads(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({
          success: true,
          user: { id: 'user-1', profilePicture: '/uploads/avatars/user-1.webp' },
        });
      });
      // The server answers the profile update with the picture the upload stored.
      const updates = captureUpdates(
        savedAs(storedUser({ profilePicture: '/uploads/avatars/user-1.webp' })),
      );
      const app = await openProfile();
      await startEditing(app);

      await app.user.upload(screen.getByLabelText('Change photo'), pngFile('portrait.png'));
      expect(sent).toHaveLength(0);
      await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(
        await screen.findByRole('status', { name: 'Uploading profile picture' }),
      ).toBeInTheDocument();
      release();

      expect(await screen.findByText(SUCCESS.avatar)).toBeInTheDocument();
      expect(await screen.findByText(SUCCESS.profile)).toBeInTheDocument();
      await waitFor(() => expect(shownPicture()).toBe('/uploads/avatars/user-1.webp'));
      expect(screen.queryByRole('status', { name: 'Uploading profile picture' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();

      expect(sent).toHaveLength(1);
      expect(updates).toHaveLength(1);
      expect(sent[0].authorization).toBe('Bearer jwt');
      // The chosen file itself, as the multipart part named 'avatar'.
      expect(typeof sent[0].avatar).not.toBe('string');
      expect(sent[0].avatar).toMatchObject({ name: 'portrait.png', type: 'image/png' });
      expect(sent[0].bytes).toEqual(PNG_SIGNATURE);
    });

    it("shows the server's refusal under the picture and keeps the form open", async () => {
      captureAvatarUploads(() =>
        HttpResponse.json(
          { success: false, message: 'Please choose a PNG, JPEG, WebP or GIF image' },
          { status: 400 },
        ),
      );
      const updates = captureUpdates(savedAs(storedUser()));
      const app = await openProfile();
      await startEditing(app);

      await app.user.upload(screen.getByLabelText('Change photo'), pngFile());
      await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please choose a PNG, JPEG, WebP or GIF image',
      );
      expect(screen.queryByText(SUCCESS.avatar)).not.toBeInTheDocument();
      expect(updates).toHaveLength(0);
      expect(field(/First name/)).toBeInTheDocument();
    });

    it('ends the session when the upload is refused with 401', async () => {
      captureAvatarUploads(() =>
        HttpResponse.json({ success: false, message: 'Authentication required' }, { status: 401 }),
      );
      const app = await openProfile();
      await startEditing(app);

      await app.user.upload(screen.getByLabelText('Change photo'), pngFile());
      await app.user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByText(ERRORS.sessionExpired)).toBeInTheDocument();
      await waitFor(() => expect(app.pathname()).toBe('/login'));
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    });
  });
});
