import { type ComponentType, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { matchesPattern } from '../routing/route-pattern';
import { Navigate, Route, Switch } from '../routing/router';
import { Layout } from '../shell/Layout';

/** A page component loaded on demand from its feature area's module (one chunk per area). */
function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  const Page = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return <Page />;
}

/** A page outside the shell: nothing while its code loads, the error screen when it fails. */
function outsideShell(content: ReactNode) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{content}</Suspense>
    </RouteErrorBoundary>
  );
}

const dashboard = () => import('../features/dashboard');
const onlineHome = () => import('../features/online-home');
const bulletin = () => import('../features/bulletin');
const hallSales = () => import('../features/hall-sales');
const transactions = () => import('../features/transactions');
const priceArchive = () => import('../features/price-archive');
const salesReport = () => import('../features/sales-report');
const turib = () => import('../features/turib');
const testPage = () => import('../features/test-page');
const memberSignIn = () => import('../features/member-sign-in');
const memberArea = () => import('../features/member-area');
const lotLookup = () => import('../features/lot-lookup');
const basis = () => import('../features/basis');
const regionalBoard = () => import('../features/regional-board');
const errors = () => import('../features/errors');
// The staff console: one chunk, loaded only under /yonetim (outside the public frame).
const staffConsole = () => import('../features/staff-console');
const hallScreen = () => import('../features/hall-screen');

/** Path of the "page not found" screen every unknown path redirects to. */
export const NOT_FOUND_PATH = '/hata/404';

/**
 * Every route of the specification (plus member area and error page) in the public frame, each area
 * lazy-loaded, as pattern and page (`:name` a path parameter; a trailing slash and letter case aside).
 */
export const SHELL_ROUTES: readonly (readonly [path: string, page: ReactElement])[] = [
  ['/', page(dashboard, 'DashboardPage')],
  ['/online-bulten-dashboard', page(dashboard, 'DashboardPage')],
  ['/online-anasayfa', page(onlineHome, 'OnlineHomePage')],
  ['/home', page(onlineHome, 'OnlineHomePage')],
  ['/home/:tip', page(onlineHome, 'OnlineHomePage')],
  ['/online-bulten', page(bulletin, 'DailyBulletinPage')],
  ['/online-bulten/:itemId', page(bulletin, 'ProductPage')],
  ['/online-bulten-ch', page(bulletin, 'LiveAnimalBulletinPage')],
  ['/online-bulten-ch/:itemId', page(bulletin, 'LiveAnimalProductPage')],
  ['/salon-satis', page(hallSales, 'HallSalesPage')],
  ['/salon-satis-liste', page(hallSales, 'HallLotsPage')],
  ['/salon-satis-listesi', page(hallSales, 'HallSessionsPage')],
  ['/salon-satis-detay', page(hallSales, 'HallDetailPage')],
  ['/salon-satis-detay/:itemId', page(hallSales, 'HallDetailPage')],
  ['/salon-satis-detay-ch', page(hallSales, 'LiveAnimalHallDetailPage')],
  ['/salon-satis-detay-ch/:itemId', page(hallSales, 'LiveAnimalHallDetailPage')],
  ['/son-islemler', page(transactions, 'LatestTradesPage')],
  ['/online-islemler-detay', page(transactions, 'OnlineTradesDetailPage')],
  ['/fiyat-arsivi', page(priceArchive, 'PriceArchivePage')],
  ['/borsa-satis-raporu', page(salesReport, 'SalesReportPage')],
  ['/turib', page(turib, 'TuribPage')],
  ['/deneme-sayfa', page(testPage, 'TestPage')],
  ['/uye-girisi', page(memberSignIn, 'MemberSignInPage')],
  ['/kullanici-bulten', page(memberArea, 'MemberAreaPage')],
  ['/lot-sorgula', page(lotLookup, 'LotLookupPage')],
  ['/baz', page(basis, 'BasisPage')],
  ['/bolge', page(regionalBoard, 'RegionalBoardPage')],
  ['/hata/:code', page(errors, 'ErrorPage')],
];

/** The staff console: `/yonetim` and every path under it. */
const STAFF_CONSOLE_PATH = '/yonetim/*?';
/** The hall's televisions. */
const HALL_SCREEN_PATH = '/salon-ekrani';

/** Whether the app has a page at `pathname` (the server answers 404 for any other, with the app). */
export function isAppPath(pathname: string): boolean {
  const patterns = [STAFF_CONSOLE_PATH, HALL_SCREEN_PATH, ...SHELL_ROUTES.map(([path]) => path)];
  return patterns.some((pattern) => matchesPattern(pattern, pathname));
}

const STAFF_CONSOLE = outsideShell(page(staffConsole, 'StaffConsole'));
// The hall's televisions: full screen, without the shell (no header, navigation or start-up dialogs).
const HALL_SCREEN = outsideShell(page(hallScreen, 'HallScreenPage'));

/**
 * The routed app (the browser's router, or the server renderer's `ServerRouter`, around it): the staff
 * console and the hall screen outside the shell, every other page in it; a page that fails to render or to
 * load shows the error screen (in the shell for the public pages); any other path goes to `NOT_FOUND_PATH`.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={STAFF_CONSOLE_PATH}>{STAFF_CONSOLE}</Route>
      <Route path={HALL_SCREEN_PATH}>{HALL_SCREEN}</Route>
      <Route>
        <Layout>
          <RouteErrorBoundary>
            <Switch>
              {SHELL_ROUTES.map(([path, element]) => (
                <Route key={path} path={path}>
                  {element}
                </Route>
              ))}
              <Route>
                <Navigate to={NOT_FOUND_PATH} replace />
              </Route>
            </Switch>
          </RouteErrorBoundary>
        </Layout>
      </Route>
    </Switch>
  );
}
