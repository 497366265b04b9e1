import type { DropdownProps } from 'antd';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { firstUse, useFirstUse } from './first-use.ts';
import { useHeaderMenuOpen } from './header-menus.ts';

const dropdownModule = firstUse(() => import('antd/es/dropdown'));

/**
 * Ant Design's Dropdown (and Menu), fetched on first use: the header's menus draw only their
 * trigger until it is pointed at, focused or clicked (decision 0018). A click before the chunk is
 * in opens the menu as soon as it arrives, and so does one whose press came before it; a focused
 * trigger keeps the focus. Its open state is kept by `name` (header-menus.ts): a header drawn anew by
 * a page change keeps the menu open.
 */
export function DeferredDropdown({
  name,
  children,
  ...props
}: DropdownProps & { name: string; children: ReactElement }) {
  const [open, setOpen] = useHeaderMenuOpen(name);
  const [wanted, setWanted] = useState(open);
  const loaded = useFirstUse(dropdownModule, wanted || open);
  // Pressed before the chunk was in: the trigger is not drawn anew until the click, or the press
  // and the release would land on two different buttons and the click on neither.
  const [pressed, setPressed] = useState(false);
  const module = pressed ? undefined : loaded;
  const holder = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  // The trigger is drawn anew inside the Dropdown: it keeps the focus it had.
  useEffect(() => {
    if (!module || !hadFocus.current) return;
    hadFocus.current = false;
    holder.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus();
  }, [module]);

  const trigger = module ? (
    <module.default
      {...props}
      open={open}
      onOpenChange={(next, info) => {
        setOpen(next);
        props.onOpenChange?.(next, info);
      }}
    >
      {children}
    </module.default>
  ) : (
    children
  );
  return (
    <span
      className="deferred-trigger"
      ref={holder}
      onPointerEnter={() => void dropdownModule.load()}
      onFocusCapture={() => void dropdownModule.load()}
      onPointerDownCapture={() => {
        if (!module) setPressed(true);
      }}
      onClickCapture={() => {
        if (module) return;
        hadFocus.current = holder.current?.contains(document.activeElement) ?? false;
        setPressed(false);
        setWanted(true);
        setOpen(true);
      }}
    >
      {trigger}
    </span>
  );
}
