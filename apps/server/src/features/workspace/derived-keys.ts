/**
 * Where the files made from an upload are kept in the file store. A module of its own: the job
 * that builds them and the deletion that removes them both name them.
 */

/** The PDF LibreOffice made of an Office or OpenDocument source, for its page pictures. */
export function previewKey(fileId: string): string {
  return `previews/${fileId}.pdf`;
}

/** The translated files built for a job (one per revision, mode and format). */
export function downloadsFolder(jobId: string): string {
  return `downloads/${jobId}/`;
}
