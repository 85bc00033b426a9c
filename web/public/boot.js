// Starts the app of a server-rendered page once that page has painted: the scripts (the `data-entry`
// module, the `data-chunks` it imports and the page's own `data-preload` chunks) then load without delaying the first view on a slow
// line, and are evaluated chunk by chunk. The server puts this script in place of the module script of
// the bare index page.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const list = (name) => (script.dataset[name] ?? '').split(' ').filter(Boolean);
  const chunks = list('chunks');
  const preload = [...chunks, ...list('preload')];
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  // The chunks are evaluated one task each, so that no single long task keeps the page from answering.
  requestAnimationFrame(async () => {
    await nextTask();
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
  });
})();
