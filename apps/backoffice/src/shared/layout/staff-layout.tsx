import { AppShell, Burger, Button, Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { endStaffSession } from '@rona/api-client';
import type { PermissionKey } from '@rona/domain/browser';
import { paths } from '@rona/routes';
import { t } from '../i18n';
import { can } from '../staff/permissions';
import { RequireStaff } from '../staff/require-staff';
import { useStaff } from '../staff/staff-context';
import classes from './staff-layout.module.css';

/** The menu: each entry only for staff holding its key (null: everyone). */
const MENU: {
  to: string;
  label:
    | 'backoffice.nav.dashboard'
    | 'backoffice.nav.orders'
    | 'backoffice.nav.customers'
    | 'backoffice.nav.catalogue'
    | 'backoffice.nav.stock'
    | 'backoffice.nav.stockCount'
    | 'backoffice.nav.vouchers'
    | 'backoffice.nav.articles'
    | 'backoffice.nav.promos'
    | 'backoffice.nav.banners'
    | 'backoffice.nav.staff'
    | 'backoffice.nav.failedMessages'
    | 'backoffice.nav.audit'
    | 'backoffice.nav.security';
  needs: PermissionKey | null;
}[] = [
  { to: paths.adminDashboard(), label: 'backoffice.nav.dashboard', needs: null },
  { to: paths.adminOrders(), label: 'backoffice.nav.orders', needs: 'orders:read' },
  { to: paths.adminCustomers(), label: 'backoffice.nav.customers', needs: 'orders:read' },
  { to: paths.adminFailedMessages(), label: 'backoffice.nav.failedMessages', needs: 'orders:read' },
  { to: paths.adminProducts(), label: 'backoffice.nav.catalogue', needs: 'catalogue:write' },
  { to: paths.adminStock(), label: 'backoffice.nav.stock', needs: 'stock:adjust' },
  { to: paths.adminStockCount(), label: 'backoffice.nav.stockCount', needs: 'stock:adjust' },
  { to: paths.adminVouchers(), label: 'backoffice.nav.vouchers', needs: 'promotions:write' },
  { to: paths.adminArticles(), label: 'backoffice.nav.articles', needs: 'content:write' },
  { to: paths.adminPromos(), label: 'backoffice.nav.promos', needs: 'promotions:write' },
  { to: paths.adminBanners(), label: 'backoffice.nav.banners', needs: 'promotions:write' },
  { to: paths.adminStaff(), label: 'backoffice.nav.staff', needs: 'staff:manage' },
  { to: paths.adminAudit(), label: 'backoffice.nav.audit', needs: 'audit:read' },
  { to: paths.adminSecurity(), label: 'backoffice.nav.security', needs: null },
];

function Shell() {
  const staff = useStaff();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const logout = async () => {
    setLeaving(true);
    await endStaffSession();
    queryClient.clear();
    navigate(paths.adminLogin(), { replace: true });
  };
  const menu = MENU.filter((m) => m.needs === null || can(staff.permissions, m.needs));
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <a href="#bo-main" className={classes.skip}>
        {t('backoffice.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('backoffice.nav.open')} />
            <Text fw={700} component="p" className={classes.brand}>
              {t('backoffice.title')}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="gray.7" visibleFrom="sm">
              {staff.name} · {staff.role.name}
            </Text>
            <VisuallyHidden>{t('backoffice.nav.signedInAs', { name: staff.name })}</VisuallyHidden>
            <Button variant="default" size="xs" onClick={logout} loading={leaving} disabled={leaving}>
              {t('backoffice.nav.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('backoffice.nav.label')}>
        {menu.map((m) => (
          <NavLink
            key={m.to}
            component={RouterNavLink}
            to={m.to}
            label={t(m.label)}
            onClick={close}
            // The home is active on itself only (every page's path starts with it).
            active={m.to === paths.adminDashboard() ? pathname === m.to : pathname.startsWith(m.to)}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id="bo-main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** Every staff page: signed in (else the login), the menu the staff member's keys allow, logout. */
export function StaffLayout() {
  return (
    <RequireStaff>
      <Shell />
    </RequireStaff>
  );
}
