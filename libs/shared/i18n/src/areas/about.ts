import { addMessages } from '../t';
import { about } from '../messages/id/about';

addMessages(about);
