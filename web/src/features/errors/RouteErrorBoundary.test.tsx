// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Switch } from '../../routing/router';
import { renderInApp } from '../../test-support/render-app';
import { RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the page failed to render');
}

// A page whose code cannot be loaded (e.g. its chunk is gone after a new release).
const Unloadable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

function Routed() {
  return (
    <>
      <Link to="/fine">to the fine page</Link>
      <Link to="/unloadable">to the unloadable page</Link>
      <Suspense fallback={null}>
        <RouteErrorBoundary>
          <Switch>
            <Route path="/">
              <Broken />
            </Route>
            <Route path="/unloadable">
              <Unloadable />
            </Route>
            <Route path="/fine">
              <p>a fine page</p>
            </Route>
          </Switch>
        </RouteErrorBoundary>
      </Suspense>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a failing page and the next page after a navigation', async () => {
    // React reports the caught errors on the console; the test's output need not show them.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInApp(<Routed />, 'en');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByText('to the fine page'));
    expect(await screen.findByText('a fine page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByText('to the unloadable page'));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByText('to the fine page'));
    expect(await screen.findByText('a fine page')).toBeTruthy();
    consoleError.mockRestore();
  });
});
