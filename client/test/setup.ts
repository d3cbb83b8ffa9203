import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './server';

// Whole pages are rendered and driven per test; on a busy 2-core CI machine that can take a
// while, and a slow run should not read as a failure.
jest.setTimeout(30_000);
// jest's jsdom environment keeps 100 frames per stack, and React's development build captures
// a stack for every element it creates (for its warnings' component stacks). Node's own 10
// frames still show where a failing assertion is.
Error.stackTraceLimit = 10;
configure({
  asyncUtilTimeout: 10_000,
  // Role queries skip the walk up the tree that asks whether each match is hidden from
  // assistive technology (the slowest part of a query in jsdom). A test about what is
  // hidden says so with `{ hidden: false }` or asserts visibility itself.
  defaultHidden: true,
});

// A request no handler answers fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
