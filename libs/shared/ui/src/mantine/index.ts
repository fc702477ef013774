export { MantineOutlet, MantineRoot } from './mantine-root';
