import { addMessages } from '../t';
import { orderHistory } from '../messages/id/orderHistory';

addMessages(orderHistory);
