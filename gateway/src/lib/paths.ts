import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root, whether running from src/ (dev, tests) or dist/ (production build). */
export const repoRoot = path.resolve(here, '..', '..', '..');
export const gatewayRoot = path.join(repoRoot, 'gateway');
export const toolsDir = path.join(repoRoot, '.tools');
export const frontendDist = path.join(repoRoot, 'frontend', 'dist');
