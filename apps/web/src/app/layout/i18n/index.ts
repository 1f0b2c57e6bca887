import { addCatalogues } from '../../../lib/i18n';
import { en } from './en';
import { es } from './es';

addCatalogues({ en, es });
