// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { matchesPattern } from './route-pattern';
import {
  isActivePath,
  Link,
  Navigate,
  NavLink,
  Route,
  Router,
  ServerRouter,
  type SetSearchParams,
  Switch,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

afterEach(cleanup);

/** Renders `ui` on an in-memory location that records its history entries. */
function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(<Router hook={location.hook}>{ui}</Router>);
  return location;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

describe('NavLink', () => {
  it('marks the current page with aria-current="page" and the active class, and a page under it', () => {
    renderAt(
      '/online-bulten/12',
      <>
        <NavLink to="/online-bulten" className="main-nav-link">
          bulletin
        </NavLink>
        <NavLink to="/online-bulten-ch" className="main-nav-link">
          live animals
        </NavLink>
        <NavLink to="/" end className="main-nav-link">
          dashboard
        </NavLink>
      </>,
    );
    const bulletin = screen.getByRole('link', { name: 'bulletin' });
    expect(bulletin.getAttribute('aria-current')).toBe('page');
    expect(bulletin.className).toBe('main-nav-link active');
    expect(bulletin.getAttribute('href')).toBe('/online-bulten');
    const other = screen.getByRole('link', { name: 'live animals' });
    expect(other.getAttribute('aria-current')).toBeNull();
    expect(other.className).toBe('main-nav-link');
    expect(screen.getByRole('link', { name: 'dashboard' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows navigation', () => {
    renderAt(
      '/',
      <>
        <NavLink to="/" end>
          dashboard
        </NavLink>
        <NavLink to="/fiyat-arsivi">archive</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'dashboard' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'archive' }));
    expect(screen.getByRole('link', { name: 'archive' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'dashboard' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('isActivePath', () => {
  it('matches the path, paths under it unless `end`, whatever the case or a trailing slash', () => {
    expect(isActivePath('/Online-Bulten/', '/online-bulten')).toBe(true);
    expect(isActivePath('/online-bulten/5', '/online-bulten')).toBe(true);
    expect(isActivePath('/online-bulten/5', '/online-bulten', true)).toBe(false);
    expect(isActivePath('/online-bulten-ch', '/online-bulten')).toBe(false);
    expect(isActivePath('/son-islemler', '/')).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
  });
});

describe('Link', () => {
  it('is a real link that pushes a history entry, and replaces it when it leads to the current URL', () => {
    const location = renderAt(
      '/',
      <>
        <Link to="/son-islemler?kanal=2">trades</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'trades' });
    expect(link.getAttribute('href')).toBe('/son-islemler?kanal=2');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/son-islemler?kanal=2');
    fireEvent.click(link);
    expect(location.history).toEqual(['/', '/son-islemler?kanal=2']);
  });

  it('renders once, not again on each navigation: it reads the URL when clicked', () => {
    let linkRenders = 0;
    const location = renderAt(
      '/',
      <>
        <Profiler id="link" onRender={() => (linkRenders += 1)}>
          <Link to="/baz">basis</Link>
        </Profiler>
        <Link to="/son-islemler">trades</Link>
        <Where />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'trades' }));
    fireEvent.click(screen.getByRole('link', { name: 'basis' }));
    fireEvent.click(screen.getByRole('link', { name: 'basis' }));
    expect(location.history).toEqual(['/', '/son-islemler', '/baz']);
    expect(linkRenders).toBe(1);
  });

  it("navigates on the browser's location without a router of its own, replacing the entry on the current URL", () => {
    window.history.replaceState(null, '', '/');
    const entries = window.history.length;
    render(
      <>
        <Link to="/turib?tarih=2024-01-05">turib</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'turib' });
    fireEvent.click(link);
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/turib?tarih=2024-01-05');
    expect(window.history.length).toBe(entries + 1);
  });

  it('leaves a click with a modifier key to the browser', () => {
    const location = renderAt('/', <Link to="/baz">basis</Link>);
    // Stands in for the browser's own navigation (jsdom has none), after the link had its say.
    let followedByBrowser = false;
    const browser = (event: Event) => {
      followedByBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'basis' }), { ctrlKey: true });
    window.removeEventListener('click', browser);
    expect(followedByBrowser).toBe(true);
    expect(location.history).toEqual(['/']);
  });
});

function Navigator({ onRender, hash = '' }: { onRender: () => void; hash?: string }) {
  const navigate = useNavigate();
  onRender();
  return (
    <>
      <button type="button" onClick={() => navigate(`/fiyat-arsivi?grup=3${hash}`)}>
        archive
      </button>
      <button type="button" onClick={() => navigate('/bolge', { replace: true })}>
        region
      </button>
    </>
  );
}

function Key() {
  const { key, hash } = useLocation();
  return <output>{`${key === 'default' ? 'first' : 'later'} ${hash}`}</output>;
}

describe('useNavigate', () => {
  it('pushes the path with its query, replaces when told, and does not render its component again', () => {
    let renders = 0;
    const location = renderAt(
      '/',
      <>
        <Navigator onRender={() => (renders += 1)} />
        <Where />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'archive' }));
    expect(screen.getByRole('status').textContent).toBe('/fiyat-arsivi?grup=3');
    fireEvent.click(screen.getByRole('button', { name: 'region' }));
    expect(location.history).toEqual(['/', '/bolge']);
    expect(renders).toBe(1);
  });

  it("gives the browser's location a new key on each navigation, to the same URL too, and its hash", () => {
    window.history.replaceState(null, '', '/baz');
    render(
      <>
        <Navigator onRender={() => undefined} hash="#tablo" />
        <Key />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('first ');
    fireEvent.click(screen.getByRole('button', { name: 'archive' }));
    expect(window.location.search).toBe('?grup=3');
    expect(screen.getByRole('status').textContent).toBe('later #tablo');
  });
});

let set: SetSearchParams = () => undefined;
function Params() {
  const [params, setParams] = useSearchParams();
  set = setParams;
  return <output>{params.get('tarih') ?? 'none'}</output>;
}

describe('useSearchParams', () => {
  it('reads the params undecoded, and its setter pushes unless told to replace, keeping the path', () => {
    const location = renderAt('/online-bulten?tarih=2024-01-05&q=a%26b', <Params />);
    expect(screen.getByRole('status').textContent).toBe('2024-01-05');
    act(() => set((current) => (current.get('q') === 'a&b' ? { tarih: '2024-01-08' } : '')));
    expect(screen.getByRole('status').textContent).toBe('2024-01-08');
    act(() => set(new URLSearchParams('tarih=2024-01-09'), { replace: true }));
    act(() => set(''));
    expect(screen.getByRole('status').textContent).toBe('none');
    expect(location.history).toEqual([
      '/online-bulten?tarih=2024-01-05&q=a%26b',
      '/online-bulten?tarih=2024-01-09',
      '/online-bulten',
    ]);
  });
});

function Product() {
  return <p>product {useParams().itemId}</p>;
}

function ServerPage() {
  const [params] = useSearchParams();
  return <p>{`${useLocation().pathname} ${params.get('tarih')}`}</p>;
}

describe('routes', () => {
  it('render the first matching route with its parameters, and Navigate replaces the entry', () => {
    const location = renderAt(
      '/nowhere',
      <Switch>
        <Route path="/online-bulten/:itemId">
          <Product />
        </Route>
        <Route path="/hata/404">not found</Route>
        <Route>
          <Navigate to="/hata/404" replace />
        </Route>
      </Switch>,
    );
    expect(screen.getByText('not found')).toBeTruthy();
    expect(location.history).toEqual(['/hata/404']);
    act(() => location.navigate('/Online-Bulten/12/'));
    expect(screen.getByText('product 12')).toBeTruthy();
  });

  it('render on the server at the path and search given', () => {
    const html = renderToString(
      <ServerRouter url={new URL('http://localhost/online-bulten?tarih=2024-01-05')}>
        <ServerPage />
      </ServerRouter>,
    );
    expect(html).toContain('/online-bulten 2024-01-05');
  });
});

describe('matchesPattern', () => {
  it('matches as the router does: parameters one segment, letter case and a trailing slash aside', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/online-bulten/:itemId', '/Online-Bulten/12/')).toBe(true);
    expect(matchesPattern('/online-bulten/:itemId', '/online-bulten')).toBe(false);
    expect(matchesPattern('/online-bulten/:itemId', '/online-bulten/12/x')).toBe(false);
    expect(matchesPattern('/home', '/home/x')).toBe(false);
    expect(matchesPattern('/son-islemler', '/son-islemler-x')).toBe(false);
  });
});
