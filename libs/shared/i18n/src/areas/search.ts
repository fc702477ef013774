import { addMessages } from '../t';
import { search } from '../messages/id/search';

addMessages(search);
