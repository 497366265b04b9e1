/**
 * Puts text on the clipboard. The text may still be on its way (a document's whole translation is
 * fetched first): a ClipboardItem takes the promise, so the copy still counts as the user's click.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return navigator.clipboard.writeText(await text);
}
