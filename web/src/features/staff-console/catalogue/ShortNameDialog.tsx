import { type CatalogueNameRow, SHORT_NAME_MAX } from '@bulten/core';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { boundText } from '../../../components/bind';
import { useTranslation } from '../../../i18n/react';
import { StaffFormDialog } from '../parts/StaffDialog';
import { useStaffWrite } from '../use-staff-action';

/** The short names of one node in both languages; blank: the screens show the full name. */
export function ShortNameDialog({ row, onClose }: { row: CatalogueNameRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [tr, setTr] = useState(row.KisaAdTr ?? '');
  const [en, setEn] = useState(row.KisaAdEn ?? '');
  const action = useStaffWrite();
  const submit = async () => {
    const body = { Id: row.Id, KisaAdTr: tr.trim() || null, KisaAdEn: en.trim() || null };
    if (
      await action.send(
        'catalogueNames.KatalogKisaAdKaydet',
        { body },
        t('staff.catalogue.saved', { name: row.AdTr }),
      )
    )
      onClose();
  };
  const field = (full: string) => ({
    maxLength: SHORT_NAME_MAX,
    description: t('staff.catalogue.fieldHint', { full, max: SHORT_NAME_MAX }),
  });
  return (
    <StaffFormDialog
      title={t('staff.catalogue.editTitle', { name: row.AdTr })}
      onClose={onClose}
      action={action}
      submitLabel={t('staff.common.save')}
      onSubmit={submit}
    >
      <TextInput label={t('staff.catalogue.shortTr')} {...field(row.AdTr)} {...boundText(tr, setTr)} />
      <TextInput label={t('staff.catalogue.shortEn')} {...field(row.AdEn)} {...boundText(en, setEn)} />
    </StaffFormDialog>
  );
}
