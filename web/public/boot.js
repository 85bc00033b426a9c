// Starts the app of a server-rendered page when it is needed, not before: the page's HTML is complete
// and readable (its links work) without it, so a visitor who only reads pays nothing for the JavaScript.
// The app starts at the first interaction (a pointer or key pressed, a touch, focus moved into the page),
// after the first paint when the page needs it (a signed-in person, another stored language), or at the
// first live event (a small EventSource opened here once the page has loaded: the figures on
// screen changed, so the app starts and fetches them again, `data-stale-data`). A click that started the
// app on a button is held and replayed once the app runs (`html[data-started]`), so it is not lost.
// The scripts (the `data-entry` module, the `data-chunks` it imports and the page's own `data-preload`
// chunks) are then preloaded and evaluated one task each, so that no single long task blocks input.
// The server puts this script in place of the module script of the bare index page.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const root = document.documentElement;
  const list = (name) => (script.dataset[name] ?? '').split(' ').filter(Boolean);
  const chunks = list('chunks');
  const preload = [...chunks, ...list('preload')];
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  const LIVE_TYPES = ['trade', 'cancel', 'ticker', 'session', 'figures', 'message'];
  const BUTTONS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], summary';
  let started = false;
  let source = null;
  let held = null;

  const running = () => root.dataset.started === 'true';

  async function load() {
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const href of chunks) {
      await import(href).catch(() => undefined);
      await nextTask();
    }
    import(entry);
  }

  function start(reason) {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, onTrigger, true);
    source?.close();
    source = null;
    if (reason === 'live') root.dataset.staleData = 'true';
    // The page's state holds only the texts its first view used: the app starts with the whole file,
    // fetched here while the scripts load (`main.tsx` reads `bultenTexts`).
    window.bultenTexts = fetch(`/assets/i18n/${root.lang}.json`)
      .then((answer) => (answer.ok ? answer.json() : null))
      .catch(() => null);
    load();
  }

  // The loader's own intro dialog: the focus it takes when shown starts nothing, and a click on its
  // button is its own (a key or pointer pressed there is an interaction all the same).
  const inIntro = (event) => event.target instanceof Element && event.target.closest('#boot-intro');

  function onTrigger(event) {
    if (event.type !== 'focusin' || !inIntro(event)) start('interaction');
  }

  // A click on a button before the app runs does nothing: it is held, and replayed once the app runs.
  function onClick(event) {
    if (running() || inIntro(event)) return;
    const target = event.target instanceof Element ? event.target.closest(BUTTONS) : null;
    if (!target || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
    start('interaction');
  }

  for (const type of TRIGGERS) addEventListener(type, onTrigger, { capture: true, passive: true });
  addEventListener('click', onClick, true);
  new MutationObserver((_, observer) => {
    if (!running()) return;
    observer.disconnect();
    removeEventListener('click', onClick, true);
    const replay = held;
    held = null;
    if (replay?.isConnected) setTimeout(() => replay.click());
  }).observe(root, { attributes: true, attributeFilter: ['data-started'] });

  // The intro (CMS `intro/content`, once per version, unless the module option `intro.enabled` is false),
  // from the page's own small element of its texts (`boot-intro-data`, not the whole page state): a native
  // (non-modal) dialog shown after the load event, when idle, costing the app nothing. The
  // app's own intro (`IntroGate`) stays away while this one is in the page.
  function showIntro() {
    if (started) return;
    let intro;
    try {
      intro = JSON.parse(document.getElementById('boot-intro-data')?.textContent ?? 'null');
    } catch {
      return;
    }
    const stored = 'bulten_param_intro_version';
    if (!intro?.text?.trim() || localStorage.getItem(stored) === String(intro.version)) return;
    const dialog = document.createElement('dialog');
    dialog.id = 'boot-intro';
    dialog.className = 'boot-intro';
    dialog.setAttribute('aria-labelledby', 'boot-intro-title');
    const title = document.createElement('h2');
    title.id = 'boot-intro-title';
    title.textContent = intro.title ?? '';
    dialog.append(title);
    for (const paragraph of intro.text.split(/\n\s*\n/)) {
      const p = document.createElement('p');
      p.textContent = paragraph;
      dialog.append(p);
    }
    const form = document.createElement('form');
    form.method = 'dialog';
    const ok = document.createElement('button');
    ok.textContent = intro.ok ?? 'OK';
    form.append(ok);
    dialog.append(form);
    // Not modal: `showModal()` makes the rest of the document inert, a style recalculation of the whole page
    // (the longest task of a first visit on a phone, on a page with a large table). The dialog still takes
    // the focus (`show()` moves it to the button) and gives it back, and Escape closes it.
    const previous = document.activeElement;
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') dialog.close();
    });
    dialog.addEventListener('close', () => {
      localStorage.setItem(stored, String(intro.version));
      dialog.remove();
      if (previous instanceof HTMLElement && previous !== document.body) previous.focus();
    });
    document.body.append(dialog);
    dialog.show();
    ok.focus();
  }
  // Once the page has loaded and the main thread is idle: its style and layout work (the focus it takes
  // forces a layout) does not join the page's first layout and paint.
  const whenIdle = (run) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run);
  if (document.readyState === 'complete') whenIdle(showIntro);
  else addEventListener('load', () => whenIdle(showIntro), { once: true });

  // Pages that need the app at once (after their first paint): a signed-in person's (the server renders
  // every page anonymously) and one whose stored language is not the page's (the app renders it anew).
  const stored = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const person = () => {
    const claims = stored('token')?.split('.')[1];
    try {
      return !!claims && JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))).KullaniciTipId !== 1;
    } catch {
      return false;
    }
  };
  const language = stored('language');
  if (person() || (language && language !== root.lang))
    requestAnimationFrame(() => setTimeout(() => start('needed')));

  const live = script.dataset.live;
  if (live && typeof EventSource === 'function') {
    addEventListener('load', () => {
      if (started) return;
      source = new EventSource(live);
      for (const type of LIVE_TYPES) source.addEventListener(type, () => start('live'));
    });
  }
})();
