import { addCatalogues } from '../../../lib/i18n';
import { en } from './en';
import { es } from './es';

// imported by app/prerender.tsx alone: these texts are in the built HTML, not in any script
addCatalogues({ en, es });
