// Starts the app of a server-rendered page once that page has painted: the scripts (the `data-entry`
// module and the `data-preload` chunks it imports) then load without delaying the first view on a slow
// line. The server puts this script in place of the module script of the bare index page.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preload = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of preload) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
      import(entry);
    }),
  );
})();
