import { Divider } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { CmsValueForm } from './CmsValueForm';
import { GalleryItems } from './GalleryItems';
import { ModuleOptions } from './ModuleOptions';

/** `/yonetim/icerik`: content values, module options and gallery items. */
export function ContentScreen(_: ScreenProps) {
  const { t } = useTranslation();
  return (
    <StaffFrame title={t('staff.content.title')} description={t('staff.content.description')}>
      <CmsValueForm />
      <Divider />
      <ModuleOptions />
      <Divider />
      <GalleryItems />
    </StaffFrame>
  );
}
