import type { UploadAnswer } from '@glossa/contracts/chat';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTextDetection } from '../api/use-text-detection.ts';
import type { LanguagePairValue } from '../components/language-pair.tsx';
import { chooseSource, type SourceChoice, type SourceReading, withSource } from '../source-choice.ts';

/**
 * The launcher's source language (chooseSource): what the typed text (asked as the user types)
 * or the uploaded document reads as, against the language chosen. A source picked on this visit
 * is the user's for this text or document; a remembered one (the last visit's) yields to what the
 * text or document reads as, and stays remembered for the next.
 */
export function useSourceChoice(
  pair: LanguagePairValue,
  setPair: Dispatch<SetStateAction<LanguagePairValue>>,
  typed: string | undefined,
  uploaded: UploadAnswer | undefined,
) {
  const [picked, setPicked] = useState(false);
  const textReading = useTextDetection(typed ?? '', pair.target, typed !== undefined);
  const reading: SourceReading | undefined =
    typed !== undefined
      ? textReading
      : uploaded?.detectedLanguage
        ? { language: uploaded.detectedLanguage, confident: true, candidates: [] }
        : uploaded?.guessedLanguage
          ? // A document the detector is unsure of: named as a guess, with the one-click change.
            { language: uploaded.guessedLanguage, confident: false, candidates: [] }
          : undefined;
  const choice: SourceChoice = chooseSource(pair.source, picked, reading);
  /** The pair as shown and sent. */
  const shown: LanguagePairValue = { source: choice.source, target: pair.target };
  return {
    reading,
    choice,
    shown,
    /** Whether the note under the pair has something to say (a guess, or a mismatch). */
    noted: choice.mismatch !== undefined || (choice.reading !== undefined && !choice.reading.confident),
    /** A one-click change of the source: picked for this text or document. */
    pickSource: (language: string) => {
      setPicked(true);
      setPair((now) => withSource(now, language));
    },
    /** The pair's own change: only a source changed there is picked; a new target keeps the remembered source. */
    changePair: (next: LanguagePairValue) => {
      const sourceChanged = next.source !== shown.source;
      if (sourceChanged) setPicked(true);
      setPair((now) => (sourceChanged ? withSource(now, next.source) : { source: now.source, target: next.target }));
    },
  };
}
