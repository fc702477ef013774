import { addMessages } from '../t';
import { linkpage } from '../messages/id/linkpage';

addMessages(linkpage);
