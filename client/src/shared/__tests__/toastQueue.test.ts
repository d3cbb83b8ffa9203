import { attachToastHost, queueToast } from '../toastQueue';

describe('the toasts on their way to the host', () => {
  it('keeps toasts asked for before the host is drawn, in order, and shows them once it is', () => {
    queueToast('first', 'success');
    queueToast('second', 'error');
    const shown: string[] = [];
    const detach = attachToastHost((message, variant) => shown.push(`${variant}: ${message}`));
    expect(shown).toEqual(['success: first', 'error: second']);

    queueToast('third', 'success');
    expect(shown).toEqual(['success: first', 'error: second', 'success: third']);
    detach();
  });

  it('holds toasts again once the host is gone, for the next host', () => {
    const before: string[] = [];
    attachToastHost((message) => before.push(message))();
    queueToast('after the host left', 'success');
    expect(before).toEqual([]);

    const next: string[] = [];
    const detach = attachToastHost((message) => next.push(message));
    expect(next).toEqual(['after the host left']);
    detach();
  });

  it('keeps the newer host when an older one is removed after it was replaced', () => {
    const older: string[] = [];
    const newer: string[] = [];
    const detachOlder = attachToastHost((message) => older.push(message));
    const detachNewer = attachToastHost((message) => newer.push(message));
    detachOlder();
    queueToast('still shown', 'success');
    expect(newer).toEqual(['still shown']);
    expect(older).toEqual([]);
    detachNewer();
  });
});
