import { addCatalogues } from '../../i18n';
import '../../i18n/messages';
import { en } from './en';
import { es } from './es';

addCatalogues({ en, es });
