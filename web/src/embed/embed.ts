import { EMBED_PATHS, type EmbedClassRow, type EmbedConfig, embedTarget, targetRows } from './embed-paths';
import { EMBED_TEXTS } from './embed-texts';
import { renderWidget } from './embed-view';
import './embed.css';

/**
 * The embeddable price widget (`/gomulu/fiyat/{classId}`, `/gomulu/grup/{groupId}`; `?lang=en`,
 * `?tema=koyu`): a page of its own for an iframe on another site, without the app. It reads the public
 * day cards (no sign-in needed), redraws on every live event and polls once a minute in case the stream
 * is down.
 */

const POLL_MS = 60_000;
// Trades come in bursts during the session: one read after a burst is enough.
const SETTLE_MS = 400;

async function getJson<T>(path: string, lang: 'tr' | 'en'): Promise<T> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json', Lang: lang },
    cache: 'no-cache',
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function start(root: HTMLElement): Promise<void> {
  const target = embedTarget(location);
  document.documentElement.lang = target?.lang ?? 'tr';
  if (!target) {
    root.textContent = EMBED_TEXTS.tr.unknown;
    return;
  }
  if (target.dark) document.documentElement.dataset.tema = 'koyu';
  const state = { rows: null as EmbedClassRow[] | null, failed: false, exchange: '' };
  let config: EmbedConfig | null = null;
  const refresh = async () => {
    try {
      config ??= await getJson<EmbedConfig>(EMBED_PATHS.config, target.lang);
      state.exchange = config.exchangeName;
      state.rows = targetRows(
        await getJson<EmbedClassRow[]>(EMBED_PATHS.dailyClassCards, target.lang),
        target,
      );
      state.failed = false;
    } catch {
      state.failed = true;
    }
    renderWidget(root, target, state);
    document.title = state.rows?.[0]
      ? `${state.rows[0].SinifAdi ?? state.rows[0].GrupAdi} – Bülten`
      : 'Bülten';
  };
  renderWidget(root, target, state);
  await refresh();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(), SETTLE_MS);
  };
  if (config) {
    const stream = new EventSource((config as EmbedConfig).liveStreamUrl);
    for (const type of ['trade', 'cancel', 'figures', 'session']) stream.addEventListener(type, soon);
  }
  setInterval(() => void refresh(), POLL_MS);
}

void start(document.getElementById('widget')!);
