import { INPUT_LIMITS } from '@glossa/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { chatApi, chatKeys } from '../../workspace/index.ts';
import type { SourceReading } from '../source-choice.ts';

/** The pause in typing after which the text's language is asked for. */
export const DETECT_AFTER_MS = 400;

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What the typed text reads as, asked of the server as the user types (the start of the text is
 * enough): sure, or a guess with the other languages it could be (docs/decisions/0041-short-text-detection.md).
 * Undefined while there is nothing to read or no answer yet for this text.
 */
export function useTextDetection(text: string, target: string, enabled: boolean): SourceReading | undefined {
  const sample = text.trim().slice(0, INPUT_LIMITS.detectTextMaxLength);
  const settled = useSettled(sample, DETECT_AFTER_MS);
  const asked = enabled && settled !== '' && settled === sample;
  const query = useQuery({
    queryKey: chatKeys.detect(settled, target),
    queryFn: ({ signal }) => chatApi.detect({ text: settled, targetLanguage: target }, signal),
    enabled: asked,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const answer = asked ? query.data : undefined;
  if (!answer?.language) return undefined;
  return { language: answer.language, confident: answer.confident, candidates: answer.candidates };
}
