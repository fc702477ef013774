import { addMessages } from '../t';
import { wishlist } from '../messages/id/wishlist';

addMessages(wishlist);
