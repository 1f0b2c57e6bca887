import type { Catalogue } from '../../../lib/i18n/catalogue';
import { coreMessagesEs } from '../../../lib/i18n/locales/es';
import type { en } from './en';

/** Spanish (es-US) texts of sign-up and Change Password; docs/glossary-es.md. */
export const es: Catalogue<typeof en> = {
  signup: {
    title: 'Dar de alta a un empleado nuevo',
    subtitle: 'Crear cuenta de atención médica',
    fullName: 'Nombre completo',
    workEmail: 'Correo electrónico del trabajo',
    password: 'Contraseña',
    passwordHint: 'Mínimo 12 caracteres, con una mayúscula, un número y un carácter especial.',
    agreePrefix: 'Como ADMINISTRADOR, acepto los',
    agreeAnd: 'y la',
    termsOfService: 'términos del servicio',
    privacyPolicy: 'política de privacidad',
    agreeRequired: 'Acepte los términos del servicio y la política de privacidad.',
    submit: 'Crear cuenta',
    submitting: 'Creando la cuenta...',
    failed: coreMessagesEs.signupFailed,
    signIn: 'Iniciar sesión en su cuenta',
  },
  changePassword: {
    title: 'Cambiar contraseña',
    mustChange: 'Su administrador le pidió que elija una contraseña nueva antes de continuar.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar la contraseña nueva',
    strength: 'Seguridad de la contraseña:',
    strengthLabels: {
      'Very weak': 'Muy débil',
      Weak: 'Débil',
      Good: 'Buena',
      Strong: 'Fuerte',
      'Too common': 'Demasiado común',
    },
    requirements: 'Requisitos de la contraseña',
    checkLength: '12 caracteres o más',
    checkUpper: 'Mayúscula',
    checkNumber: 'Número',
    checkSpecial: 'Carácter especial',
    met: 'cumplido',
    notMet: 'no cumplido',
    submit: 'Cambiar contraseña',
    submitting: 'Cambiando la contraseña...',
    success: coreMessagesEs.passwordChanged,
    failed: coreMessagesEs.passwordChangeFailed,
  },
};
