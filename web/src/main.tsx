import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './shell/shell.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createServices, loadRuntimeConfig } from './app/create-services';
import { initI18n } from './i18n/i18n';
import { browserStorage } from './session/memory-storage';
import { readLanguage } from './session/storage';

function showFatal(root: HTMLElement, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  root.innerHTML = '';
  const box = document.createElement('main');
  box.className = 'fatal';
  box.innerHTML = '<h1>Bülten</h1><p>Uygulama başlatılamadı. / The application could not start.</p>';
  const detail = document.createElement('pre');
  detail.textContent = message;
  box.append(detail);
  root.append(box);
  // The hall's televisions have nobody to press reload: they try again until the server answers.
  if (window.location.pathname.startsWith('/salon-ekrani'))
    setTimeout(() => window.location.reload(), 10_000);
}

async function start(root: HTMLElement): Promise<void> {
  const storage = browserStorage();
  const language = readLanguage(storage);
  document.documentElement.lang = language;
  const config = await loadRuntimeConfig();
  const services = createServices(config, language, storage);
  // Sign in while the translations load; every API call waits for the same sign-in.
  services.session.ensure().catch(() => undefined);
  await initI18n(language, services.http);
  createRoot(root).render(<App services={services} />);
}

const root = document.getElementById('root')!;
start(root).catch((error: unknown) => showFatal(root, error));
