import { addMessages } from '../t';
import { cart } from '../messages/id/cart';

addMessages(cart);
