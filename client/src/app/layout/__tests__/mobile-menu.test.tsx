import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/renderApp';

// The menu of narrow screens: its links are where they will stay from the moment it opens, so a
// link pressed at once is followed (a menu that unfolded moved them under the pointer).
it('opens with its links in place, follows the one pressed and closes behind it', async () => {
  const app = await renderApp('/terms');
  await app.user.click(await screen.findByRole('button', { name: 'Open menu' }));

  const menu = document.getElementById('mobile-menu')!;
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await app.user.click(within(menu).getByRole('link', { name: 'Get Started' }));

  expect(app.pathname()).toBe('/register');
  expect(document.getElementById('mobile-menu')).toBeNull();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});
