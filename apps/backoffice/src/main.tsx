import { startApp } from '@rona/ui';
import { MantineRoot } from '@rona/ui/mantine';
import { backofficeRoutes } from './routes';

startApp({ app: 'backoffice', routes: backofficeRoutes, Theme: MantineRoot });
