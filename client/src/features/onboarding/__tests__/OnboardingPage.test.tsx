import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { ERRORS, SUCCESS, TARGET_AUDIENCE, VALIDATION } from '@postpilot/common';
import {
  CompleteOnboardingDocument,
  type CompleteOnboardingMutationVariables,
} from '../../../gql/graphql';
import { graphQLError, makeUser, meReturns, verifiedUser } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/renderApp';
import { fill } from '../../../../test/user';
import { server } from '../../../../test/server';

type App = Awaited<ReturnType<typeof renderApp>>;

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function openOnboarding() {
  server.use(meReturns(verifiedUser()));
  const app = await renderApp('/onboarding', { token: 'jwt' });
  await screen.findByText('Step 1 of 3');
  return app;
}

async function completeAboutStep(app: App) {
  await fill(app.user, screen.getByRole('textbox', { name: /Job title/ }), 'Head of Growth');
  await fill(app.user, screen.getByRole('textbox', { name: 'Company' }), 'Northwind');
  await app.user.click(screen.getByRole('combobox', { name: /Years of experience/ }));
  await app.user.click(screen.getByRole('option', { name: '6-10 years' }));
  await fill(app.user, screen.getByRole('textbox', { name: 'Goals' }), 'Win new clients');
  await app.user.click(continueButton());
}

async function reachStyleStep(app: App) {
  await app.user.click(screen.getByRole('button', { name: 'Marketing' }));
  await app.user.click(screen.getByRole('button', { name: 'Leadership' }));
  await app.user.click(continueButton());
  await completeAboutStep(app);
  await screen.findByText('Step 3 of 3');
}

function captureOnboarding(answer: () => Response) {
  const sent: CompleteOnboardingMutationVariables[] = [];
  server.use(
    graphql.mutation(CompleteOnboardingDocument, ({ variables }) => {
      sent.push(variables);
      return answer();
    }),
  );
  return sent;
}

describe('OnboardingPage', () => {
  it('keeps Continue disabled until a niche is chosen, and shows the progress', async () => {
    const app = await openOnboarding();

    expect(screen.getByText('0% complete')).toBeInTheDocument();
    expect(screen.getByText('Select 3-5 for best results')).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();

    const marketing = screen.getByRole('button', { name: 'Marketing' });
    await app.user.click(marketing);
    expect(marketing).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton()).toBeEnabled();

    await app.user.click(marketing);
    expect(continueButton()).toBeDisabled();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(20);
  });

  it('requires a job title and an experience level on step 2, and Back keeps the answers', async () => {
    const app = await openOnboarding();
    await app.user.click(screen.getByRole('button', { name: 'Sales' }));
    await app.user.click(continueButton());

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    // Nothing is flagged before the user tries to continue.
    expect(screen.queryByText(VALIDATION.jobTitleRequired)).not.toBeInTheDocument();

    await app.user.click(continueButton());
    expect(await screen.findByText(VALIDATION.jobTitleRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.experienceRequired)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sales' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the onboarding payload and goes on to /dashboard', async () => {
    const sent = captureOnboarding(() =>
      HttpResponse.json({
        data: {
          completeOnboarding: makeUser({ isEmailVerified: true, hasCompletedOnboarding: true }),
        },
      }),
    );
    const app = await openOnboarding();
    await reachStyleStep(app);

    expect(screen.getByText('67% complete')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText(VALIDATION.toneRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await app.user.click(screen.getByRole('radio', { name: /Educational/ }));
    await app.user.click(screen.getByRole('switch', { name: /Post automatically/ }));
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByText(SUCCESS.onboarding)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          contentNiches: ['Marketing', 'Leadership'],
          personalContext:
            'Job title: Head of Growth\nCompany: Northwind\nExperience: 6-10 years\nGoals: Win new clients',
          targetAudience: TARGET_AUDIENCE,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          tone: 'educational',
          autoPostEnabled: true,
          jobTitle: 'Head of Growth',
          company: 'Northwind',
        },
      },
    ]);
    await waitFor(() => expect(app.visited).toContain('/dashboard'));
    // The returned user reached the session: the main-area links are now shown.
    const nav = screen.getByRole('banner');
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("reads 'Setting up...' while the request is on its way", async () => {
    let answer: () => void = () => undefined;
    server.use(
      graphql.mutation(CompleteOnboardingDocument, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({
          data: {
            completeOnboarding: makeUser({ isEmailVerified: true, hasCompletedOnboarding: true }),
          },
        });
      }),
    );
    const app = await openOnboarding();
    await reachStyleStep(app);
    await app.user.click(screen.getByRole('radio', { name: /Professional/ }));
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(await screen.findByRole('button', { name: 'Setting up...' })).toBeDisabled();
    answer();
    expect(await screen.findByText(SUCCESS.onboarding)).toBeInTheDocument();
  });

  it("lists the server's field errors as 'Validation errors: field: message, ...'", async () => {
    captureOnboarding(() =>
      graphQLError('Validation failed', 'BAD_USER_INPUT', {
        errors: [
          { field: 'timezone', message: 'Unknown time zone: Mars/Base' },
          { field: 'personalContext', message: 'Job title is required' },
        ],
      }),
    );
    const app = await openOnboarding();
    await reachStyleStep(app);
    await app.user.click(screen.getByRole('radio', { name: /Casual/ }));
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));

    expect(
      await screen.findByText(
        'Validation errors: timezone: Unknown time zone: Mars/Base, personalContext: Job title is required',
      ),
    ).toBeInTheDocument();
    expect(app.pathname()).toBe('/onboarding');
  });

  it("shows other errors' message, or 'Onboarding failed' without one", async () => {
    captureOnboarding(() => graphQLError('Your email is not verified yet', 'FORBIDDEN'));
    const app = await openOnboarding();
    await reachStyleStep(app);
    await app.user.click(screen.getByRole('radio', { name: /Humorous/ }));
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Your email is not verified yet')).toBeInTheDocument();

    server.use(graphql.mutation(CompleteOnboardingDocument, () => HttpResponse.error()));
    await app.user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText(ERRORS.onboarding)).toBeInTheDocument();
  });
});
