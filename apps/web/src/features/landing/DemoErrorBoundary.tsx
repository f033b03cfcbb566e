import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DemoUnavailable } from './DemoUnavailable.tsx';

interface DemoErrorBoundaryProps {
  readonly children: ReactNode;
}

interface DemoErrorBoundaryState {
  readonly failed: boolean;
}

/**
 * The demo is decoration: a viewer chunk that fails to load (offline, a deploy swapped the
 * chunks) or a viewer that throws while rendering must cost the visitor the demo only, never
 * the landing page.
 */
export class DemoErrorBoundary extends Component<DemoErrorBoundaryProps, DemoErrorBoundaryState> {
  override state: DemoErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): DemoErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Landing demo disabled:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <DemoUnavailable /> : this.props.children;
  }
}
