import { configure, fireEvent, getConfig, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as antdSelect from 'antd/es/select';
import { flushSync } from 'react-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SelectOnFirstUse } from './deferred-select.tsx';
import { firstUse } from './first-use.ts';

const LANGUAGES = [
  { value: 'de', label: 'German · Deutsch' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish · Español' },
];

/** A language field whose Select chunk comes only when the test lets it, as on a slow network. */
function heldField() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const selectModule = firstUse(async () => {
    await held;
    return antdSelect;
  });
  const onChange = vi.fn();
  render(
    <SelectOnFirstUse
      selectModule={selectModule}
      options={LANGUAGES}
      showSearch={{
        filterOption: (typed, option) => String(option?.label).toLowerCase().includes(typed.toLowerCase()),
      }}
      onChange={onChange}
      placeholder="Language"
      aria-label="Language"
      data-testid="language"
    />,
  );
  return {
    onChange,
    field: () => screen.getByTestId('language'),
    /** The chunk is in and its module run; drawing it waits for the page's next free moment. */
    arrive: async () => {
      release();
      await selectModule.load();
    },
  };
}

const realSelect = () => screen.getByRole('combobox', { name: 'Language' }) as HTMLInputElement;

/** Enter in the open list (its highlighted entry): the Select reads the old `which`, which user-event leaves at 0. */
const pressEnter = () => fireEvent.keyDown(realSelect(), { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });

/** The real Select took over open, with the focus in its search box. */
async function expectOpenAndFocused(search = '') {
  await waitFor(() => expect(screen.getByTestId('language')).toHaveClass('ant-select-open'));
  expect(realSelect()).toHaveFocus();
  expect(realSelect()).toHaveValue(search);
  expect(screen.getByRole('listbox')).toBeInTheDocument();
}

describe('a language field whose Select arrives while the reader is using it', () => {
  beforeEach(() => {
    // As in a browser: what an event's handlers asked for (and any update already waiting) is drawn
    // right after them, before the browser's own answer to the event, and a transition waits for
    // the page's next free moment (Testing Library's act() would draw transitions too, first). A
    // press answers by moving the focus to what was pressed, or, as Chromium does, to nothing
    // when that is no longer on the page (user-event would leave the focus where it was).
    const seen: { press?: MouseEvent } = {};
    const seePress = (event: MouseEvent) => {
      seen.press = event;
    };
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    window.addEventListener('mousedown', seePress, true);
    const { eventWrapper } = getConfig();
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    configure({
      eventWrapper: (dispatch) => {
        let result: unknown;
        seen.press = undefined;
        flushSync(() => {
          result = dispatch();
        });
        const press = seen.press as MouseEvent | undefined;
        if (press && !press.defaultPrevented && !(press.target as Node).isConnected) {
          (document.activeElement as HTMLElement | null)?.blur();
        }
        return result;
      },
    });
    react.IS_REACT_ACT_ENVIRONMENT = false;
    return () => {
      window.removeEventListener('mousedown', seePress, true);
      configure({ eventWrapper });
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    };
  });

  it('opens, focused, when its chunk is in but not yet drawn as the reader presses it', async () => {
    const { arrive, field, onChange } = heldField();
    const user = userEvent.setup({ delay: null });
    await user.hover(field());
    await arrive();
    await user.click(field());
    await expectOpenAndFocused();
    await user.keyboard('engl');
    pressEnter();
    expect(onChange).toHaveBeenCalledWith('en', expect.objectContaining({ value: 'en' }));
  });

  it('opens, focused, when its chunk is drawn between the press and the release', async () => {
    const { arrive, field, onChange } = heldField();
    const user = userEvent.setup({ delay: null });
    await user.pointer({ keys: '[MouseLeft>]', target: field() });
    await arrive();
    await waitFor(() => expect(field()).toHaveClass('ant-select'));
    await user.pointer({ keys: '[/MouseLeft]', target: field() });
    await expectOpenAndFocused();
    await user.keyboard('deu');
    pressEnter();
    expect(onChange).toHaveBeenCalledWith('de', expect.objectContaining({ value: 'de' }));
  });

  it('keeps what was typed before its chunk came as the search, and typing goes on after it', async () => {
    const { arrive, field, onChange } = heldField();
    const user = userEvent.setup({ delay: null });
    await user.click(field());
    await user.keyboard('en');
    await arrive();
    await user.keyboard('g');
    await expectOpenAndFocused('eng');
    await user.keyboard('l');
    pressEnter();
    expect(onChange).toHaveBeenCalledWith('en', expect.objectContaining({ value: 'en' }));
  });

  it('picks the first match with Enter pressed before its chunk came, and is then closed', async () => {
    const { arrive, field, onChange } = heldField();
    const user = userEvent.setup({ delay: null });
    await user.click(field());
    await user.keyboard('span{Enter}');
    expect(onChange).toHaveBeenCalledWith('es', expect.objectContaining({ value: 'es' }));
    await arrive();
    await waitFor(() => expect(field()).toHaveClass('ant-select'));
    expect(field()).not.toHaveClass('ant-select-open');
  });
});
