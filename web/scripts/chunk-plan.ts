// Which of the web's own modules go into which chunk, worked out from the module graph once it is known.
// Left to automatic chunking, a module shared by the index page and a lazy page, or by two lazy pages,
// became a chunk of its own: `/` loaded some 40 chunks, many under 1 kB, which gzip one by one (each its
// own dictionary, plus the import and export lines between them) and fill the preload lists in `main`.
import type { Plugin, Rollup } from 'vite';

/** A code-splitting group's test. */
type ModuleTest = (id: string) => boolean;

/** The web's and core's own modules, and Vite's helpers (the preload helper, the modulepreload polyfill). */
const PLANNED = /[\\/](web|core)[\\/]src[\\/]|^\0vite\//;
/**
 * Core's modules: the tree-shaking treats them as free of side effects, and `vite.config.ts` places them by
 * name (the zod-free part the first view reads), never this plan.
 */
export const CORE_SOURCE = /[\\/]core[\\/]src[\\/]/;
/** The widget's own modules. */
const WIDGET_OWN = /[\\/]src[\\/]embed[\\/]/;
/** `/`'s feature entry, and its own modules (no other page imports them; they stay in its entry's chunk). */
const HOME_ENTRY = /[\\/]src[\\/]features[\\/]dashboard[\\/]index\.ts$/;
const HOME_OWN = /[\\/]src[\\/]features[\\/]dashboard[\\/]/;

/** The planned modules `from` imports statically, at any depth (through the HTML entries), minus `stop`. */
function closure(
  context: Rollup.PluginContext,
  from: string[],
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const pending = [...from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || stop.has(id) || !(PLANNED.test(id) || id.endsWith('.html'))) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  for (const id of found) if (id.endsWith('.html')) found.delete(id);
  return found;
}

/** The sets, filled at the end of each build's module graph. */
interface Plan {
  /** What the index page's entry loads and the widget does not: one entry chunk, `main`. */
  main: Set<string>;
  /** What the widget and the app share (number formats, the modulepreload polyfill): one chunk. */
  widgetShared: Set<string>;
  /** What `/`'s page shares with other pages, beyond what the entries load: one chunk, `home`. */
  home: Set<string>;
}

function fillPlan(context: Rollup.PluginContext, plan: Plan): void {
  for (const set of Object.values(plan)) set.clear();
  const ids = [...context.getModuleIds()];
  const index = ids.find((id) => id.endsWith('/index.html'));
  const widget = ids.find((id) => id.endsWith('/embed.html'));
  const home = ids.find((id) => HOME_ENTRY.test(id));
  if (!index || !widget || !home) return; // the server renderer's build: no pages to plan
  const widgetLoaded = closure(context, [widget]);
  const indexLoaded = closure(context, [index]);
  for (const id of widgetLoaded) if (!WIDGET_OWN.test(id)) plan.widgetShared.add(id);
  for (const id of indexLoaded) if (!CORE_SOURCE.test(id) && !widgetLoaded.has(id)) plan.main.add(id);
  // The page itself too: the entry chunk is then the group's, not a facade importing it.
  plan.main.add(index);
  const entryLoaded = new Set([...widgetLoaded, ...indexLoaded]);
  for (const id of closure(context, [home], entryLoaded)) if (!HOME_OWN.test(id)) plan.home.add(id);
}

/**
 * The plan's plugin (into Vite's plugins) and the tests of its code-splitting groups: `main` (the index
 * page's entry chunk), `widgetShared` and `home`.
 */
export function chunkPlan(): { plugin: Plugin } & { [set in keyof Plan]: ModuleTest } {
  const plan: Plan = { main: new Set(), widgetShared: new Set(), home: new Set() };
  const plugin: Plugin = {
    name: 'bulten-chunk-plan',
    buildEnd() {
      fillPlan(this, plan);
    },
  };
  return {
    plugin,
    main: (id) => plan.main.has(id),
    widgetShared: (id) => plan.widgetShared.has(id),
    home: (id) => plan.home.has(id),
  };
}
