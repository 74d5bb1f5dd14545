import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

// A dialog with a confirmation inside it whose Yes closes both at once, as a payment's
// confirmation inside the Select Transaction dialog does before leaving for the gateway.
function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button">Behind</button>
      {outer ? (
        <Modal title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          {inner ? (
            <Modal title="Inner" onClose={() => setInner(false)}>
              <button
                type="button"
                onClick={() => {
                  setInner(false);
                  setOuter(false);
                }}
              >
                Yes
              </button>
            </Modal>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}

describe('useFocusTrap', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('leaves the page usable when a dialog and the one inside it close together', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const user = userEvent.setup();
    render(<Nested />, { container: root });
    expect(root.inert).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(root.inert).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.inert).toBe(false);
  });
});
