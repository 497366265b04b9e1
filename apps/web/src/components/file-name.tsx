import { cleanFileName } from '@glossa/contracts/file-names';

/**
 * A file name as text: isolated from the text around it (<bdi>), so an Arabic or Hebrew name
 * cannot reorder its neighbours, and without the controls and bidi overrides that would make
 * `report\u202Efdp.txt` look like a PDF. The server cleans names too; this covers older ones.
 */
export function FileName({ name }: { name: string }) {
  return <bdi>{cleanFileName(name)}</bdi>;
}
