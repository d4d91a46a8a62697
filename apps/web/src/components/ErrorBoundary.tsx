import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload.ts';
import { ErrorPanel } from './ErrorPanel.tsx';

interface Props {
  children: ReactNode;
  /** Run before the part is shown again (e.g. reset a query that failed). */
  onRetry?: () => void;
}

/**
 * Keeps a failing part (an overlay, the explanation of an answer) from blanking the whole page: the rest
 * stays usable and the part offers a retry. A part whose chunk could not be loaded reloads the page once.
 */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error)) reloadOnce();
    else console.error(error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else {
      this.props.onRetry?.();
      this.setState({ error: null });
    }
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorPanel kind={isChunkLoadError(this.state.error) ? 'update' : 'generic'} onRetry={this.retry} />
    );
  }
}

/** The component wrapped in its own boundary. */
export function withBoundary<P extends object>(Inner: (props: P) => ReactNode) {
  const Bounded = (props: P) => (
    <ErrorBoundary>
      <Inner {...props} />
    </ErrorBoundary>
  );
  return Bounded;
}
