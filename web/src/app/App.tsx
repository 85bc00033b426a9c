import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appI18n } from '../i18n/i18n';
import { routes } from './routes';
import { type AppServices, ServicesContext } from './services';
import { appTheme, cssVariablesResolver } from './theme';

const router = createBrowserRouter(routes);

/** The whole app: services, query cache, Mantine (theme, modals, top-right toasts) and the router. */
export function App({ services }: { services: AppServices }) {
  // The language is fixed for the page's life (switching reloads), so the theme is made once.
  const theme = useMemo(() => appTheme(appI18n.t('dialog.close')), []);
  return (
    <StrictMode>
      <ServicesContext value={services}>
        <QueryClientProvider client={services.queryClient}>
          <MantineProvider
            theme={theme}
            cssVariablesResolver={cssVariablesResolver}
            defaultColorScheme="light"
          >
            <Notifications position="top-right" autoClose={2000} limit={5} zIndex={1000} />
            <ModalsProvider>
              <RouterProvider router={router} />
            </ModalsProvider>
          </MantineProvider>
        </QueryClientProvider>
      </ServicesContext>
    </StrictMode>
  );
}
