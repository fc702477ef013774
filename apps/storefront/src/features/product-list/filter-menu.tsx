import { Menu } from '@mantine/core';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { ChevronRightIcon } from '@rona/ui';
import classes from './product-list.module.css';

const t = translator(catalogueMessages);

export interface MenuOption {
  value: string;
  label: string;
}

interface FilterMenuProps {
  label: string;
  options: MenuOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Offer 'Semua' to clear the filter (sorts always have one chosen). */
  clearable?: boolean;
}

/** The chosen option's tick (hidden from screen readers: the menu button already reads the choice). */
const Check = ({ on }: { on: boolean }) => (
  <span aria-hidden="true" className={classes.menuCheck}>
    {on ? '✓' : ''}
  </span>
);

/** One dropdown of the listing (skin type, skin problem, product type, sort). Picking closes it. */
export function FilterMenu({ label, options, value, onChange, clearable = true }: FilterMenuProps) {
  const current = options.find((o) => o.value === value);
  return (
    <Menu position="bottom-start" shadow="md" width={220} closeOnItemClick>
      <Menu.Target>
        <button type="button" className={classes.menuButton} data-active={current ? true : undefined}>
          <span className={classes.menuLabel}>{label}</span>
          <span className={classes.menuValue}>{current?.label ?? t('catalogue.any')}</span>
          <ChevronRightIcon size={16} className={classes.menuChevron} />
        </button>
      </Menu.Target>
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
  );
}
