import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DropdownEntry } from './header.tsx';
import classes from './public.module.css';

/**
 * A top item whose dropdown opens on hover; the chevron opens it from the keyboard. Loaded by the
 * header on the first hover, focus or tap of the item (Menu, Popover and floating-ui are ~25 kB
 * gzip that a phone, where the bar is hidden, never needs): `initiallyOpened` is that first intent.
 */
export default function NavDropdown({
  label,
  to,
  active,
  entries,
  menuLabel,
  initiallyOpened,
}: {
  label: string;
  to: string;
  active: boolean;
  entries: DropdownEntry[];
  menuLabel: string;
  initiallyOpened: boolean;
}) {
  const [opened, setOpened] = useState(initiallyOpened);
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
      opened={opened}
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
          <Link
            to={to}
            className={classes.navLink}
            data-active={active || undefined}
            aria-current={active ? 'page' : undefined}
            onClick={close}
          >
            {label}
          </Link>
          <UnstyledButton
            className={classes.chevron}
            aria-label={menuLabel}
            aria-expanded={opened}
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
