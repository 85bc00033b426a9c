import { Anchor, Group } from '@mantine/core';
import { useState } from 'react';
import { useDownload } from '../api/hooks/use-download';
import { resolveApiUrl } from '../api/url';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { errorText } from '../notify/error-text';
import { toast } from '../notify/toast';

/** One export: its format and the API path that produces it (with `?format=`). */
export interface ExportLink {
  format: 'csv' | 'xlsx' | 'pdf';
  path: string;
}

/**
 * Links to the server's exports. A click downloads with the page's language and token (what a plain link
 * cannot send); the address stays a real link, so it can be copied for the API.
 */
export function ExportLinks({
  links,
  label,
  basename,
}: {
  links: readonly ExportLink[];
  label: string;
  basename: string;
}) {
  const { t } = useTranslation();
  const { config } = useServices();
  const download = useDownload();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <Group gap="sm" component="nav" aria-label={label}>
      {links.map(({ format, path }) => (
        <Anchor
          key={format}
          href={resolveApiUrl(path, config.apiPrefix)}
          aria-busy={busy === format}
          onClick={(event) => {
            event.preventDefault();
            setBusy(format);
            download(path, `${basename}.${format}`)
              .catch((error: unknown) => toast('error', errorText(t, error)))
              .finally(() => setBusy(null));
          }}
        >
          {t(`priceArchive.export.${format}`)}
        </Anchor>
      ))}
    </Group>
  );
}
