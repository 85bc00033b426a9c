import { formatTypedNumber } from '@bulten/core/plain';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useHealth } from '../../api/hooks/use-health';
import { useServices } from '../../app/services';
import { NumberField } from '../../components/NumberField';
import { readNumberText } from '../../components/number-text';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../format/dates';
import { formatPrice } from '../../format/prices';
import { formatQuantity } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import { alertDialog, confirmDialog } from '../../notify/dialogs';
import { type ToastKind, toast } from '../../notify/toast';
import { Link, useLocation } from '../../routing/router';

const TOAST_KINDS: readonly ToastKind[] = ['success', 'info', 'error', 'warning'];
const SECTIONS = ['bildirimler', 'diyaloglar', 'sayisal-giris', 'bicimler', 'api-sagligi'] as const;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-baslik`} className="test-section">
      <Stack gap="sm">
        <Title order={2} id={`${id}-baslik`} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

function Toasts() {
  const { t } = useTranslation();
  const count = useRef(0);
  return (
    <Group gap="xs">
      {TOAST_KINDS.map((kind) => (
        <Button
          key={kind}
          variant="outline"
          onClick={() => {
            count.current += 1;
            toast(kind, t('testPage.toastMessage', { kind: t(`testPage.kinds.${kind}`), n: count.current }));
          }}
        >
          {t(`testPage.kinds.${kind}`)}
        </Button>
      ))}
    </Group>
  );
}

function Dialogs() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        variant="outline"
        onClick={() => alertDialog({ title: t('testPage.alertTitle'), message: t('testPage.alertText') })}
      >
        {t('testPage.openAlert')}
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          alertDialog({ title: t('testPage.wideTitle'), message: t('testPage.alertText'), size: 'xl' })
        }
      >
        {t('testPage.openWide')}
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          confirmDialog(t('testPage.confirmTitle'), t('testPage.confirmText'), () =>
            toast('success', t('testPage.confirmed')),
          )
        }
      >
        {t('testPage.openConfirm')}
      </Button>
    </Group>
  );
}

// The number field as every form has it: up to 4 decimals, read the screen's way.
const AMOUNT_RULE = { decimals: 4 } as const;

function NumericInputs() {
  const { t } = useTranslation();
  const { language } = useServices();
  const [text, setText] = useState(() => formatTypedNumber(language, 12_500_005_000, AMOUNT_RULE));
  const read = readNumberText(t, language, text, AMOUNT_RULE);
  return (
    <Stack gap="xs" maw={320}>
      <NumberField label={t('testPage.amount')} value={text} onChange={setText} rule={AMOUNT_RULE} />
      <Text size="sm">{t('testPage.rawValue', { value: read.ok ? String(read.value ?? '') : '–' })}</Text>
    </Stack>
  );
}

function Formats() {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    <List>
      <List.Item>{t('testPage.formatPrice', { value: formatPrice(language, 20.684) })}</List.Item>
      <List.Item>{t('testPage.formatQuantity', { value: formatQuantity(language, 1250000) })}</List.Item>
      <List.Item>{t('testPage.formatDate', { value: formatDate(language, '2026-11-21') })}</List.Item>
    </List>
  );
}

function Health() {
  const { t } = useTranslation();
  const { language } = useServices();
  const health = useHealth();
  return (
    <QueryState query={health} isEmpty={() => false}>
      {(data) => (
        <Stack gap="xs">
          <Text data-testid="health-status">{t('testPage.healthOk', { status: data.status })}</Text>
          <Text>{t('testPage.serverTime', { time: formatDateTime(language, new Date(data.time)) })}</Text>
          <Button
            variant="outline"
            w="fit-content"
            onClick={() => void health.refetch()}
            loading={health.isFetching}
          >
            {t('testPage.refresh')}
          </Button>
        </Stack>
      )}
    </QueryState>
  );
}

/** What each section of the page shows. */
const SECTION_BODIES: Record<(typeof SECTIONS)[number], () => React.ReactNode> = {
  bildirimler: Toasts,
  diyaloglar: Dialogs,
  'sayisal-giris': NumericInputs,
  bicimler: Formats,
  'api-sagligi': Health,
};

/** `deneme-sayfa`: the shell's components and the API's health (not in the navigation). */
export function TestPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <PageFrame title={t('testPage.title')} description={t('testPage.description')}>
      <nav aria-label={t('testPage.contents')}>
        <List>
          {SECTIONS.map((id) => (
            <List.Item key={id}>
              <Anchor component={Link} to={`${location.pathname}#${id}`}>
                {t(`testPage.sections.${id}`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {SECTIONS.map((id) => {
        const Body = SECTION_BODIES[id];
        return (
          <Section key={id} id={id} title={t(`testPage.sections.${id}`)}>
            <Body />
          </Section>
        );
      })}
      <Anchor component={Link} to={location.pathname}>
        {t('testPage.reopen')}
      </Anchor>
    </PageFrame>
  );
}
