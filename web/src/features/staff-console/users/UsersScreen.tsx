import { type Language, ROLES, staffEndpoints, type UserCreate, type UserListItem } from '@bulten/core';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY, useUserList } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { type Column, DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { errorText } from '../../../notify/error-text';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { UserDetailsDialog } from './UserDetailsDialog';

const EMPTY = {
  KullaniciAdi: '',
  Rol: 'operator',
  UyeKodu: '',
  AdSoyad: '',
  Telefon: '',
  Eposta: '',
  SmsDogrulama: false,
};

function CreateUserForm() {
  const { t } = useTranslation();
  const { http } = useServices();
  const queryClient = useQueryClient();
  // The password is never kept in the draft.
  const [values, setValues, clear] = useDraft('user', EMPTY);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const text = (key: 'KullaniciAdi' | 'UyeKodu' | 'AdSoyad' | 'Telefon' | 'Eposta', required = false) => (
    <TextInput
      label={t(`staff.users.fields.${key}`)}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
      required={required}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const none = (s: string) => (s.trim() === '' ? null : s.trim());
    const body: UserCreate = {
      KullaniciAdi: values.KullaniciAdi.trim(),
      Sifre: password,
      Rol: values.Rol as UserCreate['Rol'],
      UyeKodu: none(values.UyeKodu),
      AdSoyad: values.AdSoyad.trim(),
      Telefon: none(values.Telefon),
      Eposta: none(values.Eposta),
      SmsDogrulama: values.SmsDogrulama,
    };
    try {
      await http.call(staffEndpoints.KullaniciCreate, { body });
      toast('success', t('staff.users.created', { name: body.KullaniciAdi }));
      clear();
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('staff.users.create')}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('staff.users.create')}
        </Title>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('KullaniciAdi', true)}
          <PasswordInput
            label={t('staff.users.fields.Sifre')}
            description={t('staff.users.passwordHint')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
            autoComplete="new-password"
          />
          <NativeSelect
            label={t('staff.users.fields.Rol')}
            data={ROLES.map((r) => ({ value: r, label: t(`staff.roles.${r}`) }))}
            value={values.Rol}
            onChange={(e) => setValues({ ...values, Rol: e.currentTarget.value })}
            required
          />
          {text('UyeKodu')}
          {text('AdSoyad')}
          {text('Telefon')}
          {text('Eposta')}
          <Checkbox
            label={t('staff.users.fields.SmsDogrulama')}
            checked={values.SmsDogrulama}
            onChange={(e) => setValues({ ...values, SmsDogrulama: e.currentTarget.checked })}
            mt="lg"
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy}>
            {t('staff.users.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/yonetim/kullanicilar`: users (super admin creates, activates, deactivates; admins only read). */
export function UsersScreen({ canWrite }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const queryClient = useQueryClient();
  const users = useUserList();
  const [editing, setEditing] = useState<UserListItem | null>(null);
  async function setActive(user: UserListItem) {
    try {
      await http.call(staffEndpoints.KullaniciSetActive, {
        body: { KullaniciId: user.Id, Aktif: !user.Aktif },
      });
      toast(
        'success',
        t(user.Aktif ? 'staff.users.deactivated' : 'staff.users.activated', { name: user.KullaniciAdi }),
      );
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (error) {
      toast('error', errorText(t, error));
    }
  }
  const columns: Column<UserListItem>[] = [
    { key: 'name', label: t('staff.users.fields.KullaniciAdi'), cell: (u) => u.KullaniciAdi },
    { key: 'full', label: t('staff.users.fields.AdSoyad'), cell: (u) => u.AdSoyad || '–' },
    { key: 'role', label: t('staff.users.fields.Rol'), cell: (u) => t(`staff.roles.${u.Rol}`) },
    { key: 'member', label: t('staff.users.fields.UyeKodu'), cell: (u) => u.UyeKodu ?? '–' },
    { key: 'phone', label: t('staff.users.fields.Telefon'), cell: (u) => u.Telefon ?? '–' },
    {
      key: 'active',
      label: t('staff.users.active'),
      cell: (u) => (u.Aktif ? t('staff.users.yes') : t('staff.users.no')),
    },
  ];
  if (canWrite) {
    columns.push({
      key: 'actions',
      label: t('staff.registrations.actions'),
      cell: (u) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => void setActive(u)}
            aria-label={t(u.Aktif ? 'staff.users.deactivateNamed' : 'staff.users.activateNamed', {
              name: u.KullaniciAdi,
            })}
          >
            {t(u.Aktif ? 'staff.users.deactivate' : 'staff.users.activate')}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setEditing(u)}
            aria-label={t('staff.users.detailsTitle', { name: u.KullaniciAdi })}
          >
            {t('staff.users.details')}
          </Button>
        </Group>
      ),
    });
  }
  return (
    <StaffFrame
      title={t('staff.users.title')}
      description={t(canWrite ? 'staff.users.description' : 'staff.users.readOnly')}
    >
      {canWrite && <CreateUserForm />}
      <QueryState query={users}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(u) => String(u.Id)}
            caption={t('staff.users.caption')}
            language={i18n.language as Language}
          />
        )}
      </QueryState>
      {editing && <UserDetailsDialog user={editing} onClose={() => setEditing(null)} />}
    </StaffFrame>
  );
}
