import type { Language } from '@bulten/core';
import { Alert } from '@mantine/core';
import { CaptionedTable } from '../../../components/CaptionedTable';
import { formatCount } from '../../../format/numbers';
import { useTranslation } from '../../../i18n/react';
import { problemPlace, problemText } from '../problems';
import type { ImportState } from './upload';

// A catalogue file only adds and changes nodes: its counts are new, changed and unchanged.
const COUNTS = {
  registrations: { labels: 'staff.import.counts', keys: ['inserted', 'corrected', 'cancelled', 'skipped'] },
  catalogue: { labels: 'staff.import.catalogueCounts', keys: ['inserted', 'corrected', 'skipped'] },
} as const;

/** A check's or import's counts, or every problem of a rejected file as a table. */
export function ImportOutcome({
  state,
  file,
}: {
  state: Exclude<ImportState, { kind: 'failed' }>;
  file: keyof typeof COUNTS;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  if (state.kind === 'rejected') {
    const caption = t('staff.import.problems', { count: formatCount(language, state.count) });
    const shown = state.problems.length;
    return (
      <>
        <Alert color="red" role="alert">
          {t('staff.import.rejected')}
          {state.count > shown &&
            ` ${t('staff.import.firstProblems', { shown: formatCount(language, shown), count: formatCount(language, state.count) })}`}
        </Alert>
        <CaptionedTable
          caption={caption}
          heads={[
            { key: 'line', label: t('staff.import.line') },
            { key: 'column', label: t('staff.import.column') },
            { key: 'problem', label: t('staff.import.problem') },
          ]}
        >
          <tbody>
            {state.problems.map((p) => (
              <tr key={`${p.line}|${p.column}|${p.code}|${JSON.stringify(p.params)}`}>
                <th scope="row">{p.line ?? '–'}</th>
                <td>{problemPlace(t, p)}</td>
                <td>{problemText(t, language, p)}</td>
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      </>
    );
  }
  const { rows, summary } = state.result;
  const caption = state.kind === 'checked' ? t('staff.import.checkCaption') : t('staff.import.doneCaption');
  return (
    <>
      <Alert color={state.kind === 'checked' ? 'blue' : 'green'} role="status">
        {state.kind === 'checked'
          ? t('staff.import.checkedOk', { rows })
          : t('staff.import.importedOk', { rows })}
      </Alert>
      {summary && (
        <table className="data-table">
          <caption>{caption}</caption>
          <tbody>
            {COUNTS[file].keys.map((key) => (
              <tr key={key}>
                <th scope="row">{t(`${COUNTS[file].labels}.${key}`)}</th>
                <td className="num">{formatCount(language, summary[key])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
