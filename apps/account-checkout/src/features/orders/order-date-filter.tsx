import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { t } from '@rona/i18n';
import '@rona/i18n/areas/orderHistory';

/** One purchase day (the search filters by a single WIB day); clearing it shows every day again. */
export function OrderDateFilter({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <DatePickerInput
      label={t('orderHistory.date')}
      placeholder={t('orderHistory.datePlaceholder')}
      value={value || null}
      onChange={(day) => onChange(typeof day === 'string' ? day.slice(0, 10) : '')}
      valueFormat="D MMM YYYY"
      maxDate={new Date()}
      clearable
      data-testid="order-date"
    />
  );
}
