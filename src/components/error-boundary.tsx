import { Component, type ReactNode } from 'react';
import { FALLBACK_MESSAGE } from '@/domain/constants/error-messages';

interface State {
  failed: boolean;
}

/** Keeps one broken page from blanking the whole app; offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page narrow" role="alert">
        <h1>{FALLBACK_MESSAGE}</h1>
        <p>This page could not be shown. Reload to try again.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}
