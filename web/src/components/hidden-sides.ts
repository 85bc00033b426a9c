// Loaded by `ScrollRegion` once the page runs: the cue is for after the first paint, and the first view's
// scripts stay within their budget.

/**
 * Watches a table's frame (`ScrollRegion`): marks the sides where its region hides more (`data-more-start`,
 * `data-more-end`) and where its header row starts (`--table-head-top`), and shows the scroll cue `text` (drawn
 * for sight only, `aria-hidden`); again whenever the region or its table changes size or
 * the region scrolls. Written on the elements, not in React's state, so nothing renders again.
 */
export function watchHiddenSides(frame: HTMLElement | null, text: string): () => void {
  const region = frame?.firstElementChild;
  // Gone before this module came: nothing to watch.
  if (!frame || !(region instanceof HTMLElement)) return () => undefined;
  const cue = document.createElement('span');
  cue.className = 'scroll-cue';
  cue.setAttribute('aria-hidden', 'true');
  cue.textContent = text;
  frame.append(cue);
  const update = () => {
    const hidden = region.scrollWidth - region.clientWidth;
    const x = Math.abs(region.scrollLeft);
    frame.toggleAttribute('data-more-start', hidden > 1 && x > 1);
    frame.toggleAttribute('data-more-end', hidden > 1 && x < hidden - 1);
    frame.style.setProperty('--table-head-top', `${region.querySelector('thead')?.offsetTop ?? 0}px`);
  };
  update();
  region.addEventListener('scroll', update, { passive: true });
  // Rows arrive, the window turns, fonts load: each changes what fits.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(region);
  if (region.firstElementChild) observer?.observe(region.firstElementChild);
  return () => {
    region.removeEventListener('scroll', update);
    observer?.disconnect();
    cue.remove();
  };
}
