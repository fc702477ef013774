import { Accordion } from '@mantine/core';
import type { PaymentDetail } from '@rona/domain';
import { t } from '@rona/i18n';
import classes from './payment.module.css';
import '@rona/i18n/areas/payment';

/** How to pay, one accordion item of steps per channel (ATM, mobile banking, the store counter…). */
export function PaymentInstructions({ instructions }: { instructions: PaymentDetail['payment_instruction'] }) {
  if (instructions.length === 0) return null;
  return (
    <section id="cara-bayar" className={classes.card} aria-labelledby="cara-bayar-title">
      <h2 id="cara-bayar-title" className={classes.cardTitle}>
        {t('payment.instructions')}
      </h2>
      <Accordion variant="separated" defaultValue={instructions[0]?.channel ?? null}>
        {instructions.map((item) => (
          <Accordion.Item key={item.channel} value={item.channel}>
            <Accordion.Control>{item.channel}</Accordion.Control>
            <Accordion.Panel>
              <ol className={classes.steps}>
                {item.step.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
