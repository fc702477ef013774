import { addMessages } from '../t';
import { legal } from '../messages/id/legal';

addMessages(legal);
