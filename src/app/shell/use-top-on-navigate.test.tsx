import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { useTopOnNavigate } from './use-top-on-navigate';

function Probe() {
  useTopOnNavigate();
  return null;
}

describe('useTopOnNavigate', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    history.replaceState(null, '', '/profile-edit');
    vi.stubGlobal('scrollTo', scrollTo);
    scrollTo.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens a new page at its top (saving the profile goes home), not the first page', () => {
    render(<Probe />);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves a link to an anchor, and Back, where the browser puts them', () => {
    render(<Probe />);
    act(() => navigate('/faq#payments'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      history.replaceState(null, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/transaction-history'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
