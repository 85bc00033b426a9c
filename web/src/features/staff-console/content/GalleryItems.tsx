import type { GalleryAdminItem } from '@bulten/core';
import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useGalleryAdmin } from '../../../api/hooks/use-staff';
import type { Column } from '../../../components/DataTable';
import { rowButtonsColumn } from '../../../components/RowButtons';
import { useTranslation } from '../../../i18n/react';
import { StaffForm, TextFieldGrid, type TextFieldSpec } from '../parts/StaffForm';
import { StaffTable } from '../parts/StaffTable';
import { useStaffWrite } from '../use-staff-action';

const EMPTY = { Modul: 'galeri', BaslikTr: '', BaslikEn: '', ResimUrl: '', LinkUrl: '' };
type GalleryForm = typeof EMPTY;

const formOf = (item: GalleryAdminItem): GalleryForm => ({
  Modul: item.Modul,
  BaslikTr: item.BaslikTr,
  BaslikEn: item.BaslikEn,
  ResimUrl: item.ResimUrl,
  LinkUrl: item.LinkUrl ?? '',
});

function useGalleryColumns(
  onEdit: (item: GalleryAdminItem) => void,
  onRemove: (item: GalleryAdminItem) => void,
) {
  const { t, i18n } = useTranslation();
  const columns: Column<GalleryAdminItem>[] = [
    {
      key: 'title',
      label: t('staff.content.galleryTitle'),
      cell: (g) => (i18n.language === 'en' ? g.BaslikEn : g.BaslikTr),
    },
    { key: 'module', label: t('staff.content.module'), cell: (g) => g.Modul },
    {
      key: 'image',
      label: t('staff.content.image'),
      // The picture itself: its address is often a long data URL that widened the table by metres.
      cell: (g) => <img src={g.ResimUrl} alt={g.BaslikTr} className="staff-thumb" loading="lazy" />,
    },
    {
      key: 'live',
      label: t('staff.content.published'),
      cell: (g) => (g.Yayinda ? t('staff.users.yes') : t('staff.users.no')),
    },
    rowButtonsColumn('remove', t('staff.registrations.actions'), (g: GalleryAdminItem) => [
      {
        label: t('staff.content.edit'),
        name: t('staff.content.galleryEditNamed', { name: g.BaslikTr }),
        onClick: () => onEdit(g),
      },
      {
        label: t('staff.content.remove'),
        name: t('staff.content.removeNamed', { name: g.BaslikTr }),
        onClick: () => onRemove(g),
      },
    ]),
  ];
  return columns;
}

/** Gallery items (published or not): add one, edit one (its other fields kept), remove one. */
export function GalleryItems() {
  const { t } = useTranslation();
  const gallery = useGalleryAdmin(1);
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<GalleryAdminItem | null>(null);
  const action = useStaffWrite();
  const fields: TextFieldSpec<keyof GalleryForm>[] = [
    { key: 'Modul', label: t('staff.content.module'), required: true },
    { key: 'ResimUrl', label: t('staff.content.image'), required: true },
    { key: 'BaslikTr', label: t('staff.content.galleryTitleTr'), required: true },
    { key: 'BaslikEn', label: t('staff.content.galleryTitleEn'), required: true },
    { key: 'LinkUrl', label: t('staff.content.link') },
  ];

  const { send } = action;
  const stopEditing = () => {
    setEditing(null);
    setForm(EMPTY);
  };
  const submit = async () => {
    const input = { ...form, LinkUrl: form.LinkUrl.trim() || null };
    const done = editing
      ? await send(
          'cms.GaleriUpdate',
          {
            params: { id: editing.Id },
            body: {
              ...input,
              AciklamaTr: editing.AciklamaTr,
              AciklamaEn: editing.AciklamaEn,
              Sira: editing.Sira,
              Yayinda: editing.Yayinda,
            },
          },
          t('staff.content.gallerySaved'),
        )
      : await send('cms.GaleriCreate', { body: input }, t('staff.content.galleryAdded'));
    if (done) stopEditing();
  };
  const edit = (item: GalleryAdminItem) => {
    setEditing(item);
    setForm(formOf(item));
  };
  const remove = (item: GalleryAdminItem) =>
    void send('cms.GaleriDelete', { params: { id: item.Id } }, t('staff.content.galleryRemoved'));
  const columns = useGalleryColumns(edit, remove);
  const label = editing ? t('staff.content.galleryEdit') : t('staff.content.galleryAdd');

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('staff.content.gallery')}
      </Title>
      <StaffForm
        label={label}
        action={action}
        gap="xs"
        submitLabel={editing ? t('staff.common.save') : label}
        onSubmit={submit}
        actions={
          editing && (
            <Button variant="subtle" onClick={stopEditing} disabled={action.busy}>
              {t('staff.content.galleryEditCancel')}
            </Button>
          )
        }
      >
        <TextFieldGrid fields={fields} values={form} onChange={setForm} />
      </StaffForm>
      <StaffTable
        query={gallery}
        rows={(page) => page.Items}
        isEmpty={(page) => page.Items.length === 0}
        columns={columns}
        rowKey={(g) => String(g.Id)}
        caption={t('staff.content.gallery')}
      />
    </Stack>
  );
}
