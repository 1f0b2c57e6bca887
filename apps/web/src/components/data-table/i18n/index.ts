import { addCatalogues } from '../../../lib/i18n';
import { en } from './en';
import { es } from './es';

// The table's texts come with its code, not with the sign-in page's (docs/performance.md).
addCatalogues({ en, es });
