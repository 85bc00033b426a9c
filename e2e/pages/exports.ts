import type { Locator, Page } from 'playwright-core';
import { type DownloadedFile, readDownload } from '../support/downloads';
import { type Lang, text } from '../support/i18n';

/** A format a screen exports. */
export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** The export links of a screen, and what clicking one downloads. */
export class Exports {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** The downloads of a table, named by their label's key (default: "download this table"). */
  navigation(labelKey = 'openData.label', values?: Record<string, string>): Locator {
    return this.page.getByRole('navigation', { name: text(this.lang, labelKey, values) });
  }

  /** The texts of the download links in a navigation, in order. */
  linkTexts(navigation: Locator): Promise<string[]> {
    return navigation.getByRole('link').allTextContents();
  }

  link(format: ExportFormat, scope?: Locator): Locator {
    return (scope ?? this.page).getByRole('link', { name: text(this.lang, `priceArchive.export.${format}`) });
  }

  /** Clicks an export link (inside `scope` when given) and answers the downloaded file. */
  async download(format: ExportFormat, scope?: Locator): Promise<DownloadedFile> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.link(format, scope).click(),
    ]);
    return readDownload(download);
  }
}
