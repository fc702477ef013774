import { adminQuery } from '@rona/api-client';

/** The staff member and their keys; kept for the whole visit (a 401 anywhere sends to the login). */
export const staffMeQuery = () => ({ ...adminQuery('adminMe'), staleTime: 5 * 60_000 });
