import { Component, type ReactNode } from 'react';
import { type AppLocation, useLocation } from '../../routing/router';
import { RouteError } from './RouteError';

interface BoundaryProps {
  location: AppLocation;
  children: ReactNode;
}

interface BoundaryState {
  /** The error caught, or null while the page renders. */
  error: unknown;
  /** The location the error was caught at: a navigation elsewhere clears it. */
  location: AppLocation;
}

class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // A thrown `null` or `undefined` still counts as a failure.
    return { error: error ?? new Error('A page threw nothing') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />;
  }
}

/**
 * Shows the `RouteError` screen in place of the routed content when a page fails to render or its code
 * fails to load (a `React.lazy` import rejected, e.g. after a new release); a navigation shows the next page.
 * React reports the caught error on the console.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
