import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface State {
  failed: boolean;
}

/**
 * Catches a page that fails to load or render (for example its code changed with a new release)
 * so the navbar and footer stay usable. Keyed by path in the layout, so navigating resets it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to render', error);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
