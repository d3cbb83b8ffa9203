import { screen } from '@testing-library/react';
import { renderComponent } from '../../../../test/renderComponent';
import { PrivacyPage, TermsPage } from '../LegalPage';

describe('the legal pages', () => {
  it('say in plain words what using Postpilot means', () => {
    renderComponent(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your account and your posts' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'support@postpilot.app' })).toHaveAttribute(
      'href',
      'mailto:support@postpilot.app',
    );
  });

  it('say what is kept, why, and how to have it deleted', () => {
    renderComponent(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByText(/stored encrypted/)).toBeVisible();
    expect(screen.getByText(/delete your account: that deletes everything/)).toBeVisible();
  });
});
