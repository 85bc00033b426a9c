import ExcelJS from 'exceljs';

/** The first sheet of an XLSX download, as exceljs reads it back. */
export async function firstSheet(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** The values of some cells of a sheet row (columns counted from 1). */
export function cellValues(row: ExcelJS.Row, columns: readonly number[]): ExcelJS.CellValue[] {
  return columns.map((c) => row.getCell(c).value);
}
