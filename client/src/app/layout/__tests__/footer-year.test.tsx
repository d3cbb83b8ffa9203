import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '../Footer';
import { BUILD_YEAR } from '../../../shared/layout/drawnValues';

// The footer of a page drawn at build time, served past New Year: hydrated without a mismatch,
// then showing the year it is.
function page() {
  return (
    <MemoryRouter>
      <Footer />
    </MemoryRouter>
  );
}

afterEach(() => jest.useRealTimers());

it('hydrates a drawing from the year before and then shows this year', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  expect(container).toHaveTextContent(`© ${BUILD_YEAR} Postpilot`);

  jest.useFakeTimers({
    now: new Date(BUILD_YEAR + 1, 0, 1, 0, 0, 5),
    doNotFake: ['queueMicrotask'],
  });
  const recovered = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: recovered });
  });

  expect(recovered).not.toHaveBeenCalled();
  expect(container).toHaveTextContent(`© ${BUILD_YEAR + 1} Postpilot`);
  // The links drawn without an origin are completed too.
  expect(container.querySelector('a[href*="linkedin.com"]')?.getAttribute('href')).toContain(
    encodeURIComponent(window.location.origin),
  );
  container.remove();
});
