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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
