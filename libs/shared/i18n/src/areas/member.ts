import { addMessages } from '../t';
import { member } from '../messages/id/member';

addMessages(member);
