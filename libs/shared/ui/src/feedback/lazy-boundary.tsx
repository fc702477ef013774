import { Component, Suspense, type ReactNode } from 'react';

interface LazyBoundaryProps {
  children: ReactNode;
  /** Shown while the chunk loads. */
  fallback?: ReactNode;
  /** Shown if the chunk cannot be loaded (offline, or a newer deploy replaced it). */
  failed?: ReactNode;
}

/**
 * Suspense plus an error boundary for a lazily loaded part of a page, so a chunk that fails to
 * load takes down only that part (a dropdown, the footer), never the whole page.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { error: boolean }> {
  override state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  override render() {
    if (this.state.error) return this.props.failed ?? null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
