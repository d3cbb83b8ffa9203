/** An address showing a chosen file before it is uploaded; empty where the browser gives none. */
export function filePreviewUrl(file: File): string {
  try {
    return URL.createObjectURL(file);
  } catch {
    // Not every environment can (jsdom's File is not Node's Blob): the upload's address follows.
    return '';
  }
}
