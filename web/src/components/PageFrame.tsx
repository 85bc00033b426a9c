import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { Link } from '../routing/router';

/** One step of the breadcrumb above the title. */
export interface Crumb {
  label: string;
  to: string;
}

/** Props of a screen's frame. */
export interface PageFrameProps {
  title: string;
  description?: ReactNode;
  /** Steps between the home page and this screen (home is always first, this screen last). */
  crumbs?: readonly Crumb[];
  /** Buttons and links beside the title (exports, print…). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: breadcrumb, one `h1`, description, then the content; sets the tab title. */
export function PageFrame({ title, description, crumbs = [], actions, children }: PageFrameProps) {
  const { t } = useTranslation();
  const { config } = useServices();
  useEffect(() => {
    document.title = `${title} · ${config.exchangeName}`;
  }, [title, config.exchangeName]);

  return (
    <Stack gap="md" className="page-frame">
      <nav aria-label={t('page.breadcrumb')}>
        <Breadcrumbs separator="›" className="breadcrumbs">
          <Anchor component={Link} to="/" size="sm">
            {t('nav.home')}
          </Anchor>
          {crumbs.map((crumb) => (
            <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ))}
          <Text size="sm" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
      </nav>
      <div className="page-title-row">
        <Title order={1} className="page-title">
          {title}
        </Title>
        {actions}
      </div>
      {description && <Text className="page-description">{description}</Text>}
      {children}
    </Stack>
  );
}
