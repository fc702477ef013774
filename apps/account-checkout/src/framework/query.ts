// One of the framework's files to evaluate in a task of its own (main.tsx; see ./react.ts).
export { QueryClient } from '@tanstack/react-query';
