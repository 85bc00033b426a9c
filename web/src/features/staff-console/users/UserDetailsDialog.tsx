import { staffDeskEndpoints, type UserListItem } from '@bulten/core';
import { Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, StaffDialog } from '../parts/StaffDialog';
import { StaffForm } from '../parts/StaffForm';
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
    if (await action.send(staffDeskEndpoints.KullaniciSetDetails, { body }, saved)) onClose();
  };

  const title = t('staff.users.detailsTitle', { name: user.KullaniciAdi });
  return (
    <StaffDialog title={title} onClose={onClose}>
      <StaffForm
        label={title}
        action={action}
        submitLabel={t('staff.common.save')}
        onSubmit={() => void submit()}
        actions={<CloseButton onClose={onClose} busy={action.busy} />}
      >
        <TextInput
          label={t('staff.users.fields.Telefon')}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          inputMode="tel"
        />
        <Checkbox
          label={t('staff.users.fields.SmsDogrulama')}
          checked={sms}
          onChange={(e) => setSms(e.currentTarget.checked)}
        />
        <PasswordInput
          label={t('staff.users.newPassword')}
          description={t('staff.users.newPasswordHint')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
        />
      </StaffForm>
    </StaffDialog>
  );
}
