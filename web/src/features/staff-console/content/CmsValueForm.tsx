import type { CmsValueUpdate } from '@bulten/core';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../i18n/react';
import { useSettingDraft } from '../drafts';
import { StaffForm, TextFieldGrid } from '../parts/StaffForm';
import { staffCall } from '../staff-call';
import { useStaffWrite } from '../use-staff-action';
import { moduleKeyFields } from './module-key-fields';

const EMPTY: CmsValueUpdate = { Modul: 'intro', Anahtar: 'content', DegerTr: '', DegerEn: '' };
const TEXT_ROWS = { min: 3, max: 10 };

/** A content value (e.g. the intro text `intro/content`) in both languages; saving adds a version. */
export function CmsValueForm() {
  const { t } = useTranslation();
  const services = useServices();
  const action = useStaffWrite();
  // The value just saved (its new version) stays in the form, as the page shows it now.
  const [values, setValues, submit] = useSettingDraft('cms-value', EMPTY, (body) =>
    action.write(
      () => staffCall(services, 'cms.SetValue', { body }),
      (answer) => t('staff.content.valueSaved', { version: answer.Versiyon }),
    ),
  );

  return (
    <StaffForm
      action={action}
      submitLabel={t('staff.common.save')}
      onSubmit={submit}
      title={t('staff.content.values')}
    >
      <TextFieldGrid
        values={values}
        onChange={setValues}
        fields={[
          ...moduleKeyFields(t),
          { key: 'DegerTr', label: t('staff.content.valueTr'), rows: TEXT_ROWS },
          { key: 'DegerEn', label: t('staff.content.valueEn'), rows: TEXT_ROWS },
        ]}
      />
    </StaffForm>
  );
}
