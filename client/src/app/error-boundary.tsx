import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { CrashScreen } from './crash-screen';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes after a crash, the children get another try (e.g. the user navigated). */
  resetKey?: unknown;
};

type ErrorBoundaryState = { hasError: boolean };

/** Catches uncaught rendering errors below it, including failed lazy chunk loads. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error('Rendering crashed:', error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render() {
    return this.state.hasError ? <CrashScreen /> : this.props.children;
  }
}

/** The boundary around the routed screens; browser back/forward after a crash retries rendering. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>;
}
