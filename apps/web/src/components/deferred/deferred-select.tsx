import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FirstUse, firstUse, useFirstUse } from './first-use.ts';
import './deferred.css';

type SelectModule = typeof import('antd/es/select');
const appSelect = firstUse(() => import('antd/es/select'));

interface Option {
  value?: unknown;
  label?: ReactNode;
  options?: Option[];
}

/** The label of the chosen value, looked up through option groups. */
function labelOf(options: readonly Option[] | undefined, value: unknown): ReactNode {
  for (const option of options ?? []) {
    if (option.options) {
      const found = labelOf(option.options, value);
      if (found !== undefined) return found;
    } else if (option.value === value) {
      return option.label;
    }
  }
  return undefined;
}

/** Keys that open a select, as they would on Ant Design's own. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The options without their groups. */
function leaves(options: readonly Option[] | undefined): Option[] {
  return (options ?? []).flatMap((option) => (option.options ? leaves(option.options) : [option]));
}

type DeferredSelectProps<V> = SelectProps<V, Option> & { 'data-testid'?: string };

/**
 * Ant Design's Select, fetched on first use: until the reader points at it, focuses it or
 * touches it, a look-alike shows the chosen value (decision 0018). Opening it (click, Enter,
 * arrows) or typing into it before the chunk is in opens the real one with what was typed as
 * its search.
 */
export function DeferredSelect<V = string>(props: DeferredSelectProps<V>) {
  return <SelectOnFirstUse<V> {...props} selectModule={appSelect} />;
}

/** DeferredSelect with the Select's chunk fetched through `selectModule` (a test holds it back). */
export function SelectOnFirstUse<V = string>({
  selectModule,
  ...props
}: DeferredSelectProps<V> & { selectModule: FirstUse<SelectModule> }) {
  const [wanted, setWanted] = useState(false);
  const [opening, setOpening] = useState(false);
  const [focused, setFocused] = useState(false);
  const [search, setSearch] = useState('');
  const module = useFirstUse(selectModule, wanted);
  const select = useRef<RefSelectProps>(null);

  const settled = useRef(false);
  // A name typed and chosen with Enter while the options are still loading is chosen when they come.
  const [pendingPick, setPendingPick] = useState<string>();

  /** The first option the typed text matches, as the open list would filter (undefined: none). */
  const matchOf = (typed: string): Option | undefined => {
    const filter = typeof props.showSearch === 'object' ? props.showSearch.filterOption : undefined;
    const matches = (option: Option) =>
      typeof filter === 'function'
        ? filter(typed, option as never)
        : String(option.label ?? '')
            .toLowerCase()
            .includes(typed.toLowerCase());
    return typed ? leaves(props.options).find(matches) : undefined;
  };
  const optionsReady = !props.loading && leaves(props.options).length > 0;

  useEffect(() => {
    if (pendingPick === undefined || !optionsReady) return;
    setPendingPick(undefined);
    const found = matchOf(pendingPick);
    if (found) props.onChange?.(found.value as V, found as never);
  });

  // What was typed before the chunk came is in the real field: typing goes on after it. (This
  // runs after the select's own first effects, one of which empties the search as it mounts.)
  useEffect(() => {
    if (!module) return;
    settled.current = true;
    const input = select.current?.nativeElement?.querySelector('input');
    if (input?.value) input.setSelectionRange(input.value.length, input.value.length);
  }, [module]);

  if (module) {
    const Select = module.default;
    const { showSearch, onChange, onOpenChange } = props;
    const searching = showSearch
      ? {
          ...(typeof showSearch === 'object' ? showSearch : {}),
          searchValue: search,
          onSearch: (value: string) => {
            if (!settled.current && value === '') return;
            setSearch(value);
            if (typeof showSearch === 'object') showSearch.onSearch?.(value);
          },
        }
      : showSearch;
    return (
      <Select<V, Option>
        {...props}
        ref={select}
        showSearch={searching}
        defaultOpen={opening}
        autoFocus={focused || opening || props.autoFocus}
        onChange={(value, option) => {
          setSearch('');
          onChange?.(value, option);
        }}
        onOpenChange={(open) => {
          if (!open) setSearch('');
          onOpenChange?.(open);
        }}
      />
    );
  }

  const want = (open: boolean) => {
    setWanted(true);
    if (open) setOpening(true);
  };
  /** Enter after a typed name picks the first language that matches, as the open list would. */
  const pickTyped = () => {
    if (optionsReady) {
      const found = matchOf(search);
      if (found) props.onChange?.(found.value as V, found as never);
    } else if (search) {
      setPendingPick(search);
    }
    setSearch('');
    setOpening(false);
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const { key } = event;
    const typed = Boolean(props.showSearch) && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    // Before the chunk is in, the look-alike answers Enter and Escape itself.
    if (opening && (key === 'Enter' || key === 'Escape')) {
      event.preventDefault();
      if (key === 'Enter') pickTyped();
      else {
        setSearch('');
        setOpening(false);
      }
      return;
    }
    if (typed) setSearch((before) => before + key);
    else if (!OPENING_KEYS.has(key)) return;
    event.preventDefault();
    want(true);
  };
  const label = labelOf(props.options, props.value);
  const shown = label ?? props.placeholder;
  return (
    <div
      role="combobox"
      tabIndex={props.disabled ? -1 : 0}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-disabled={props.disabled || undefined}
      data-testid={props['data-testid']}
      className={`deferred-select deferred-select-${props.variant ?? 'outlined'} glossa ${props.className ?? ''}`}
      style={props.style}
      title={typeof label === 'string' ? label : undefined}
      onPointerEnter={() => void selectModule.load()}
      onTouchStart={() => void selectModule.load()}
      onFocus={() => {
        setFocused(true);
        want(false);
      }}
      // Only a field that still has the focus when the chunk arrives takes it back: one left
      // for the next field must not pull the reader's typing back to itself.
      onBlur={() => setFocused(false)}
      onMouseDown={(event) => {
        if (event.button === 0 && !props.disabled) want(true);
      }}
      onKeyDown={onKeyDown}
    >
      <span className={label === undefined ? 'deferred-select-placeholder' : 'deferred-select-value'}>{shown}</span>
      <DownOutlined className="deferred-select-arrow" />
    </div>
  );
}
