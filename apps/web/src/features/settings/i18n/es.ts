import type { Catalogue } from '../../../lib/i18n/catalogue';
import { coreMessagesEs } from '../../../lib/i18n/locales/es';
import type { en } from './en';

/** Spanish (es-US) texts of the Settings page; docs/glossary-es.md. */
export const es: Catalogue<typeof en> = {
  settings: {
    title: 'Configuración del usuario',
    subtitle: 'Su información personal y de dirección; comuníquese con su gerente para hacer cambios.',
    streetAddress: 'Dirección',
    address2: 'Línea 2 de la dirección',
    city: 'Ciudad',
    state: 'Estado',
    zipCode: 'Código postal',
    managerName: 'Nombre del gerente',
    lastUpdated: 'Última actualización: {{date}}',
    confirmDetails: 'Confirmar datos',
    confirmed: coreMessagesEs.detailsConfirmed,
    missingTitle: 'A su perfil le faltan algunos datos',
    missingDetails: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Número de teléfono',
      address: 'Dirección (calle, ciudad, estado y código postal)',
    },
    addInProfile: 'Agregarlos en Mi perfil',
    addressFromManager: 'Su gerente registra su dirección: pídale que la agregue.',
    confirmWhenRecorded: 'Podrá confirmar sus datos cuando estén registrados.',
    contactManager: 'Comunicarse con el gerente',
    contactManagerSubject: 'Cambio en mis datos',
    requestFailed: coreMessagesEs.requestFailed,
    languageHeading: 'Idioma',
    language: 'Language / Idioma',
    languageHelp: 'El idioma de Daybook en todos sus dispositivos.',
    languageBrowser: 'El del navegador',
    languageSaved: 'Idioma guardado.',
    languageFailed: 'No se pudo guardar el idioma. Inténtelo de nuevo.',
    languageNames: { en: 'English', es: 'Español' },
  },
};
