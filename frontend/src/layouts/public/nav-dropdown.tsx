import { Menu, UnstyledButton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TopLink, type DropdownEntry } from './header.tsx';
import classes from './public.module.css';

/**
 * A top item whose dropdown opens on hover; the chevron opens it from the keyboard. Loaded by the
 * header on the first hover, focus or tap of the item (Menu, Popover and floating-ui are ~25 kB
 * gzip that a phone, where the bar is hidden, never needs): `initiallyOpened` is that first intent,
 * `initialFocus` the control of the stand-in that had focus, given back to its twin here.
 */
export default function NavDropdown({
  label,
  to,
  active,
  entries,
  menuLabel,
  initiallyOpened,
  initialFocus,
}: {
  label: string;
  to: string;
  active: boolean;
  entries: DropdownEntry[];
  menuLabel: string;
  initiallyOpened: boolean;
  initialFocus: 'link' | 'chevron' | null;
}) {
  const [opened, setOpened] = useState(initiallyOpened);
  // Opened one render after mounting: Mantine notes where focus goes back to on Esc only when
  // `opened` changes, and focus is back on the chevron by then.
  const mounted = useMounted();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const chevronRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (initialFocus) (initialFocus === 'link' ? linkRef : chevronRef).current?.focus();
  }, [initialFocus]);
  // After a choice the closing dropdown may still sit under the pointer and would reopen on the
  // next hover event; ignore reopen requests until it has gone.
  const suppress = useRef(false);
  const close = () => {
    suppress.current = true;
    setOpened(false);
    window.setTimeout(() => (suppress.current = false), 400);
  };
  const onChange = (next: boolean) => {
    if (next && suppress.current) return;
    setOpened(next);
  };
  return (
    <Menu
      trigger="hover"
      opened={mounted && opened}
      onChange={onChange}
      transitionProps={{ duration: 120 }}
      openDelay={40}
      closeDelay={150}
      position="bottom-start"
      offset={4}
      withinPortal={false}
      classNames={{ dropdown: classes.dropdown, item: classes.dropdownItem }}
    >
      <Menu.Target>
        <div className={classes.navItem}>
          <TopLink ref={linkRef} to={to} label={label} active={active} onClick={close} />
          <UnstyledButton
            ref={chevronRef}
            className={classes.chevron}
            aria-label={menuLabel}
            aria-expanded={mounted && opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconChevronDown size={14} aria-hidden />
          </UnstyledButton>
        </div>
      </Menu.Target>
      <Menu.Dropdown aria-label={menuLabel}>
        {entries.map((entry) => (
          <Menu.Item key={entry.key} component={Link} to={entry.to} onClick={close}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
