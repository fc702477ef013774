import { Accordion } from '@mantine/core';
import type { PaymentDetail } from '@rona/domain';
import { translator } from '@rona/i18n';
import { paymentMessages } from '@rona/i18n/areas/payment';
import classes from './payment.module.css';

const t = translator(paymentMessages);

/** How to pay, one accordion item of steps per channel (ATM, mobile banking, the store counter…). */
export function PaymentInstructions({ instructions }: { instructions: PaymentDetail['payment_instruction'] }) {
  if (instructions.length === 0) return null;
  return (
    <section id="cara-bayar" className={classes.card} aria-labelledby="cara-bayar-title">
      <h2 id="cara-bayar-title" className={classes.cardTitle}>
        {t('payment.instructions')}
      </h2>
      {/* Item values become element ids (aria-controls): positions, since channel names have spaces ('ATM BCA'). */}
      <Accordion variant="separated" defaultValue={instructions.length ? 'channel-0' : null}>
        {instructions.map((item, index) => (
          <Accordion.Item key={item.channel} value={`channel-${index}`}>
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
