import type { LineLength } from '@glossa/contracts/chat';
import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { Button, Flex, InputNumber } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotices } from '../../lib/notices.tsx';
import { chatApi } from '../workspace/index.ts';

/**
 * The line length the checks hold the translations to (docs/product.md §1.4): subtitles start at
 * their format's 42 characters, other formats at none; a UI string gets the space its screen gives.
 * Saved on the conversation when the number is left (Enter or the focus moving on), then the
 * segments are checked again.
 */
export function LineLengthLimit({
  conversationId,
  lineLength,
  onChanged,
}: {
  conversationId: string;
  lineLength: LineLength;
  onChanged: () => void;
}) {
  const { t } = useTranslation('chat');
  const { message } = useNotices();
  const labelId = useId();
  const [value, setValue] = useState<number | null>(lineLength.maxLength);
  const [saving, setSaving] = useState(false);
  // A number typed and not yet saved is the person's: a saved value arriving late (the answer to
  // an earlier change) does not replace it.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) setValue(lineLength.maxLength);
  }, [lineLength.maxLength]);

  const save = async (maxLength: number | null) => {
    typed.current = false;
    if (maxLength === lineLength.maxLength) return setValue(maxLength);
    setSaving(true);
    try {
      await chatApi.setLineLength(conversationId, maxLength);
      onChanged();
    } catch {
      setValue(lineLength.maxLength);
      void message.error(t('editor.lineLength.failed'));
    } finally {
      setSaving(false);
    }
  };

  const { formatDefault } = lineLength;
  return (
    <Flex gap={4} align="center" data-testid="line-length">
      <span id={labelId}>{t('editor.lineLength.label')}</span>
      <InputNumber<number>
        min={1}
        max={INPUT_LIMITS.lineLengthMax}
        precision={0}
        value={value}
        placeholder={t('editor.lineLength.none')}
        onChange={(next) => {
          typed.current = true;
          setValue(next ?? null);
        }}
        onBlur={() => void save(value)}
        onPressEnter={() => void save(value)}
        disabled={saving}
        aria-labelledby={labelId}
        className="line-length-input"
        data-testid="line-length-input"
      />
      {formatDefault !== null && lineLength.maxLength !== formatDefault && (
        <Button type="link" size="small" onClick={() => void save(formatDefault)} data-testid="line-length-reset">
          {t('editor.lineLength.reset', { max: formatDefault })}
        </Button>
      )}
    </Flex>
  );
}
