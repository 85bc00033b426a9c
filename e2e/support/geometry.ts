import type { Locator } from 'playwright-core';

/** Where an element lies on screen and whether a person can see and press it there. */
export interface Placement {
  /** Its box, in window coordinates. */
  box: { left: number; top: number; right: number; bottom: number };
  /** Wholly inside the window. */
  inWindow: boolean;
  /** Nothing else is drawn over its centre (of its first line, for a link that wraps). */
  uncovered: boolean;
}

/** Where an element lies now (nothing is scrolled). */
export function placement(element: Locator): Promise<Placement> {
  return element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    // A wrapped link's box has gaps between its lines: the centre of its first line is surely on it.
    const line = el.getClientRects()[0] ?? rect;
    const hit = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
    return {
      box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
      inWindow:
        rect.left >= -0.5 &&
        rect.top >= -0.5 &&
        rect.right <= window.innerWidth + 0.5 &&
        rect.bottom <= window.innerHeight + 0.5,
      uncovered: hit !== null && (hit === el || el.contains(hit)),
    };
  });
}

/** Whether two boxes share any area. */
export function overlap(a: Placement['box'], b: Placement['box']): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
