import { type CatalogueNameRow, catalogueNameEndpoints } from '@bulten/core';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCatalogueNames } from '../../../api/hooks/use-staff';
import { boundText } from '../../../components/bind';
import type { Column } from '../../../components/DataTable';
import { RowButtons } from '../../../components/RowButtons';
import { useTranslation } from '../../../i18n/react';
import { StaffTable } from '../parts/StaffTable';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { ShortNameDialog } from './ShortNameDialog';

/** Case- and dot-insensitive Turkish search text. */
const folded = (text: string) => text.toLocaleLowerCase('tr');

function matches(row: CatalogueNameRow, search: string): boolean {
  const wanted = folded(search.trim());
  if (wanted === '') return true;
  return [row.Kod, row.AdTr, row.AdEn, row.KisaAdTr ?? '', row.KisaAdEn ?? ''].some((text) =>
    folded(text).includes(wanted),
  );
}

/**
 * `/yonetim/katalog`: the catalogue's names (data staff): each group, class and product with its full names
 * and the short names the hall's television shows (blank: the full name, written smaller and cut to two
 * lines); an edit is audited.
 */
export function CatalogueScreen({ may }: ScreenProps) {
  const { t } = useTranslation();
  const names = useCatalogueNames();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<CatalogueNameRow | null>(null);
  const none = t('staff.catalogue.none');
  const columns: Column<CatalogueNameRow>[] = [
    { key: 'level', label: t('staff.catalogue.level'), cell: (r) => t(`staff.catalogue.levels.${r.Seviye}`) },
    { key: 'code', label: t('staff.catalogue.code'), cell: (r) => r.Kod },
    { key: 'name', label: t('staff.catalogue.name'), cell: (r) => r.AdTr },
    { key: 'nameEn', label: t('staff.catalogue.nameEn'), cell: (r) => r.AdEn },
    { key: 'shortTr', label: t('staff.catalogue.shortTr'), cell: (r) => r.KisaAdTr ?? none },
    { key: 'shortEn', label: t('staff.catalogue.shortEn'), cell: (r) => r.KisaAdEn ?? none },
  ];
  if (may(catalogueNameEndpoints.KatalogKisaAdKaydet))
    columns.push({
      key: 'actions',
      label: t('staff.registrations.actions'),
      cell: (r) => (
        <RowButtons
          buttons={[
            {
              label: t('staff.catalogue.edit'),
              name: t('staff.catalogue.editTitle', { name: r.AdTr }),
              onClick: () => setEditing(r),
            },
          ]}
        />
      ),
    });
  return (
    <StaffFrame title={t('staff.nav.catalogue')} description={t('staff.catalogue.description')}>
      <TextInput
        label={t('staff.catalogue.search')}
        type="search"
        maw={420}
        {...boundText(search, setSearch)}
      />
      <StaffTable
        query={names}
        rows={(all) => all.filter((r) => matches(r, search))}
        columns={columns}
        caption={t('staff.catalogue.caption')}
        rowKey={(r) => String(r.Id)}
        rowHeader="name"
      />
      {editing && <ShortNameDialog row={editing} onClose={() => setEditing(null)} />}
    </StaffFrame>
  );
}
