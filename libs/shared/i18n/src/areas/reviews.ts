import { addMessages } from '../t';
import { reviews } from '../messages/id/reviews';

addMessages(reviews);
