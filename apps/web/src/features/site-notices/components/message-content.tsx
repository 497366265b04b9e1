import Markdown from 'react-markdown';

/**
 * An operator's Markdown: raw HTML is dropped and links are checked by react-markdown's URL
 * filter (no `javascript:`), so a message cannot run script; links open in a new tab.
 */
export function MessageContent({ markdown }: { markdown: string }) {
  return (
    <div className="system-message-content" data-testid="system-message-content">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ),
        }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
