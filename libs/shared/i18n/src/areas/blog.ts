import { addMessages } from '../t';
import { blog } from '../messages/id/blog';

addMessages(blog);
