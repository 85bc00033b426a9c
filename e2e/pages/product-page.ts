import { type AnalysisKey, analysisByKey } from '@bulten/core';
import type { Locator, Page, Request } from 'playwright-core';
import { type Lang, text } from '../support/i18n';
import { api } from './bulletin-page';
import { ShellPage } from './shell-page';

/** `online-bulten/:itemId` and `online-bulten-ch/:itemId`: a product's page. */
export class ProductPageModel {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly requests: Request[],
    readonly lang: Lang = 'tr',
  ) {
    this.shell = new ShellPage(page, lang);
  }

  async open(path: string): Promise<void> {
    await this.shell.open(path);
  }

  headline(): Locator {
    return this.page.getByLabel(text(this.lang, 'product.headline'), { exact: true });
  }

  /** The chart drawing (its accessible name is the text summary). */
  chart(): Locator {
    return this.page.getByRole('img', {
      name: new RegExp(`^${text(this.lang, 'charts.summary').split(':')[0]}:`),
    });
  }

  rangeButton(range: string): Locator {
    return this.page
      .getByRole('group', { name: text(this.lang, 'product.range') })
      .getByRole('button', { name: text(this.lang, `product.ranges.${range}`), exact: true });
  }

  table(captionKey: string): Locator {
    return this.page.getByRole('table', { name: text(this.lang, captionKey) });
  }

  scatter(analysisKey: AnalysisKey, count: number): Locator {
    const { label, unit } = analysisByKey(analysisKey);
    const analysis = `${label[this.lang]} (${unit})`;
    return this.page.getByRole('img', {
      name: text(this.lang, 'product.scatterTitle', { analysis, count }),
      exact: true,
    });
  }

  /** The API answer of the latest request the page made to an endpoint (fetched again in the page's language). */
  async answerOf<T>(endpoint: string): Promise<T> {
    const request = [...this.requests].reverse().find((r) => r.url().includes(`/${endpoint}/`));
    if (!request) throw new Error(`the page did not call ${endpoint}`);
    const url = new URL(request.url());
    return api<T>(`${url.pathname}${url.search}`, this.lang);
  }
}
