import { staffDeskEndpoints, type UserListItem } from '@bulten/core';
import { Alert, Button, Checkbox, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { toast } from '../../../notify/toast';
import { staffCall } from '../staff-call';
import { useStaffAction } from '../use-staff-action';

/** A user's SMS phone, SMS step and a new password (super admin). */
export function UserDetailsDialog({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 36em)') ?? false;
  const services = useServices();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState(user.Telefon ?? '');
  const [sms, setSms] = useState(user.SmsDogrulama);
  const [password, setPassword] = useState('');
  const { busy, problem, run } = useStaffAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const body = {
        KullaniciId: user.Id,
        Telefon: phone.trim() || null,
        SmsDogrulama: sms,
        ...(password ? { YeniSifre: password } : {}),
      };
      await staffCall(services, staffDeskEndpoints.KullaniciSetDetails, { body });
      toast('success', t('staff.users.detailsSaved', { name: user.KullaniciAdi }));
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      onClose();
    });
  }

  const title = t('staff.users.detailsTitle', { name: user.KullaniciAdi });
  return (
    <Modal opened onClose={onClose} fullScreen={small} title={title} size="lg">
      <form onSubmit={(e) => void submit(e)} aria-label={title}>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
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
          <Group>
            <Button type="submit" loading={busy}>
              {t('staff.common.save')}
            </Button>
            <Button variant="subtle" onClick={onClose} disabled={busy}>
              {t('staff.common.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
