// One cell of the semicolon-separated files the back office exports (revenue, audit log), safe to open in a spreadsheet.
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // CSV injection: a leading = + - @ (or tab / CR) would be evaluated by the spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
