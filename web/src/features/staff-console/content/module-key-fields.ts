import type { TFunction } from '../../../i18n/translator';
import type { TextFieldSpec } from '../parts/StaffForm';

/** The module and key fields that name a content value or a module option (both required). */
export function moduleKeyFields(t: TFunction): TextFieldSpec<'Modul' | 'Anahtar'>[] {
  return [
    { key: 'Modul', label: t('staff.content.module'), required: true },
    { key: 'Anahtar', label: t('staff.content.key'), required: true },
  ];
}
