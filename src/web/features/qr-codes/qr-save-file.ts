/** Hands a file made in the browser (a ZIP the server sent, a sample CSV) to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers read the address only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
