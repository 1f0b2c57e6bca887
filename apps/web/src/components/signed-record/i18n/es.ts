import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { en } from './en';

export const es: Catalogue<typeof en> = {
  signedRecord: {
    signed: 'Firmado',
    addAddendum: 'Agregar anexo',
  },
};
