import { addMessages } from '../t';
import { accounts } from '../messages/id/accounts';

addMessages(accounts);
