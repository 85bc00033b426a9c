import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { Lang } from '../support/i18n';

// The widget's own texts (web/src/embed/embed-texts.ts), the few the tests look for.
const TEXTS = {
  tr: { average: 'Ağırlıklı ortalama', source: 'Kaynak', change: 'Önceki işlem gününe göre' },
  en: { average: 'Weighted average', source: 'Source', change: 'Against the previous trading day' },
} as const;

/** `/gomulu/fiyat/{classId}` and `/gomulu/grup/{groupId}`: the price widget, on its own or in a frame. */
export class PriceWidgetPage {
  constructor(
    readonly root: Page | FrameLocator,
    readonly lang: Lang = 'tr',
  ) {}

  /** The class's (or group's) name. */
  heading(): Locator {
    return this.root.getByRole('heading', { level: 1 });
  }

  /** The weighted average of a class widget (its text starts with the spoken label). */
  average(): Locator {
    return this.root.locator('p').filter({ hasText: `${TEXTS[this.lang].average}:` });
  }

  /** The shown average without its spoken label: `12,3456 TL/kg`. */
  async averageText(): Promise<string> {
    const all = (await this.average().textContent()) ?? '';
    return all.replace(`${TEXTS[this.lang].average}: `, '').trim();
  }

  /** The group widget's table. */
  table(): Locator {
    return this.root.getByRole('table');
  }

  /** The change note ("against the previous trading day"). */
  changeNote(): Locator {
    return this.root.getByText(TEXTS[this.lang].change);
  }

  /** The link back to the exchange. */
  sourceLink(): Locator {
    return this.root.getByRole('link', { name: new RegExp(`^${TEXTS[this.lang].source}:`) });
  }
}
