import type { TickerUpdate } from '@bulten/core';
import { ColorInput, Title } from '@mantine/core';
import { useTickerSettings } from '../../../api/hooks/use-staff';
import { QueryState } from '../../../components/QueryState';
import { useTranslation } from '../../../i18n/react';
import { TickerBar } from '../../../shell/ticker/TickerBar';
import { TICKER_PACE, tickerBarStyle } from '../../../shell/ticker/use-ticker-bar';
import { useSettingDraft } from '../drafts';
import { StaffForm, TextFields } from '../parts/StaffForm';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { useStaffWrite } from '../use-staff-action';

/** The ticker bar exactly as visitors will see it (the public bar, moving), with the form's text and colour. */
function TickerPreview({ label, text, color }: { label: string; text: string; color: string }) {
  const { t } = useTranslation();
  const message = text.trim() || t('staff.ticker.automatic');
  return <TickerBar label={label} message={message} style={tickerBarStyle(message, color, TICKER_PACE)} />;
}

const TEXT_ROWS = { min: 2 };

function TickerForm({ saved }: { saved: TickerUpdate }) {
  const { t } = useTranslation();
  const action = useStaffWrite();
  // What was saved is what visitors now see.
  const [values, setValues, submit] = useSettingDraft('ticker', saved, (body) =>
    action.send('staff.KayanYaziSet', { body }, t('staff.ticker.saved')),
  );

  return (
    <StaffForm
      label={t('staff.ticker.form')}
      action={action}
      maw={760}
      submitLabel={t('staff.common.save')}
      onSubmit={submit}
    >
      <TextFields
        values={values}
        onChange={setValues}
        fields={[
          {
            key: 'MetinTr',
            label: t('staff.ticker.textTr'),
            description: t('staff.ticker.emptyHint'),
            maxLength: 2000,
            rows: TEXT_ROWS,
          },
          { key: 'MetinEn', label: t('staff.ticker.textEn'), maxLength: 2000, rows: TEXT_ROWS },
        ]}
      />
      <ColorInput
        label={t('staff.ticker.color')}
        value={values.RenkKodu}
        onChange={(v) => setValues({ ...values, RenkKodu: v })}
        format="hex"
        withEyeDropper={false}
        required
      />
      <Title order={2} size="h4">
        {t('staff.ticker.preview')}
      </Title>
      <TickerPreview label={t('staff.ticker.previewTr')} text={values.MetinTr} color={values.RenkKodu} />
      <TickerPreview label={t('staff.ticker.previewEn')} text={values.MetinEn} color={values.RenkKodu} />
    </StaffForm>
  );
}

/** `/yonetim/kayan-yazi`: the ticker's Turkish and English text and colour, with a live preview. */
export function TickerScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const settings = useTickerSettings();
  return (
    <StaffFrame title={t('staff.ticker.title')} description={t('staff.ticker.description')}>
      <QueryState query={settings} isEmpty={() => false}>
        {(saved) => <TickerForm saved={saved} />}
      </QueryState>
    </StaffFrame>
  );
}
