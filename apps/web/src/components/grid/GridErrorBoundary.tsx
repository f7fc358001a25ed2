import { Component, type ReactNode } from 'react';

interface GridErrorBoundaryProps {
  /** What shows instead of the rows once one of them failed to render. */
  fallback: (retry: () => void) => ReactNode;
  /** Changes of this (new rows) try again by themselves. */
  resetKey: unknown;
  children: ReactNode;
}

interface GridErrorBoundaryState {
  failed: boolean;
  key: unknown;
}

/** A row that fails to render empties the grid and says so (spec 3 section 4), instead of crashing the screen. */
export class GridErrorBoundary extends Component<GridErrorBoundaryProps, GridErrorBoundaryState> {
  override state: GridErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<GridErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: GridErrorBoundaryProps, state: GridErrorBoundaryState): Partial<GridErrorBoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A grid row failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
