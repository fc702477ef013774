import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminCall, adminQuery, ApiError, apiKeys } from '@rona/api-client';
import type { AdminCustomerAddress, AdminCustomerContact, AdminCustomerDetail } from '@rona/domain';
import { formatNumber, formatRupiah, formatShopDate, formatShopDateTime } from '@rona/rules';
import { paths } from '@rona/routes';
import { actionButtonClass, EmptyState, ErrorState, notifySuccess, useDocumentTitle } from '@rona/ui';
import { ScrollTable } from '../../shared/data-table/scroll-table';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { can } from '../../shared/staff/permissions';
import { useStaff } from '../../shared/staff/staff-context';
import { ConfirmDialog, PointsDialog } from './customer-dialogs';
import { Verified } from './customers-page';
import { t } from './i18n';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{k}</dt>
          <dd style={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Addresses({ addresses }: { addresses: AdminCustomerAddress[] }) {
  if (addresses.length === 0) return <Text size="sm">{t('backoffice.customer.noAddresses')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {addresses.map((a) => (
        <li key={a.id}>
          <Text size="sm" fw={600}>
            {a.label} · {a.recipientName} · {a.phone}{' '}
            {a.primary && (
              <Badge size="sm" variant="light">
                {t('backoffice.customer.primary')}
              </Badge>
            )}
          </Text>
          <Text size="sm">{[a.street, a.district, a.city, a.province, a.postalCode].filter(Boolean).join(', ')}</Text>
          {a.note && (
            <Text size="sm" c="gray.7">
              {a.note}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}

/** Contact: masked; 'Tampilkan' (customers:pii) fetches the unmasked data once, and the API audits it. */
function Contact({ c, revealed }: { c: AdminCustomerDetail; revealed: AdminCustomerContact | null }) {
  return (
    <Facts
      rows={[
        [t('backoffice.customer.name'), revealed?.fullName ?? c.fullName],
        [
          t('backoffice.customer.email'),
          <Group gap="xs" key="email">
            <span>{revealed?.email ?? c.email}</span>
            <Verified ok={c.emailVerified} />
          </Group>,
        ],
        [
          t('backoffice.customer.phone'),
          <Group gap="xs" key="phone">
            <span>{(revealed?.phone ?? c.phone) || t('backoffice.customers.noPhone')}</span>
            {c.phone && <Verified ok={c.phoneVerified} />}
          </Group>,
        ],
        [t('backoffice.customer.joined'), formatShopDate(c.createdAt)],
      ]}
    />
  );
}

function Points({ c }: { c: AdminCustomerDetail }) {
  const { balance, expiringSoon, entries } = c.points;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('backoffice.customer.balance', { points: formatNumber(balance) })}</Text>
      {expiringSoon.point > 0 && expiringSoon.expiresAt && (
        <Text size="sm">
          {t('backoffice.customer.expiring', {
            points: formatNumber(expiringSoon.point),
            date: formatShopDate(expiringSoon.expiresAt),
          })}
        </Text>
      )}
      {entries.length === 0 ? (
        <Text size="sm">{t('backoffice.customer.noPoints')}</Text>
      ) : (
        <ScrollTable minWidth={560} label={t('backoffice.customer.points')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('backoffice.customer.col.date')}</Table.Th>
                <Table.Th>{t('backoffice.customer.col.change')}</Table.Th>
                <Table.Th>{t('backoffice.customer.col.about')}</Table.Th>
                <Table.Th>{t('backoffice.customer.col.expires')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatShopDateTime(e.createdAt)}</Table.Td>
                  <Table.Td>
                    {e.type === 'income' ? '+' : '−'}
                    {formatNumber(e.point)}
                  </Table.Td>
                  <Table.Td>
                    {e.invoice ? (
                      <Anchor component={Link} to={paths.adminOrder(e.invoice)}>
                        {e.invoice}
                      </Anchor>
                    ) : (
                      (e.note ?? '—')
                    )}
                  </Table.Td>
                  <Table.Td>{e.expiresAt ? formatShopDate(e.expiresAt) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

function Orders({ c }: { c: AdminCustomerDetail }) {
  if (c.orders.length === 0) return <Text size="sm">{t('backoffice.customer.noOrders')}</Text>;
  return (
    <Stack gap="xs">
      <ScrollTable minWidth={520} label={t('backoffice.customer.orders', { count: c.orderCount })}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('backoffice.customer.col.invoice')}</Table.Th>
              <Table.Th>{t('backoffice.customer.col.date')}</Table.Th>
              <Table.Th>{t('backoffice.customer.col.status')}</Table.Th>
              <Table.Th>{t('backoffice.customer.col.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {c.orders.map((o) => (
              <Table.Tr key={o.invoice}>
                <Table.Td>
                  <Anchor component={Link} to={paths.adminOrder(o.invoice)} fw={600}>
                    {o.invoice}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatShopDateTime(o.createdAt)}</Table.Td>
                <Table.Td>{t(`orderStatus.${o.status}`)}</Table.Td>
                <Table.Td>{formatRupiah(o.grandTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {c.orderCount > c.orders.length && (
        <Text size="sm" c="gray.7">
          {t('backoffice.customer.moreOrders')}
        </Text>
      )}
    </Stack>
  );
}

type Pending = 'partner' | 'sessions' | 'points' | null;

/** /admin/customers/{id}: one member, masked by default; each action shown only to staff holding its key. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const staff = useStaff();
  const queryClient = useQueryClient();
  const customer = useQuery(adminQuery('adminCustomer', { params: { id } }));
  const [open, setOpen] = useState<Pending>(null);
  useDocumentTitle(t('backoffice.customer.title', { name: customer.data?.fullName ?? '' }));
  const reveal = useMutation({
    meta: { silent: true },
    mutationFn: () => adminCall('adminCustomerContact', { params: { id } }),
  });
  const partner = useMutation({
    meta: { silent: true },
    mutationFn: (on: boolean) => adminCall('adminCustomerPartner', { params: { id }, body: { partner: on } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminQuery('adminCustomer', { params: { id } }).queryKey, detail);
      notifySuccess(t(detail.partner ? 'backoffice.customer.partnerGranted' : 'backoffice.customer.partnerRemoved'));
      setOpen(null);
    },
  });
  const sessions = useMutation({
    meta: { silent: true },
    mutationFn: () => adminCall('adminCustomerEndSessions', { params: { id } }),
    onSuccess: async ({ ended }) => {
      notifySuccess(t('backoffice.customer.sessionsEnded', { count: ended }));
      await queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminCustomer') });
      setOpen(null);
    },
  });
  const back = (
    <Anchor component={Link} to={paths.adminCustomers()}>
      ← {t('backoffice.customer.back')}
    </Anchor>
  );

  if (customer.isPending) return <PageSkeleton />;
  if (customer.isError) {
    if (customer.error instanceof ApiError && (customer.error.httpStatus === 404 || customer.error.httpStatus === 400))
      return (
        <EmptyState
          title={t('backoffice.customer.notFound')}
          action={
            <Link className={actionButtonClass} to={paths.adminCustomers()}>
              {t('backoffice.customer.back')}
            </Link>
          }
        />
      );
    return (
      <ErrorState title={t('backoffice.loadFailed')} error={customer.error} onRetry={() => void customer.refetch()} />
    );
  }
  const c = customer.data;
  const pii = can(staff.permissions, 'customers:pii');
  const revealed = reveal.data ?? null;
  const name = revealed?.fullName ?? c.fullName;

  return (
    <Stack gap="md">
      {back}
      <Group gap="sm">
        <Title order={1} size="h2">
          {t('backoffice.customer.title', { name })}
        </Title>
        {c.partner && (
          <Badge size="lg" variant="light">
            {t('backoffice.customers.partner')}
          </Badge>
        )}
      </Group>
      {can(staff.permissions, 'audit:read') && (
        <Anchor component={Link} to={paths.adminAudit({ entity: 'customer', entityId: c.id })}>
          {t('backoffice.customer.auditLink')}
        </Anchor>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section id="bo-customer-contact" title={t('backoffice.customer.contact')}>
          <Stack gap="sm">
            <Contact c={c} revealed={revealed} />
            {revealed ? (
              <Text size="sm" c="gray.7" role="status">
                {t('backoffice.customer.revealed')}
              </Text>
            ) : pii ? (
              <Stack gap={4} align="flex-start">
                <Text size="sm" c="gray.7">
                  {t('backoffice.customer.revealHint')}
                </Text>
                <Button
                  variant="default"
                  onClick={() => reveal.mutate()}
                  loading={reveal.isPending}
                  disabled={reveal.isPending}
                >
                  {t('backoffice.customer.reveal')}
                </Button>
                {reveal.isError && (
                  <Alert color="red" role="alert">
                    {reveal.error.message}
                  </Alert>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="gray.7">
                {t('backoffice.customer.maskedNote')} {t('backoffice.customer.noPii')}
              </Text>
            )}
          </Stack>
        </Section>
        <Section id="bo-customer-roles" title={t('backoffice.customer.roles')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {c.roles.length === 0
                ? t('backoffice.customer.noRoles')
                : c.roles.map((r) => `${r.name} (${r.sites.join(', ')})`).join(', ')}
            </Text>
            <Text size="sm">{t(c.partner ? 'backoffice.customer.partnerOn' : 'backoffice.customer.partnerOff')}</Text>
            {can(staff.permissions, 'promotions:write') && (
              <Button variant="default" onClick={() => setOpen('partner')}>
                {t(c.partner ? 'backoffice.customer.removePartner' : 'backoffice.customer.grantPartner')}
              </Button>
            )}
            {pii && (
              <>
                <Title order={3} size="h5" mt="xs">
                  {t('backoffice.customer.sessions')}
                </Title>
                <Text size="sm">{t('backoffice.customer.endSessionsHint')}</Text>
                <Button variant="default" color="red" onClick={() => setOpen('sessions')}>
                  {t('backoffice.customer.endSessions')}
                </Button>
              </>
            )}
          </Stack>
        </Section>
      </SimpleGrid>
      <Section id="bo-customer-points" title={t('backoffice.customer.points')}>
        <Stack gap="sm" align="stretch">
          {can(staff.permissions, 'points:adjust') && (
            <div>
              <Button onClick={() => setOpen('points')}>{t('backoffice.customer.adjust')}</Button>
            </div>
          )}
          <Points c={c} />
        </Stack>
      </Section>
      <Section id="bo-customer-addresses" title={t('backoffice.customer.addresses')}>
        <Addresses addresses={revealed?.addresses ?? c.addresses} />
      </Section>
      <Section id="bo-customer-orders" title={t('backoffice.customer.orders', { count: c.orderCount })}>
        <Orders c={c} />
      </Section>
      <Section id="bo-customer-skin" title={t('backoffice.customer.skin')}>
        {!c.skinAnswered ? (
          <Text size="sm">{t('backoffice.customer.skinNone')}</Text>
        ) : revealed ? (
          <Stack gap="xs" component="dl" style={{ margin: 0 }}>
            {revealed.skinProfile.map((s) => (
              <div key={s.question}>
                <Text component="dt" size="sm" fw={600}>
                  {s.question}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {s.answers.join(', ')}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text size="sm">{t(pii ? 'backoffice.customer.skinAnswered' : 'backoffice.customer.skinHidden')}</Text>
        )}
      </Section>

      {open === 'points' && <PointsDialog id={id} name={name} onClose={() => setOpen(null)} />}
      {open === 'partner' && (
        <ConfirmDialog
          title={t(c.partner ? 'backoffice.customer.removePartner' : 'backoffice.customer.grantPartner')}
          message={t(c.partner ? 'backoffice.customer.removeConfirm' : 'backoffice.customer.grantConfirm', { name })}
          confirmLabel={t('backoffice.customer.confirm')}
          busy={partner.isPending}
          error={partner.error}
          onConfirm={() => partner.mutate(!c.partner)}
          onClose={() => {
            partner.reset();
            setOpen(null);
          }}
        />
      )}
      {open === 'sessions' && (
        <ConfirmDialog
          title={t('backoffice.customer.endSessions')}
          message={t('backoffice.customer.endSessionsConfirm', { name })}
          confirmLabel={t('backoffice.customer.confirm')}
          busy={sessions.isPending}
          error={sessions.error}
          onConfirm={() => sessions.mutate()}
          onClose={() => {
            sessions.reset();
            setOpen(null);
          }}
        />
      )}
    </Stack>
  );
}
