// This module is only ever loaded through import() (see login-page.tsx): zod stays out of the first load.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { loginBodySchema, type LoginBody } from '@rona/domain';
import { schemaResolver } from '@mantine/form';

/** The login form's messages, from the contract's own body schema. */
export const validateLogin = schemaResolver(loginBodySchema, { sync: true }) as (
  values: LoginBody,
) => Record<string, string>;
