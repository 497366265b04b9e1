import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Selected {
  text: string;
  top: number;
  left: number;
}

function quotableOf(node: Node): Element | null | undefined {
  const element = node instanceof Element ? node : node.parentElement;
  return element?.closest('[data-quotable]');
}

/** The selected text when it lies inside one quotable answer part of this container. */
function readSelection(container: HTMLElement): Selected | undefined {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return undefined;
  const text = selection.toString().trim();
  if (!text) return undefined;
  const range = selection.getRangeAt(0);
  const start = quotableOf(range.startContainer);
  const end = quotableOf(range.endContainer);
  if (!start || start !== end || !container.contains(start)) return undefined;
  const rect = range.getBoundingClientRect();
  return { text, top: rect.top, left: rect.left + rect.width / 2 };
}

/**
 * Select text in an answer and a floating "Ask" button appears; it puts the quote into the ask
 * input. Not offered when chat is off (the ask input says why).
 */
export function QuoteSelection({
  children,
  onQuote,
  disabled = false,
}: {
  children: ReactNode;
  onQuote: (text: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('chat');
  const container = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<Selected | undefined>();

  useEffect(() => {
    const update = () => {
      const element = container.current;
      setSelected(element ? readSelection(element) : undefined);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);

  return (
    <div ref={container} className="quote-area">
      {children}
      {selected && !disabled && (
        <Button
          className="quote-button"
          type="primary"
          size="small"
          icon={<MessageOutlined />}
          style={{ insetBlockStart: Math.max(8, selected.top - 40), left: selected.left }}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            onQuote(selected.text);
            window.getSelection()?.removeAllRanges();
            setSelected(undefined);
          }}
          data-testid="quote-ask"
        >
          {t('ask.quoteAction')}
        </Button>
      )}
    </div>
  );
}
