import { PEER_KINDS, type PeerRequest, type PeerStatus } from '@bulten/core';
import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useDraft } from '../drafts';
import { StaffFormDialog } from '../parts/StaffDialog';
import { StaffForm, TextFields } from '../parts/StaffForm';
import { useStaffWrite } from '../use-staff-action';

const EMPTY: PeerRequest = { Ad: '', Sehir: '', Tur: 'bulten', Adres: '', Gosterilsin: true };

/** The fields of a peer: name, city, kind, address and whether the board shows it. */
function PeerFields({ values, onChange }: { values: PeerRequest; onChange: (next: PeerRequest) => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextFields
        values={values}
        onChange={onChange}
        fields={[
          { key: 'Ad', label: t('staff.peers.fields.Ad'), required: true, maxLength: 120 },
          { key: 'Sehir', label: t('staff.peers.fields.Sehir'), required: true, maxLength: 80 },
          {
            key: 'Adres',
            label: t('staff.peers.fields.Adres'),
            description: t('staff.peers.addressHint'),
            required: true,
            maxLength: 300,
          },
        ]}
      />
      <NativeSelect
        label={t('staff.peers.fields.Tur')}
        value={values.Tur}
        data={PEER_KINDS.map((kind) => ({ value: kind, label: t(`staff.peers.kinds.${kind}`) }))}
        onChange={(e) => onChange({ ...values, Tur: e.currentTarget.value as PeerRequest['Tur'] })}
      />
      <Checkbox
        label={t('staff.peers.fields.Gosterilsin')}
        checked={values.Gosterilsin}
        onChange={(e) => onChange({ ...values, Gosterilsin: e.currentTarget.checked })}
        mt="lg"
      />
    </SimpleGrid>
  );
}

/** Admins list a peer (a draft survives a session that ends). */
export function AddPeerForm() {
  const { t } = useTranslation();
  const [values, setValues, clear] = useDraft('peer', EMPTY);
  const action = useStaffWrite();
  const submit = async () => {
    const done = t('staff.peers.added', { name: values.Ad.trim() });
    if (await action.send('peers.KomsuEkle', { body: values }, done)) clear();
  };
  return (
    <StaffForm
      action={action}
      title={t('staff.peers.add')}
      submitLabel={t('staff.peers.add')}
      onSubmit={submit}
    >
      <PeerFields values={values} onChange={setValues} />
    </StaffForm>
  );
}

/** Admins change a peer in a dialog. */
export function EditPeerDialog({ peer, onClose }: { peer: PeerStatus; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<PeerRequest>({
    Ad: peer.Ad,
    Sehir: peer.Sehir,
    Tur: peer.Tur,
    Adres: peer.Adres,
    Gosterilsin: peer.Gosterilsin,
  });
  const action = useStaffWrite();
  const submit = async () => {
    const done = t('staff.peers.saved', { name: values.Ad.trim() });
    if (await action.send('peers.KomsuGuncelle', { body: { Id: peer.Id, ...values } }, done)) onClose();
  };
  return (
    <StaffFormDialog
      title={t('staff.peers.editTitle', { name: peer.Ad })}
      onClose={onClose}
      action={action}
      submitLabel={t('staff.common.save')}
      onSubmit={submit}
    >
      <PeerFields values={values} onChange={setValues} />
    </StaffFormDialog>
  );
}
