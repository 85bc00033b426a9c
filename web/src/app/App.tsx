import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { ModalsHost } from '../notify/ModalsHost';
import { ToastHost } from '../notify/ToastHost';
import { MantineRoot } from './MantineRoot';
import { type AppServices, ServicesContext } from './services';
import { appTheme } from './theme';

/**
 * The whole app: services, query cache, Mantine (`MantineRoot`: theme; top-right toasts and modals, each loaded
 * when first shown) and the router given (`AppRoutes` on the browser's location, or in the server renderer's
 * `ServerRouter`).
 */
export function App({ services, router }: { services: AppServices; router: ReactNode }) {
  const { t } = useTranslation();
  // The language is fixed for the page's life (switching reloads), so the theme is made once.
  const theme = useMemo(() => appTheme(t('dialog.close')), [t]);
  // From here on the page answers clicks (a server-rendered page is inert until hydrated); browser tests
  // and monitoring read this mark.
  useEffect(() => {
    document.documentElement.dataset.started = 'true';
  }, []);
  return (
    <StrictMode>
      <ServicesContext value={services}>
        <QueryClientProvider client={services.queryClient}>
          <MantineRoot theme={theme}>
            <ToastHost />
            {router}
            <ModalsHost />
          </MantineRoot>
        </QueryClientProvider>
      </ServicesContext>
    </StrictMode>
  );
}
