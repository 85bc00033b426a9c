import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
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
const errors = () => import('../features/errors');
// The staff console: one chunk, loaded only under /yonetim (outside the public frame).
const staffConsole = () => import('../features/staff-console');
const hallScreen = () => import('../features/hall-screen');

/** Path of the "page not found" screen every unknown path redirects to. */
export const NOT_FOUND_PATH = '/hata/404';

/**
 * Every route of the specification (plus member area and error page), each area lazy-loaded; a page that
 * fails to render or to load shows the error screen (in the shell for the public pages).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: page(dashboard, 'DashboardPage') },
          { path: 'online-bulten-dashboard', element: page(dashboard, 'DashboardPage') },
          { path: 'online-anasayfa', element: page(onlineHome, 'OnlineHomePage') },
          { path: 'home', element: page(onlineHome, 'OnlineHomePage') },
          { path: 'home/:tip', element: page(onlineHome, 'OnlineHomePage') },
          { path: 'online-bulten', element: page(bulletin, 'DailyBulletinPage') },
          { path: 'online-bulten/:itemId', element: page(bulletin, 'ProductPage') },
          { path: 'online-bulten-ch', element: page(bulletin, 'LiveAnimalBulletinPage') },
          { path: 'online-bulten-ch/:itemId', element: page(bulletin, 'LiveAnimalProductPage') },
          { path: 'salon-satis', element: page(hallSales, 'HallSalesPage') },
          { path: 'salon-satis-liste', element: page(hallSales, 'HallLotsPage') },
          { path: 'salon-satis-listesi', element: page(hallSales, 'HallSessionsPage') },
          { path: 'salon-satis-detay', element: page(hallSales, 'HallDetailPage') },
          { path: 'salon-satis-detay/:itemId', element: page(hallSales, 'HallDetailPage') },
          { path: 'salon-satis-detay-ch', element: page(hallSales, 'LiveAnimalHallDetailPage') },
          { path: 'salon-satis-detay-ch/:itemId', element: page(hallSales, 'LiveAnimalHallDetailPage') },
          { path: 'son-islemler', element: page(transactions, 'LatestTradesPage') },
          { path: 'online-islemler-detay', element: page(transactions, 'OnlineTradesDetailPage') },
          { path: 'fiyat-arsivi', element: page(priceArchive, 'PriceArchivePage') },
          { path: 'borsa-satis-raporu', element: page(salesReport, 'SalesReportPage') },
          { path: 'turib', element: page(turib, 'TuribPage') },
          { path: 'deneme-sayfa', element: page(testPage, 'TestPage') },
          { path: 'uye-girisi', element: page(memberSignIn, 'MemberSignInPage') },
          { path: 'kullanici-bulten', element: page(memberArea, 'MemberAreaPage') },
          { path: 'lot-sorgula', element: page(lotLookup, 'LotLookupPage') },
          { path: 'baz', element: page(basis, 'BasisPage') },
          { path: 'hata/:code', element: page(errors, 'ErrorPage') },
          { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
        ],
      },
    ],
  },
  { path: 'yonetim/*', element: outsideShell(page(staffConsole, 'StaffConsole')) },
  // The hall's televisions: full screen, without the shell (no header, navigation or start-up dialogs).
  { path: 'salon-ekrani', element: outsideShell(page(hallScreen, 'HallScreenPage')) },
];

/** The routed app (declarative mode: the browser's `BrowserRouter` or the server's `StaticRouter` around it). */
export function AppRoutes() {
  return useRoutes(routes);
}
