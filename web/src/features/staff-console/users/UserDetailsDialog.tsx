import type { UserListItem } from '@bulten/core';
import { Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { boundCheck, boundText } from '../../../components/bind';
import { useTranslation } from '../../../i18n/react';
import { StaffFormDialog } from '../parts/StaffDialog';
import { useStaffWrite } from '../use-staff-action';

/** A user's SMS phone, SMS step and a new password (super admin). */
export function UserDetailsDialog({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(user.Telefon ?? '');
  const [sms, setSms] = useState(user.SmsDogrulama);
  const [password, setPassword] = useState('');
  const action = useStaffWrite();

  const submit = async () => {
    const body = {
      KullaniciId: user.Id,
      Telefon: phone.trim() || null,
      SmsDogrulama: sms,
      ...(password ? { YeniSifre: password } : {}),
    };
    const saved = t('staff.users.detailsSaved', { name: user.KullaniciAdi });
    if (await action.send('staffDesk.KullaniciSetDetails', { body }, saved)) onClose();
  };

  const title = t('staff.users.detailsTitle', { name: user.KullaniciAdi });
  return (
    <StaffFormDialog
      title={title}
      onClose={onClose}
      action={action}
      submitLabel={t('staff.common.save')}
      onSubmit={submit}
    >
      <TextInput label={t('staff.users.fields.Telefon')} {...boundText(phone, setPhone)} inputMode="tel" />
      <Checkbox label={t('staff.users.fields.SmsDogrulama')} {...boundCheck(sms, setSms)} />
      <PasswordInput
        label={t('staff.users.newPassword')}
        description={t('staff.users.newPasswordHint')}
        {...boundText(password, setPassword)}
        autoComplete="new-password"
      />
    </StaffFormDialog>
  );
}
