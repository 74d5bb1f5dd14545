import { Component, type ReactNode } from 'react';
import { shellMessages } from './messages/shell-messages';

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
    // A class cannot use hooks: the words of the language current when the page failed.
    const { t } = shellMessages;
    return (
      <div className="page narrow" role="alert">
        <h1>{t('fallback')}</h1>
        <p>{t('pageFailed')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    );
  }
}
