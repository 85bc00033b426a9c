import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appI18n } from '../i18n/i18n';
import { routes } from './routes';
import { type AppServices, ServicesContext } from './services';
import { cssVariablesResolver, theme } from './theme';

const router = createBrowserRouter(routes);

/** The whole app: services, query cache, Mantine (theme, modals, top-right toasts) and the router. */
export function App({ services }: { services: AppServices }) {
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
            <ModalsProvider modalProps={{ closeButtonProps: { 'aria-label': appI18n.t('dialog.close') } }}>
              <RouterProvider router={router} />
            </ModalsProvider>
          </MantineProvider>
        </QueryClientProvider>
      </ServicesContext>
    </StrictMode>
  );
}
