import { Stack } from '@mantine/core';
import { type MemberList, memberPaths, useMemberList } from '../../api/hooks/use-member-data';
import { useServices } from '../../app/services';
import { DataTable } from '../../components/DataTable';
import { DownloadLinks } from '../../components/DownloadLinks';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';
import { memberColumns } from './member-columns';

/** One member-data list with its CSV and XLSX downloads. */
export function MemberListPanel({
  list,
  memberId,
  from,
  to,
}: {
  list: MemberList;
  memberId: number;
  from: string;
  to: string;
}) {
  const { t } = useTranslation();
  const { language } = useServices();
  const query = useMemberList(list, memberId, from, to);
  const caption = t(`memberArea.caption.${list}`);
  return (
    <Stack gap="sm">
      <DownloadLinks
        label={t('memberArea.exportsOf', { list: caption })}
        files={[
          { format: 'csv', path: memberPaths[list](memberId, from, to, 'csv') },
          { format: 'xlsx', path: memberPaths[list](memberId, from, to, 'xlsx') },
        ]}
      />
      <QueryState query={query}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={memberColumns(list, t)}
            caption={caption}
            rowKey={(_, i) => String(i)}
            language={language}
          />
        )}
      </QueryState>
    </Stack>
  );
}
