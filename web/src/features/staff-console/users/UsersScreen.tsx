import { ROLES, staffDeskEndpoints, staffEndpoints, type UserCreate, type UserListItem } from '@bulten/core';
import { Checkbox, NativeSelect, PasswordInput, SimpleGrid } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useUserList } from '../../../api/hooks/use-staff';
import { boundText } from '../../../components/bind';
import type { Column } from '../../../components/DataTable';
import { rowButtonsColumn } from '../../../components/RowButtons';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { StaffForm, TextFields } from '../parts/StaffForm';
import { StaffListTable } from '../parts/StaffTable';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { useStaffWrite } from '../use-staff-action';
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

type UserText = 'KullaniciAdi' | 'UyeKodu' | 'AdSoyad' | 'Telefon' | 'Eposta';
const none = (s: string) => (s.trim() === '' ? null : s.trim());

function CreateUserForm() {
  const { t } = useTranslation();
  // The password is never kept in the draft.
  const [values, setValues, clear] = useDraft('user', EMPTY);
  const [password, setPassword] = useState('');
  const action = useStaffWrite();
  const text = (...keys: UserText[]) => (
    <TextFields
      values={values}
      onChange={setValues}
      fields={keys.map((key) => ({
        key,
        label: t(`staff.users.fields.${key}`),
        required: key === 'KullaniciAdi',
      }))}
    />
  );

  const submit = async () => {
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
    const created = t('staff.users.created', { name: body.KullaniciAdi });
    if (!(await action.send('staff.KullaniciCreate', { body }, created))) return;
    clear();
    setPassword('');
  };

  return (
    <StaffForm
      action={action}
      submitLabel={t('staff.users.create')}
      onSubmit={submit}
      title={t('staff.users.create')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('KullaniciAdi')}
        <PasswordInput
          label={t('staff.users.fields.Sifre')}
          description={t('staff.users.passwordHint')}
          {...boundText(password, setPassword)}
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
        {text('UyeKodu', 'AdSoyad', 'Telefon', 'Eposta')}
        <Checkbox
          label={t('staff.users.fields.SmsDogrulama')}
          checked={values.SmsDogrulama}
          onChange={(e) => setValues({ ...values, SmsDogrulama: e.currentTarget.checked })}
          mt="lg"
        />
      </SimpleGrid>
    </StaffForm>
  );
}

/** `/yonetim/kullanicilar`: users (super admin creates, activates, deactivates; admins only read). */
export function UsersScreen({ may }: ScreenProps) {
  const { t } = useTranslation();
  const canCreate = may(staffEndpoints.KullaniciCreate);
  const canChange = may(staffEndpoints.KullaniciSetActive) && may(staffDeskEndpoints.KullaniciSetDetails);
  const users = useUserList();
  const [editing, setEditing] = useState<UserListItem | null>(null);
  const action = useStaffWrite();
  // A refused switch is said in a toast: the list has no form to show it beside.
  const setActive = (user: UserListItem) =>
    action.send(
      'staff.KullaniciSetActive',
      { body: { KullaniciId: user.Id, Aktif: !user.Aktif } },
      t(user.Aktif ? 'staff.users.deactivated' : 'staff.users.activated', { name: user.KullaniciAdi }),
    );
  useEffect(() => {
    if (action.problem) toast('error', action.problem);
  }, [action.problem]);
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
  if (canChange) {
    columns.push(
      rowButtonsColumn('actions', t('staff.registrations.actions'), (u: UserListItem) => [
        {
          label: t(u.Aktif ? 'staff.users.deactivate' : 'staff.users.activate'),
          name: t(u.Aktif ? 'staff.users.deactivateNamed' : 'staff.users.activateNamed', {
            name: u.KullaniciAdi,
          }),
          onClick: () => void setActive(u),
        },
        {
          label: t('staff.users.details'),
          name: t('staff.users.detailsTitle', { name: u.KullaniciAdi }),
          onClick: () => setEditing(u),
        },
      ]),
    );
  }
  return (
    <StaffFrame
      title={t('staff.users.title')}
      description={t(canCreate ? 'staff.users.description' : 'staff.users.readOnly')}
    >
      {canCreate && <CreateUserForm />}
      <StaffListTable
        query={users}
        columns={columns}
        rowKey={(u) => String(u.Id)}
        caption={t('staff.users.caption')}
      />
      {editing && <UserDetailsDialog user={editing} onClose={() => setEditing(null)} />}
    </StaffFrame>
  );
}
