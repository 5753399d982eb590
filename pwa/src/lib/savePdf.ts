/** Hands a file the API answered (a parcel's label PDF, an accounting export) to the browser as `fileName`: its download, or its PDF viewer on phones. */
export async function savePdf(response: Pick<Response, 'blob'>, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has read the file by the time the click's download starts; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
