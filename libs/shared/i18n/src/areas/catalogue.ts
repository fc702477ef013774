import { addMessages } from '../t';
import { catalogue } from '../messages/id/catalogue';

addMessages(catalogue);
