import type { Catalogue } from '../../../lib/i18n/catalogue';
import { coreMessagesEs } from '../../../lib/i18n/locales/es';
import type { en } from './en';

/** Spanish (es-US) texts of the Profile page; docs/glossary-es.md. */
export const es: Catalogue<typeof en> = {
  profile: {
    title: 'Perfil',
    heading: 'Perfil',
    avatarAlt: 'Foto de perfil de {{name}}',
    accountDetails: 'Datos de la cuenta',
    userName: 'Nombre de usuario',
    emailAddress: 'Correo electrónico',
    phoneNumber: 'Número de teléfono',
    emailChangeNote: 'Para cambiar su nombre, correo electrónico o número de teléfono, use Editar perfil en',
    emailChangeLink: 'Mi perfil',
    emailChangeNoteEnd: '. Para cambiar su correo electrónico se le pedirá su contraseña actual.',
    loadFailed: coreMessagesEs.loadProfileFailed,
    confirmTitle: 'Confirme sus datos',
    confirmBody: 'Revise que su nombre, correo electrónico y número de teléfono sean correctos.',
    looksCorrect: 'Todo está correcto',
    needChanges: 'Necesito hacer cambios',
    contactTitle: 'Comuníquese con el administrador',
    contactBody:
      'Puede cambiar usted mismo su nombre, correo electrónico y número de teléfono con Editar perfil en Mi perfil. Para cualquier otro cambio, comuníquese con soporte y diga qué hay que cambiar.',
    contactEmailLabel: 'Correo electrónico:',
    contactPhoneLabel: 'Teléfono:',
    understood: 'Entendido',
  },
};
