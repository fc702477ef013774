import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { t } from '@rona/i18n';
import '@rona/i18n/areas/orderHistory';

const SHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the shop's time (WIB) as YYYY-MM-DD: the list filters by WIB days, whatever the device's clock zone. */
export function shopToday(now = new Date()): string {
  return SHOP_DAY.format(now);
}

/** One purchase day (the search filters by a single WIB day); clearing it shows every day again. Indonesian day and month names. */
export function OrderDateFilter({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={t('orderHistory.date')}
        placeholder={t('orderHistory.datePlaceholder')}
        value={value || null}
        onChange={(day) => onChange(typeof day === 'string' ? day.slice(0, 10) : '')}
        valueFormat="D MMM YYYY"
        maxDate={shopToday()}
        clearable
        data-testid="order-date"
      />
    </DatesProvider>
  );
}
