// Saving text the app made (an export) as a file: the browser downloads it under the given name.
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The media type of an export's format. */
const exportType = (format: string) => (format === 'CSV' ? 'text/csv;charset=utf-8' : 'application/json');

/**
 * Saves the issues the server exported (a project's or a saved view's) as `<name>-issues.csv` or `.json`; no text is
 * what was exported not found, an error that says `notFound`.
 */
export function downloadIssuesExport(text: string | null | undefined, name: string, format: string, notFound: string): void {
  if (text == null) throw new Error(notFound);
  downloadText(text, `${name}-issues.${format === 'CSV' ? 'csv' : 'json'}`, exportType(format));
}
