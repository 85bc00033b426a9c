import type { OwnClass, PeerClassMapping, PeerMappingRequest } from '@bulten/core';
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePeerMappings } from '../../../api/hooks/use-peers-staff';
import type { Column } from '../../../components/DataTable';
import { formatDate } from '../../../format/dates';
import { formatNumber } from '../../../format/numbers';
import { useTranslation } from '../../../i18n/react';
import { StaffTable } from '../parts/StaffTable';
import { useStaffWrite } from '../use-staff-action';

const NONE = '';

/** Our class chooser of a peer class: none, the suggestions (with their score), then every other class. */
function classOptions(
  t: (key: string, v?: Record<string, string>) => string,
  row: PeerClassMapping,
  classes: readonly OwnClass[],
  language: 'tr' | 'en',
) {
  const byId = new Map(classes.map((c) => [c.SinifId, c]));
  const suggested = row.Oneriler.filter((s) => byId.has(s.SinifId));
  const taken = new Set(suggested.map((s) => s.SinifId));
  const label = (c: OwnClass) => `${c.SinifAdi} (${c.GrupAdi})`;
  return [
    { value: NONE, label: t('staff.peers.mapping.none') },
    ...(suggested.length > 0
      ? [
          {
            group: t('staff.peers.mapping.suggested'),
            items: suggested.map((s) => ({
              value: String(s.SinifId),
              label: t('staff.peers.mapping.suggestion', {
                name: label(byId.get(s.SinifId)!),
                score: formatNumber(language, s.Puan, 2),
              }),
            })),
          },
        ]
      : []),
    {
      group: t('staff.peers.mapping.allClasses'),
      items: classes
        .filter((c) => !taken.has(c.SinifId))
        .map((c) => ({ value: String(c.SinifId), label: label(c) })),
    },
  ];
}

/** One peer class's editor: our class, the price unit, save and back to matching by name. */
function MappingEditor({ row, classes }: { row: PeerClassMapping; classes: readonly OwnClass[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'tr';
  const [classId, setClassId] = useState(row.SinifId === null ? NONE : String(row.SinifId));
  const [unit, setUnit] = useState(row.BirimElle ? row.FiyatBirimi : NONE);
  const action = useStaffWrite();
  const name = row.KomsuSinifAdi;
  const body: PeerMappingRequest = {
    KomsuId: row.KomsuId,
    KomsuSinifAdi: name,
    SinifId: classId === NONE ? null : Number(classId),
    FiyatBirimi: unit === NONE ? null : (unit as PeerMappingRequest['FiyatBirimi']),
  };
  const save = () =>
    void action.send('peers.KomsuEslesmeKaydet', { body }, t('staff.peers.mapping.saved', { name }));
  const automatic = () =>
    void action.send(
      'peers.KomsuEslesmeKaydet',
      { body: { ...body, Otomatik: true } },
      t('staff.peers.mapping.saved', { name }),
    );
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <NativeSelect
          size="xs"
          aria-label={t('staff.peers.mapping.classFor', { name })}
          value={classId}
          data={classOptions(t, row, classes, language)}
          onChange={(e) => setClassId(e.currentTarget.value)}
          maw={320}
        />
        <NativeSelect
          size="xs"
          aria-label={t('staff.peers.mapping.unitFor', { name })}
          value={unit}
          data={[
            {
              value: NONE,
              label: t('staff.peers.mapping.unitOwn', { unit: t(`staff.peers.units.${row.FiyatBirimi}`) }),
            },
            { value: 'KG', label: t('staff.peers.units.KG') },
            { value: 'TON', label: t('staff.peers.units.TON') },
          ]}
          onChange={(e) => setUnit(e.currentTarget.value)}
        />
        <Button
          size="compact-sm"
          variant="default"
          onClick={save}
          loading={action.busy}
          aria-label={t('staff.peers.mapping.saveFor', { name })}
        >
          {t('staff.common.save')}
        </Button>
        {row.Kaynak === 'STAFF' && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={automatic}
            aria-label={t('staff.peers.mapping.autoFor', { name })}
          >
            {t('staff.peers.mapping.auto')}
          </Button>
        )}
      </Group>
      {action.problem && (
        <Text size="xs" c="red.8" role="alert">
          {action.problem}
        </Text>
      )}
    </Stack>
  );
}

/** Every class the peers gave, with what it is compared with; unmapped ones first (or only them). */
export function PeerMappings({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const mappings = usePeerMappings();
  const [onlyUnmapped, setOnlyUnmapped] = useState(false);
  const classes = mappings.data?.Siniflar ?? [];
  const nameOf = (id: number | null) => classes.find((c) => c.SinifId === id)?.SinifAdi ?? '–';
  const columns: Column<PeerClassMapping>[] = [
    { key: 'peer', label: t('staff.peers.mapping.peer'), cell: (m) => m.KomsuAdi },
    {
      key: 'class',
      label: t('staff.peers.mapping.peerClass'),
      cell: (m) => `${m.KomsuSinifAdi} (${m.KomsuGrupAdi})`,
    },
    { key: 'day', label: t('staff.peers.mapping.lastDay'), cell: (m, lang) => formatDate(lang, m.SonGun) },
    {
      key: 'ours',
      label: t('staff.peers.mapping.ours'),
      cell: (m) =>
        `${nameOf(m.SinifId)} · ${t(`staff.peers.mapping.source.${m.Kaynak}`)} · ${t(`staff.peers.units.${m.FiyatBirimi}`)}`,
    },
  ];
  if (canWrite)
    columns.push({
      key: 'edit',
      label: t('staff.peers.mapping.change'),
      cell: (m) => <MappingEditor row={m} classes={classes} />,
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="peer-mappings-title">
      <Title order={2} size="h3" id="peer-mappings-title">
        {t('staff.peers.mapping.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('staff.peers.mapping.description')}
      </Text>
      <Checkbox
        label={t('staff.peers.mapping.onlyUnmapped')}
        checked={onlyUnmapped}
        onChange={(e) => setOnlyUnmapped(e.currentTarget.checked)}
      />
      <StaffTable
        query={mappings}
        rows={(d) => d.Eslesmeler.filter((m) => !onlyUnmapped || m.Kaynak === 'NONE')}
        isEmpty={(d) => d.Eslesmeler.length === 0}
        columns={columns}
        rowKey={(m) => `${m.KomsuId}|${m.KomsuSinifAdi}|${m.SinifId}|${m.FiyatBirimi}|${m.Kaynak}`}
        caption={t('staff.peers.mapping.caption')}
      />
    </Stack>
  );
}
