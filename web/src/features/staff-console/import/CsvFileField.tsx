import { Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';

/**
 * The CSV file to upload: its label above, a button that opens the file chooser and the chosen file's name
 * (or "no file chosen") beside it, all in the console's language: the browser's own file field words its
 * button and its note in the browser's language, and ran its label into the button.
 */
export function CsvFileField({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = `${id}-chosen`;
  return (
    <div className="staff-file">
      <Text component="span" size="sm" fw={700} className="staff-file-title" aria-hidden="true">
        {t('staff.import.file')}
      </Text>
      <div className="staff-file-row">
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="staff-file-input"
          aria-label={t('staff.import.file')}
          aria-describedby={chosen}
          onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
        />
        <label htmlFor={id} className="staff-file-button">
          {t('staff.import.choose')}
        </label>
        <Text component="span" size="sm" id={chosen} className="staff-file-chosen">
          {file ? file.name : t('staff.import.noFile')}
        </Text>
      </div>
    </div>
  );
}
