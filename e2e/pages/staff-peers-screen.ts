import type { Locator } from 'playwright-core';
import { StaffConsolePage } from './staff-console-page';

/** `/yonetim/borsalar`: the peers with their reads, and the class mapping. */
export class StaffPeersScreen extends StaffConsolePage {
  /** Waits for the screen's heading and the list of peers. */
  async ready(): Promise<this> {
    await this.page.getByRole('heading', { level: 1, name: this.t('staff.peers.title') }).waitFor();
    await this.peers().waitFor();
    return this;
  }

  /** The list of peers. */
  peers(): Locator {
    return this.page.getByRole('table', { name: this.t('staff.peers.caption'), exact: true });
  }

  /** A peer's row in the list, by its name. */
  peer(name: string): Locator {
    return this.peers()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The mapping table. */
  mappings(): Locator {
    return this.page.getByRole('table', { name: this.t('staff.peers.mapping.caption'), exact: true });
  }

  /** The chooser of our class for a peer class, and its unit chooser and save button. */
  mappingControls(peerClass: string) {
    return {
      ours: this.page.getByRole('combobox', {
        name: this.t('staff.peers.mapping.classFor', { name: peerClass }),
      }),
      unit: this.page.getByRole('combobox', {
        name: this.t('staff.peers.mapping.unitFor', { name: peerClass }),
      }),
      save: this.page.getByRole('button', {
        name: this.t('staff.peers.mapping.saveFor', { name: peerClass }),
      }),
    };
  }
}
