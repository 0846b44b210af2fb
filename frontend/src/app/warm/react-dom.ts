export { createRoot, hydrateRoot } from 'react-dom/client';
