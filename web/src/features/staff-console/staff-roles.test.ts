import { peerEndpoints, staffEndpoints } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCREENS, type ConsoleScreen, mayRead, mayWrite, type StaffRole } from './staff-roles';

const ROLES: readonly StaffRole[] = ['operator', 'admin', 'superadmin'];

function screen(path: string): ConsoleScreen {
  const found = CONSOLE_SCREENS.find((s) => s.path === path);
  if (!found) throw new Error(`no screen ${path}`);
  return found;
}

/** The writes of a screen a role may call, by endpoint name. */
function writesOf(path: string, role: StaffRole): string[] {
  const s = screen(path);
  return s.writes.filter((w) => mayWrite(s, role, w)).map((w) => w.name);
}

describe('the console from the endpoint table', () => {
  it('shows each role the screens whose reads the table lets it call', () => {
    const nav = (role: StaffRole) => CONSOLE_SCREENS.filter((s) => mayRead(s, role)).map((s) => s.path);
    expect(nav('operator')).toEqual(['tescil', 'ice-aktar', 'katalog', 'borsalar']);
    const all = ['tescil', 'ice-aktar', 'katalog', 'kayan-yazi', 'kvkk', 'icerik', 'kullanicilar', 'denetim'];
    expect(nav('admin')).toEqual([...all, 'borsalar']);
    expect(nav('superadmin')).toEqual([...all, 'borsalar']);
  });

  it('gives each role the write buttons the table lets it call', () => {
    expect(writesOf('kullanicilar', 'admin')).toEqual([]);
    expect(writesOf('kullanicilar', 'superadmin')).toEqual([
      'staff.KullaniciCreate',
      'staff.KullaniciSetActive',
      'staffDesk.KullaniciSetDetails',
    ]);
    // Data staff read peers now and map their classes; listing, changing and removing peers is for admins.
    expect(writesOf('borsalar', 'operator')).toEqual(['peers.KomsuOku', 'peers.KomsuEslesmeKaydet']);
    expect(writesOf('borsalar', 'admin')).toHaveLength(5);
    expect(writesOf('tescil', 'operator')).toEqual([
      'registrationDesk.TescilCreate',
      'registrationDesk.TescilCorrect',
      'registrationDesk.TescilCancel',
    ]);
    expect(writesOf('denetim', 'superadmin')).toEqual([]);
  });

  it('lets everyone who opens a screen without a read-only mode call all of its writes', () => {
    // The ticker and content screens are forms through and through: were the table to split who reads them
    // from who writes them, they would need a read-only mode first.
    for (const path of ['kayan-yazi', 'icerik'])
      for (const role of ROLES.filter((r) => mayRead(screen(path), r)))
        expect([path, role, writesOf(path, role).length]).toEqual([path, role, screen(path).writes.length]);
  });

  it('refuses a question about a write the screen does not name', () => {
    expect(() => mayWrite(screen('denetim'), 'superadmin', staffEndpoints.KullaniciCreate)).toThrow(
      'denetim names no write staff.KullaniciCreate',
    );
    expect(() => mayWrite(screen('tescil'), 'admin', peerEndpoints.KomsuSil)).toThrow(/names no write/);
  });
});
