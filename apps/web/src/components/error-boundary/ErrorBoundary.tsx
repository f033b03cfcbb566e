// Catches render failures of a page, panel or dialog so one broken part does not blank the app.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** What to show instead; receives the error and a reset to try rendering again. */
  readonly fallback?: (error: unknown, reset: () => void) => ReactNode;
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change of this value clears the error (e.g. the location, so navigating away recovers). */
  readonly resetKey?: unknown;
}

interface State {
  readonly error: unknown;
  readonly failed: boolean;
  readonly resetKey: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey)
      return { resetKey: props.resetKey, error: undefined, failed: false };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  private readonly reset = (): void => this.setState({ error: undefined, failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.state.error, this.reset) : null;
  }
}
