'use client';

import { Component, type ReactNode } from 'react';

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  onError(error: unknown): void;
}

/** Catches a failed chunk load below it and reports it; it renders nothing in its place. */
export default class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
