/**
 * The layout route around every page of the account app (routes.tsx): the pages render inside
 * Mantine's provider, whose code and stylesheet load with the first page instead of blocking the
 * first paint of index.html (the header and the skeleton need neither).
 */
export { MantineOutlet as Component } from '@rona/ui/mantine';
