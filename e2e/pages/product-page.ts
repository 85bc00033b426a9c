import { type AnalysisKey, analysisByKey } from '@bulten/core';
import type { Locator, Page, Request } from 'playwright-core';
import { apiGet, bulletinApi } from '../support/api';
import type { Lang } from '../support/i18n';
import { renderedQueryKeys } from '../support/page-state';
import { Screen } from './screen';

/** `online-bulten/:itemId` and `online-bulten-ch/:itemId`: a product's page. */
export class ProductPage extends Screen {
  constructor(
    page: Page,
    readonly requests: Request[],
    lang: Lang = 'tr',
  ) {
    super(page, lang);
  }

  headline(): Locator {
    return this.page.getByLabel(this.t('product.headline'), { exact: true });
  }

  /** The shown values of the headline (`dd` texts). */
  headlineValues(): Promise<string[]> {
    return this.headline().locator('dd').allTextContents();
  }

  /** The chart drawing (its accessible name is the text summary). */
  chart(): Locator {
    return this.page.getByRole('img', { name: new RegExp(`^${this.t('charts.summary').split(':')[0]}:`) });
  }

  rangeButton(range: string): Locator {
    return this.page
      .getByRole('group', { name: this.t('product.range') })
      .getByRole('button', { name: this.t(`product.ranges.${range}`), exact: true });
  }

  scatter(analysisKey: AnalysisKey, count: number): Locator {
    const { label, unit } = analysisByKey(analysisKey);
    const analysis = `${label[this.lang]} (${unit})`;
    return this.page.getByRole('img', {
      name: this.t('product.scatterTitle', { analysis, count }),
      exact: true,
    });
  }

  /**
   * The API answer of the latest request the page made to an endpoint (fetched again in the page's
   * language); on a server-rendered page that made none, of the window (`{id}/{from}/{to}`) it was rendered with.
   */
  async answerOf<T>(endpoint: string): Promise<T> {
    const request = [...this.requests].reverse().find((r) => r.url().includes(`/${endpoint}/`));
    if (request) {
      const url = new URL(request.url());
      return apiGet<T>(`${url.pathname.replace(/^\/api\/v1\//, '')}${url.search}`, { lang: this.lang });
    }
    const window = (await renderedQueryKeys(this.page))
      .flat()
      .find((part): part is { itemId: number; from: string; to: string } =>
        Boolean(part && typeof part === 'object' && 'itemId' in part && 'from' in part && 'to' in part),
      );
    if (!window) throw new Error(`the page did not call ${endpoint}`);
    return bulletinApi<T>(`${endpoint}/${window.itemId}/${window.from}/${window.to}`, this.lang);
  }
}
