/**
 * One CSV cell: quoted when it needs quoting, and defused when a spreadsheet would run it as a formula (=, +, -, @, a
 * tab or a carriage return at the start). Every CSV download (clicks, responses) writes its cells through this.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
