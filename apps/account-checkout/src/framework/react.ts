// One of the framework's files to evaluate in a task of its own (main.tsx); what the app uses of it
// is what it imports itself: re-exporting one name keeps the bundler's tree-shaking (a dynamic import
// of the package would keep all its exports).
export { createRoot } from 'react-dom/client';
