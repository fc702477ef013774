import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { translator } from '@rona/i18n';
import { orderHistoryMessages } from '@rona/i18n/areas/order-history';
import { shopDayKey } from '@rona/rules';

const t = translator(orderHistoryMessages);

/** One purchase day (the search filters by a single WIB day, up to today in WIB); clearing it shows every day again. Indonesian day and month names. */
export function OrderDateFilter({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={t('orderHistory.date')}
        placeholder={t('orderHistory.datePlaceholder')}
        value={value || null}
        onChange={(day) => onChange(typeof day === 'string' ? day.slice(0, 10) : '')}
        valueFormat="D MMM YYYY"
        maxDate={shopDayKey(new Date())}
        clearable
        data-testid="order-date"
      />
    </DatesProvider>
  );
}
