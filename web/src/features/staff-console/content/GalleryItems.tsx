import { cmsEndpoints, type GalleryAdminItem, type Language } from '@bulten/core';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY, useGalleryAdmin } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { type Column, DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { errorText } from '../../../notify/error-text';
import { toast } from '../../../notify/toast';

const EMPTY = { Modul: 'galeri', BaslikTr: '', BaslikEn: '', ResimUrl: '', LinkUrl: '' };

/** Gallery items (published or not): add one, remove one. */
export function GalleryItems() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const queryClient = useQueryClient();
  const gallery = useGalleryAdmin(1);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setForm({ ...form, [key]: value });

  async function run(step: () => Promise<unknown>, message: string) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
      toast('success', message);
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      return true;
    } catch (error) {
      setProblem(errorText(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, LinkUrl: form.LinkUrl.trim() || null };
    if (await run(() => http.call(cmsEndpoints.GaleriCreate, { body }), t('staff.content.galleryAdded')))
      setForm(EMPTY);
  };
  const remove = (item: GalleryAdminItem) =>
    void run(
      () => http.call(cmsEndpoints.GaleriDelete, { params: { id: item.Id } }),
      t('staff.content.galleryRemoved'),
    );

  const columns: Column<GalleryAdminItem>[] = [
    {
      key: 'title',
      label: t('staff.content.galleryTitle'),
      cell: (g) => (i18n.language === 'en' ? g.BaslikEn : g.BaslikTr),
    },
    { key: 'module', label: t('staff.content.module'), cell: (g) => g.Modul },
    { key: 'image', label: t('staff.content.image'), cell: (g) => g.ResimUrl },
    {
      key: 'live',
      label: t('staff.content.published'),
      cell: (g) => (g.Yayinda ? t('staff.users.yes') : t('staff.users.no')),
    },
    {
      key: 'remove',
      label: t('staff.registrations.actions'),
      cell: (g) => (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => remove(g)}
          aria-label={t('staff.content.removeNamed', { name: g.BaslikTr })}
        >
          {t('staff.content.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('staff.content.gallery')}
      </Title>
      <form onSubmit={(e) => void submit(e)} aria-label={t('staff.content.galleryAdd')}>
        <Stack gap="xs">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('staff.content.module')}
              value={form.Modul}
              onChange={(e) => set('Modul')(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('staff.content.image')}
              value={form.ResimUrl}
              onChange={(e) => set('ResimUrl')(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('staff.content.galleryTitleTr')}
              value={form.BaslikTr}
              onChange={(e) => set('BaslikTr')(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('staff.content.galleryTitleEn')}
              value={form.BaslikEn}
              onChange={(e) => set('BaslikEn')(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('staff.content.link')}
              value={form.LinkUrl}
              onChange={(e) => set('LinkUrl')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy}>
              {t('staff.content.galleryAdd')}
            </Button>
          </Group>
        </Stack>
      </form>
      <QueryState query={gallery} isEmpty={(d) => d.Items.length === 0}>
        {(page) => (
          <DataTable
            rows={page.Items}
            columns={columns}
            rowKey={(g) => String(g.Id)}
            caption={t('staff.content.gallery')}
            language={i18n.language as Language}
          />
        )}
      </QueryState>
    </Stack>
  );
}
