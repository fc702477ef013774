import { addMessages } from '../t';
import { payment } from '../messages/id/payment';

addMessages(payment);
