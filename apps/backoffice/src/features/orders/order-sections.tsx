import { Badge, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '@rona/domain';
import { formatRupiah, formatShopDateTime } from '@rona/rules';
import { ScrollTable } from '../../shared/data-table/scroll-table';
import { MessageKindName } from '../../shared/message-kind-name';
import { t } from '../../shared/i18n';

type Order = AdminOrderDetail;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

export function OrderLines({ order }: { order: Order }) {
  return (
    <Section id="bo-lines" title={t('backoffice.order.lines')}>
      <ScrollTable minWidth={520} label={t('backoffice.order.lines')}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('backoffice.order.product')}</Table.Th>
              <Table.Th scope="col">{t('backoffice.order.variant')}</Table.Th>
              <Table.Th scope="col">{t('backoffice.order.qty')}</Table.Th>
              <Table.Th scope="col">{t('backoffice.order.price')}</Table.Th>
              <Table.Th scope="col">{t('backoffice.order.subtotal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((l, i) => (
              <Table.Tr key={`${l.variantId ?? l.name}-${i}`}>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>{l.size}</Table.Td>
                <Table.Td>{l.quantity}</Table.Td>
                <Table.Td>{formatRupiah(l.finalPrice)}</Table.Td>
                <Table.Td>{formatRupiah(l.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <Text fw={700} ta="right" mt="sm">
        {t('backoffice.order.total')}: {formatRupiah(order.grandTotal)}
      </Text>
    </Section>
  );
}

export function OrderBuyer({ order }: { order: Order }) {
  const a = order.address;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Section id="bo-buyer" title={t('backoffice.order.buyer')}>
        <Facts
          rows={[
            [t('backoffice.order.name'), order.buyer.name],
            [t('backoffice.order.email'), order.buyer.email],
            [t('backoffice.order.phone'), order.buyer.phone],
          ]}
        />
        {order.buyer.masked && (
          <Text size="sm" mt="xs" c="gray.7">
            {t('backoffice.order.masked')}
          </Text>
        )}
      </Section>
      <Section id="bo-address" title={t('backoffice.order.address')}>
        <Text>{a.recipientName}</Text>
        <Text>{a.phone}</Text>
        <Text>{[a.street, a.district, a.city, a.province, a.postalCode].filter(Boolean).join(', ')}</Text>
      </Section>
    </SimpleGrid>
  );
}

export function OrderShipping({ order }: { order: Order }) {
  const s = order.shipping;
  return (
    <Section id="bo-shipping" title={t('backoffice.order.shipping')}>
      <Facts
        rows={[
          [t('backoffice.order.courier'), `${s.shippingAgency} ${s.serviceName} (${s.serviceType})`],
          [
            t('backoffice.order.insurance'),
            s.insurance
              ? `${t('backoffice.order.insuranceYes')} (${formatRupiah(s.insuranceFee)})`
              : t('backoffice.order.insuranceNo'),
          ],
          [
            t('backoffice.order.shipBy'),
            <>
              {order.shipBy ? formatShopDateTime(order.shipBy) : '—'}{' '}
              {order.late && (
                <Badge color="red.9" variant="filled" size="sm">
                  {t('backoffice.orders.late')}
                </Badge>
              )}
            </>,
          ],
          [t('backoffice.order.waybill'), order.waybill ?? '—'],
        ]}
      />
    </Section>
  );
}

export function OrderPayments({ order }: { order: Order }) {
  return (
    <Section id="bo-payments" title={t('backoffice.order.payments')}>
      {order.payments.length === 0 ? (
        <Text size="sm">{t('backoffice.order.noPayments')}</Text>
      ) : (
        <ScrollTable minWidth={520} label={t('backoffice.order.payments')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('backoffice.order.provider')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.method')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.amount')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.paymentStatus')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.paidAt')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.notifications')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.payments.map((p) => (
                <Table.Tr key={p.requestId}>
                  <Table.Td>{p.provider}</Table.Td>
                  <Table.Td>{p.methodCode}</Table.Td>
                  <Table.Td>{formatRupiah(p.amount)}</Table.Td>
                  <Table.Td>{p.status}</Table.Td>
                  <Table.Td>{p.paidAt ? formatShopDateTime(p.paidAt) : '—'}</Table.Td>
                  <Table.Td>{p.notifications.length}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Section>
  );
}

export function OrderDiscounts({ order }: { order: Order }) {
  return (
    <Section id="bo-discounts" title={t('backoffice.order.discounts')}>
      <Facts
        rows={[
          [t('backoffice.order.points'), order.pointsUsed > 0 ? String(order.pointsUsed) : t('backoffice.order.none')],
          [
            t('backoffice.order.voucher'),
            order.vouchers.length > 0
              ? order.vouchers.map((v) => `${v.code} (${v.name})`).join(', ')
              : t('backoffice.order.none'),
          ],
        ]}
      />
    </Section>
  );
}

/** Whose reason it is: the buyer's own request, or a staff member's on the buyer's behalf. */
function refundReasonLabel(order: Order): string {
  const request = order.history.findLast((h) => h.status === 'REQUEST_REFUND');
  return request?.actor.kind === 'staff'
    ? t('backoffice.refund.staffReason', { name: request.actor.name })
    : t('backoffice.refund.buyerReason');
}

export function OrderRefund({ order }: { order: Order }) {
  const r = order.refund;
  return (
    <Section id="bo-refund" title={t('backoffice.refund.title')}>
      {!r && !order.refundRefusal ? (
        <Text size="sm">{t('backoffice.refund.none')}</Text>
      ) : (
        <Facts
          rows={[
            ...(r
              ? ([
                  [t('backoffice.refund.requested'), formatRupiah(r.paid)],
                  [
                    r.status === 'APPROVED' ? t('backoffice.refund.approvedAmount') : t('backoffice.refund.amount'),
                    <span key="a" data-testid="refund-amount">
                      {formatRupiah(r.amount)}
                      {r.approvedAt ? ` · ${formatShopDateTime(r.approvedAt)}` : ''}
                    </span>,
                  ],
                ] as [string, ReactNode][])
              : []),
            ...(order.refundReason ? ([[refundReasonLabel(order), order.refundReason]] as [string, ReactNode][]) : []),
            ...(order.refundRefusal
              ? ([[t('backoffice.refund.refusedReason'), order.refundRefusal]] as [string, ReactNode][])
              : []),
          ]}
        />
      )}
    </Section>
  );
}

export function OrderStatusHistory({ order }: { order: Order }) {
  return (
    <Section id="bo-status-history" title={t('backoffice.order.statusHistory')}>
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {order.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <Text size="sm">
              <strong>{t(`orderStatus.${h.status}`)}</strong> · {formatShopDateTime(h.at)} · {h.actor.name}
              {h.note ? ` — ${h.note}` : ''}
            </Text>
          </li>
        ))}
      </ol>
    </Section>
  );
}

const MESSAGE_STATE_COLOR = { sent: 'green.9', pending: 'gray.7', failed: 'red.9', skipped: 'gray.7' } as const;

export function OrderMessages({ order }: { order: Order }) {
  return (
    <Section id="bo-messages" title={t('backoffice.order.messages')}>
      {order.messages.length === 0 ? (
        <Text size="sm">{t('backoffice.order.noMessages')}</Text>
      ) : (
        <ScrollTable minWidth={520} label={t('backoffice.order.messages')}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('backoffice.order.message')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.channel')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.recipient')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.paymentStatus')}</Table.Th>
                <Table.Th scope="col">{t('backoffice.order.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.messages.map((m, i) => (
                <Table.Tr key={`${m.kind}-${m.createdAt}-${i}`}>
                  <Table.Td>
                    <MessageKindName kind={m.kind} />
                  </Table.Td>
                  <Table.Td>{t(`backoffice.order.channel.${m.channel}`)}</Table.Td>
                  <Table.Td>{m.recipient}</Table.Td>
                  <Table.Td>
                    <Badge color={MESSAGE_STATE_COLOR[m.state]} variant="filled" size="sm">
                      {t(`backoffice.order.state.${m.state}`)}
                    </Badge>
                    {m.lastError ? ` ${m.lastError}` : ''}
                  </Table.Td>
                  <Table.Td>{formatShopDateTime(m.sentAt ?? m.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Section>
  );
}
