import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  /** Changing it (the pathname) clears a caught error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

/** Shows the fallback screen instead of a blank page when a page throws while rendering. */
export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    this.setState({ failedAt: this.props.resetKey });
  }

  render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return <ErrorScreen />;
    return this.props.children;
  }
}
