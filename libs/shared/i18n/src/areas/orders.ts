import { addMessages } from '../t';
import { orders } from '../messages/id/orders';

addMessages(orders);
