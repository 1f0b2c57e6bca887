import { addCatalogues } from '../../../lib/i18n';
import { en } from './en';
import { es } from './es';

// The texts come with the pieces that show a signed record (the notes page, the attendance log).
addCatalogues({ en, es });
