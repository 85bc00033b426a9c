import { Anchor, Text } from '@mantine/core';
import { navItem } from '../../app/navigation';
import { Block } from '../../components/Block';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../routing/router';
import type { HomeModule } from './modules';

/** A link block per module; the selected module (`home/:tip`) is marked. */
export function ModulesBlock(props: {
  id: string;
  title: string;
  modules: HomeModule[];
  selected: HomeModule | null;
}) {
  const { t } = useTranslation();
  const { modules, selected } = props;
  return (
    <Block id={props.id} title={props.title}>
      <div className="card-grid">
        {modules.map((m) => (
          <section
            key={m.tip}
            className="module-block"
            data-selected={m === selected || undefined}
            aria-labelledby={`modul-${m.tip}`}
            aria-current={m === selected ? 'true' : undefined}
          >
            <h3 id={`modul-${m.tip}`} className="home-subtitle">
              {t(`${m.area}.title`)}
            </h3>
            <Text size="sm">{t(`${m.area}.description`)}</Text>
            <ul className="module-links">
              {m.links.map(navItem).map((link) => (
                <li key={link.to}>
                  <Anchor component={Link} to={link.to}>
                    {t(link.labelKey)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Block>
  );
}
