/** Saves generated text as a file through a temporary object URL (nothing leaves the browser). */
export function saveFile(file: { name: string; mimeType: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a later tick is safe.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
