import escapeHtmlText from 'escape-html';

/** Text for HTML content or a quoted attribute: `& < > " '` written as references. */
export function escapeHtml(text: string): string {
  return escapeHtmlText(text);
}
