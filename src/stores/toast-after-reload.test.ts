import { afterEach, describe, expect, it } from 'vitest';
import { showPendingToast, showToastAfterReload } from './toast-after-reload';
import { useToasts } from './toasts';

const shown = () => useToasts.getState().toasts.map(({ kind, message }) => ({ kind, message }));

describe('showToastAfterReload', () => {
  afterEach(() => {
    useToasts.setState({ toasts: [] });
    sessionStorage.clear();
  });

  it('shows the toast on the next page, once, and not on this one', () => {
    showToastAfterReload('success', 'You have successfully logged in!');
    expect(shown()).toEqual([]);
    showPendingToast();
    expect(shown()).toEqual([{ kind: 'success', message: 'You have successfully logged in!' }]);
    useToasts.setState({ toasts: [] });
    showPendingToast();
    expect(shown()).toEqual([]);
  });

  it('ignores a stored value that is not a toast', () => {
    sessionStorage.setItem('toastAfterReload', '{"kind":"party","message":"hi"}');
    showPendingToast();
    sessionStorage.setItem('toastAfterReload', 'not json');
    showPendingToast();
    expect(shown()).toEqual([]);
    expect(sessionStorage.getItem('toastAfterReload')).toBeNull();
  });
});
