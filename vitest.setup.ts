import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// The app's root, as index.html has it: a dialog makes it inert behind itself (use-focus-trap.ts)
// and says so when it is missing. Components under test render beside it, as dialogs do.
beforeEach(() => {
  if (document.getElementById('root')) return;
  const root = document.createElement('div');
  root.id = 'root';
  document.body.prepend(root);
});

// No unit test reaches a server: a request nobody stubbed fails at once as a network failure
// would, instead of dialling localhost and logging its refusal after the test file has ended
// (vitest then reports the late log as an unhandled error: CI failed on it). A test that wants
// an answer stubs fetch itself; vi.unstubAllGlobals() comes back to this one.
// As fetch does, a request whose signal has been aborted (its page unmounted) rejects with the
// abort instead, so a request outliving its test is cancelled quietly, as in a browser.
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  Promise.reject(
    init?.signal?.aborted
      ? new DOMException('The operation was aborted.', 'AbortError')
      : new TypeError(`No network in unit tests: ${String(input instanceof Request ? input.url : input)}`),
  );

afterEach(() => {
  cleanup();
  localStorage.clear();
});
