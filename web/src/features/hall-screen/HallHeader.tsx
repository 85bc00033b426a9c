import type { SessionStatus } from '@bulten/core';
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { istanbulClock } from './hall-pages';

/** Istanbul time, ticking every second. */
function Clock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="hall-clock hall-figure">
      <VisuallyHidden component="span">{t('hallScreen.clock')}: </VisuallyHidden>
      <time>{istanbulClock(now)}</time>
    </p>
  );
}

/** Exchange name, the screen's title, session state and hours, the clock; and a notice while offline. */
export function HallHeader({ status, offline }: { status: SessionStatus | undefined; offline: boolean }) {
  const { t } = useTranslation();
  const { config } = useServices();
  return (
    <header className="hall-header">
      <div>
        <p className="hall-exchange">{config.exchangeName}</p>
        <h1 className="hall-title">{t('hallScreen.title')}</h1>
      </div>
      {offline && (
        <p className="hall-offline" role="status">
          {t('hallScreen.offline')}
        </p>
      )}
      <div className="hall-session">
        {status && (
          <p className="hall-session-state" data-open={status.Acik || undefined}>
            {t(status.Acik ? 'hallScreen.sessionOpen' : 'hallScreen.sessionClosed')}
            <span className="hall-session-hours">
              {' '}
              {status.SeansBaslangic}–{status.SeansBitis}
            </span>
          </p>
        )}
        <Clock />
      </div>
    </header>
  );
}
