/**
 * Freezes Date.now at `now` (only Date is faked): msw, Apollo and the components' own timeouts
 * keep running on real time, so the clock moves only when a test moves it.
 */
export function freezeClockAt(now: number | Date) {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
