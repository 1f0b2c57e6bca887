import { addCatalogues } from '../../i18n';
import { en } from './en';
import { es } from './es';

addCatalogues({ en, es });
