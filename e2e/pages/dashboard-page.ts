import type { Locator } from 'playwright-core';
import { Screen } from './screen';

/** The dashboard (`/`, `/online-bulten-dashboard`): session, totals, cards, latest trades. */
export class DashboardPage extends Screen {
  /** Waits for the dashboard's title and its first card. */
  override async ready(): Promise<this> {
    await this.heading('dashboard.title').waitFor();
    await this.cards().first().waitFor();
    return this;
  }

  section(titleKey: string, values: Record<string, string> = {}): Locator {
    return this.page.getByRole('region', { name: this.t(titleKey, values), exact: true });
  }

  /** Every market card. */
  cards(): Locator {
    return this.page.locator('article.market-card');
  }

  /** The card named `name` (its `h4`). */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The latest trades table of the dashboard. */
  latestTrades(): Locator {
    return this.section('dashboard.latestTrades').getByRole('table');
  }

  /** A tile of the day's totals by its label key. */
  totalTile(labelKey: string): Locator {
    return this.page
      .locator('.figure-tiles > div')
      .filter({ has: this.page.getByText(this.t(labelKey), { exact: true }) })
      .locator('dd');
  }
}
