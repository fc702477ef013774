import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mantineThemeCss } from './mantine-theme-css';

const target = fileURLToPath(new URL('./mantine-theme.css', import.meta.url));
writeFileSync(target, await mantineThemeCss());
console.log(`wrote ${target}`);
