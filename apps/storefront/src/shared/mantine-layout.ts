/**
 * The layout route of the pages whose first screen has Mantine components (routes.tsx): they render
 * inside Mantine's provider, which loads with them (the storefront's shell has none).
 */
export { MantineOutlet as Component } from '@rona/ui/mantine';
