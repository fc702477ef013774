import { addMessages } from '../t';
import { promo } from '../messages/id/promo';

addMessages(promo);
