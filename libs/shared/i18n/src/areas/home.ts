import { addMessages } from '../t';
import { home } from '../messages/id/home';

addMessages(home);
