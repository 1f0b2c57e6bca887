import { addCatalogues } from '../../../lib/i18n';
import { en } from './en';

addCatalogues({ en });
