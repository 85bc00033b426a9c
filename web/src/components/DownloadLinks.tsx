import { type OPEN_DATA_FORMATS, openDataUrl } from '@bulten/core/plain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useDownload } from '../api/hooks/use-download';
import type { EndpointName } from '../api/http';
import { resolveApiUrl } from '../api/url';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { errorText } from '../notify/error-text';
import { toast } from '../notify/toast';

/** One of the server's files of a table: its format and the API path that writes it (with `?format=`). */
export interface ExportLink {
  format: 'csv' | 'xlsx' | 'pdf';
  path: string;
}

/** The open-data read of a table: its endpoint (or just its name) and the read's parameters by name. */
export interface OpenDataSource {
  endpoint: { readonly name: EndpointName };
  values: Readonly<Record<string, string | number | undefined | null>>;
}

/** A server file, downloaded with the page's language and token (a plain link sends neither). */
function FileLink({ link }: { link: ExportLink }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const download = useDownload();
  const [busy, setBusy] = useState(false);
  return (
    <Anchor
      href={resolveApiUrl(link.path, config.apiPrefix)}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        setBusy(true);
        download(link.path, `download.${link.format}`)
          .catch((error: unknown) => toast('error', errorText(t, error)))
          .finally(() => setBusy(false));
      }}
    >
      {t(`priceArchive.export.${link.format}`)}
    </Anchor>
  );
}

/**
 * A table's downloads, one link per format: CSV and Excel (and PDF) for people, with headings in the page's
 * language and the selection in the file's name and first lines (the server's files, else open data's CSV
 * for people, `?baslik=dil`); JSON for programs, open data's stable link with the API's field names. A note
 * says which is which.
 */
export function DownloadLinks({
  label,
  files = [],
  openData,
}: {
  /** The links' name (default: "download this table"). */
  label?: string;
  files?: readonly ExportLink[];
  openData?: OpenDataSource;
}) {
  const { t } = useTranslation();
  const { config, language } = useServices();
  const noteId = useId();
  const values = openData && (language === 'en' ? { ...openData.values, lang: 'en' } : openData.values);
  const openUrl = (format: (typeof OPEN_DATA_FORMATS)[number], more: Record<string, string> = {}) =>
    openData &&
    resolveApiUrl(openDataUrl(openData.endpoint, format, { ...values, ...more }), config.apiPrefix);
  const hasCsv = files.some((f) => f.format === 'csv');
  return (
    <Stack gap={2} className="no-print">
      <Group gap="sm" component="nav" aria-label={label ?? t('openData.label')} aria-describedby={noteId}>
        {openData && !hasCsv && (
          <Anchor download href={openUrl('csv', { baslik: 'dil' })}>
            {t('priceArchive.export.csv')}
          </Anchor>
        )}
        {files.map((link) => (
          <FileLink key={link.format} link={link} />
        ))}
        {openData && (
          <Anchor download href={openUrl('json')}>
            {t('openData.json')}
          </Anchor>
        )}
      </Group>
      <Text id={noteId} size="xs" c="dimmed">
        {t(openData ? 'openData.note' : 'openData.noteFiles')}
      </Text>
    </Stack>
  );
}

/** The downloads of a table the server offers only as open data (CSV for people, JSON for programs). */
export function OpenDataLinks(props: OpenDataSource) {
  return <DownloadLinks openData={props} />;
}
