import { addMessages } from '../t';
import { checkout } from '../messages/id/checkout';

addMessages(checkout);
