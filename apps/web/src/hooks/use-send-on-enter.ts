import { type KeyboardEvent, useCallback, useRef } from 'react';
import { enterAction } from '../lib/send-keys.ts';

/**
 * Key handling for a text box that sends (`enterAction`). Spread `composition` on the text box or
 * any element around it (composition events bubble). `onKeyDown` answers false for every Enter,
 * which tells Ant Design X's Sender to leave the key to us.
 */
export function useSendOnEnter(send: () => void) {
  const composing = useRef(false);
  const onKeyDown = useCallback(
    (event: KeyboardEvent): false | undefined => {
      const action = enterAction(event.nativeEvent, composing.current);
      if (action === 'send') {
        event.preventDefault();
        send();
      }
      return event.key === 'Enter' ? false : undefined;
    },
    [send],
  );
  const composition = {
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: () => {
      composing.current = false;
    },
  };
  return { onKeyDown, composition };
}
