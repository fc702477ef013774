import { useEffect, useState, type ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { MantineRoot } from '@rona/ui/mantine';
import type { FilterMenuProps } from './filter-menu';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

/** The chosen option's tick (hidden from screen readers: the menu button already reads the choice). */
const Check = ({ on }: { on: boolean }) => (
  <span aria-hidden="true" className={classes.menuCheck}>
    {on ? '✓' : ''}
  </span>
);

/**
 * The filter menu itself (Mantine's Menu with its own provider), loaded the first time a shopper
 * opens one of the listing's menus, and opened right away. Picking closes it.
 */
export default function FilterMenuDropdown({
  label,
  options,
  value,
  onChange,
  clearable = true,
  trigger,
}: FilterMenuProps & { trigger: ReactElement }) {
  const current = options.find((o) => o.value === value);
  const [opened, setOpened] = useState(false);
  // Mounted because the shopper just opened it: open once its target is on the page.
  useEffect(() => setOpened(true), []);
  return (
    <MantineRoot>
      <Menu opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={220} closeOnItemClick>
        <Menu.Target>{trigger}</Menu.Target>
        <Menu.Dropdown aria-label={label}>
          {clearable && (
            <Menu.Item
              onClick={() => onChange(undefined)}
              data-selected={!current || undefined}
              leftSection={<Check on={!current} />}
            >
              {t('catalogue.any')}
            </Menu.Item>
          )}
          {options.map((o) => (
            <Menu.Item
              key={o.value}
              data-selected={o.value === value || undefined}
              leftSection={<Check on={o.value === value} />}
              className={o.value === value ? classes.menuItemActive : undefined}
              onClick={() => onChange(o.value)}
            >
              {o.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </MantineRoot>
  );
}
