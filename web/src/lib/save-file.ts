// Saves a file the browser received (an export) under its name, as a download would.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves what a signed link serves (it names the file itself; `fileName` is the browser's hint). */
export function saveLink(link: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
