import { NAV_ITEMS } from '../app/navigation';
import { useTranslation } from '../i18n/react';
import { NavLink } from '../routing/router';

/** The list of every area; `onNavigate` closes the phone drawer. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className="main-nav">
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} onClick={onNavigate} className="main-nav-link">
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
