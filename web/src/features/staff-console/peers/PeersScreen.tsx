import { type PeerStatus, peerEndpoints } from '@bulten/core';
import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { usePeerList } from '../../../api/hooks/use-peers-staff';
import type { Column } from '../../../components/DataTable';
import { type RowButton, RowButtons } from '../../../components/RowButtons';
import { formatDate } from '../../../format/dates';
import { formatCount } from '../../../format/numbers';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../notify/toast';
import { StaffListTable } from '../parts/StaffTable';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { useStaffWrite } from '../use-staff-action';
import { AddPeerForm, EditPeerDialog } from './PeerForm';
import { PeerMappings } from './PeerMappings';
import { peerState } from './peer-status';

/** The list's columns: what each peer is and how its reads go. */
function peerColumns(t: ReturnType<typeof useTranslation>['t']): Column<PeerStatus>[] {
  return [
    { key: 'name', label: t('staff.peers.fields.Ad'), cell: (p) => p.Ad },
    { key: 'city', label: t('staff.peers.fields.Sehir'), cell: (p) => p.Sehir },
    { key: 'kind', label: t('staff.peers.fields.Tur'), cell: (p) => t(`staff.peers.kinds.${p.Tur}`) },
    {
      key: 'url',
      label: t('staff.peers.fields.Adres'),
      cell: (p) => (
        <Anchor href={p.Adres} target="_blank" rel="noopener noreferrer" size="sm">
          {p.Adres}
        </Anchor>
      ),
    },
    {
      key: 'shown',
      label: t('staff.peers.fields.Gosterilsin'),
      cell: (p) => t(p.Gosterilsin ? 'staff.peers.yes' : 'staff.peers.no'),
    },
    {
      key: 'state',
      label: t('staff.peers.state.label'),
      cell: (p, lang) => <span data-stale={p.Bayat || undefined}>{peerState(t, lang, p)}</span>,
    },
    {
      key: 'day',
      label: t('staff.peers.lastDay'),
      cell: (p, lang) => (p.SonGun ? formatDate(lang, p.SonGun) : '–'),
    },
    {
      key: 'unmapped',
      label: t('staff.peers.unmapped'),
      numeric: true,
      cell: (p, lang) => formatCount(lang, p.EslesmemisSinif),
    },
  ];
}

/**
 * `/yonetim/borsalar`: the neighbouring exchanges whose bulletins are read (admins list, change and remove
 * them), how each one's reads go (stale ones with the reason), a read on demand, and the class mapping
 * (data staff).
 */
export function PeersScreen({ may }: ScreenProps) {
  const { t } = useTranslation();
  const canReadNow = may(peerEndpoints.KomsuOku);
  const canAdd = may(peerEndpoints.KomsuEkle);
  const canChange = may(peerEndpoints.KomsuGuncelle) && may(peerEndpoints.KomsuSil);
  const peers = usePeerList();
  const [editing, setEditing] = useState<PeerStatus | null>(null);
  const action = useStaffWrite();
  useEffect(() => {
    if (action.problem) toast('error', action.problem);
  }, [action.problem]);
  const buttons = (p: PeerStatus): RowButton[] => [
    ...(canReadNow
      ? [
          {
            label: t('staff.peers.read'),
            name: t('staff.peers.readNamed', { name: p.Ad }),
            onClick: () =>
              void action.send(
                'peers.KomsuOku',
                { body: { Id: p.Id } },
                t('staff.peers.readDone', { name: p.Ad }),
              ),
          },
        ]
      : []),
    ...(canChange
      ? [
          {
            label: t('staff.peers.edit'),
            name: t('staff.peers.editTitle', { name: p.Ad }),
            onClick: () => setEditing(p),
          },
          {
            label: t('staff.peers.remove'),
            name: t('staff.peers.removeNamed', { name: p.Ad }),
            onClick: () =>
              window.confirm(t('staff.peers.removeConfirm', { name: p.Ad })) &&
              void action.send(
                'peers.KomsuSil',
                { body: { Id: p.Id } },
                t('staff.peers.removed', { name: p.Ad }),
              ),
          },
        ]
      : []),
  ];
  const columns = peerColumns(t);
  if (canReadNow || canChange)
    columns.push({
      key: 'actions',
      label: t('staff.registrations.actions'),
      cell: (p) => <RowButtons buttons={buttons(p)} />,
    });
  return (
    <StaffFrame title={t('staff.peers.title')} description={t('staff.peers.description')}>
      {canAdd && <AddPeerForm />}
      <StaffListTable
        query={peers}
        isEmpty={(rows) => rows.length === 0}
        columns={columns}
        rowKey={(p) => String(p.Id)}
        caption={t('staff.peers.caption')}
      />
      <PeerMappings canWrite={may(peerEndpoints.KomsuEslesmeKaydet)} />
      {editing && <EditPeerDialog peer={editing} onClose={() => setEditing(null)} />}
    </StaffFrame>
  );
}
