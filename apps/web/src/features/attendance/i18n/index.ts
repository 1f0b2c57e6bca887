import { addCatalogues } from '../../../lib/i18n';
import '../../../components/signed-record/i18n';
import '../../../lib/i18n/messages';
import { en } from './en';
import { es } from './es';

addCatalogues({ en, es });
