import { registrationRow } from '../registrations/new-registration.js';
import type { CsvSource } from './csv.js';
import type { FileCheck } from './read-file.js';
import { visitRows } from './read-file.js';
import { REGISTRATION_COLUMNS, type RegistrationColumn, readRegistrationRow } from './registration-row.js';
import type { RowReader } from './row-reader.js';
import { type StagedMark, type StagedRow, StagedWriter, toStagedRow } from './staged-file.js';

/** What the check of a registrations file needs: the file, where to stage it, the codes it may use. */
export interface StageJob {
  source: CsvSource;
  /** File the checked rows are written to, in chunks of `chunkRows`. */
  staged: string;
  chunkRows: number;
  productIds: ReadonlyArray<readonly [string, number]>;
  memberIds: ReadonlyArray<readonly [string, number]>;
}

/**
 * Checks a whole registrations file (streamed, every problem as `line N: column: problem`) and writes
 * its rows, checked and converted, to the staged file in chunks. A file with a problem leaves a staged
 * file that must not be used. Pure CPU and files: runs the same in a worker thread. `onChunk` hears of
 * each chunk written (the rows before the file's first problem only).
 */
export async function stageRegistrations(
  job: StageJob,
  onChunk?: (mark: StagedMark) => void,
): Promise<FileCheck> {
  const lookups = { productIds: new Map(job.productIds), memberIds: new Map(job.memberIds) };
  const writer = new StagedWriter(job.staged);
  let chunk: StagedRow[] = [];
  // Not `onChunk?.(writer.write(…))`: with no listener that would skip the write itself.
  const write = () => {
    const mark = writer.write(chunk);
    onChunk?.(mark);
    chunk = [];
  };
  try {
    const check = await visitRows(
      job.source,
      REGISTRATION_COLUMNS,
      (row: RowReader<RegistrationColumn>) => readRegistrationRow(row, lookups),
      // Called only while the file has no problem; after the first one the rest is only checked.
      (input) => {
        chunk.push(toStagedRow(registrationRow(input, '')));
        if (chunk.length >= job.chunkRows) write();
      },
    );
    if (check.ok && chunk.length > 0) write();
    return check;
  } finally {
    writer.close();
  }
}
