import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { en } from './en';

/** Spanish (es-US) privacy notice and terms of service; docs/glossary-es.md. */
export const es: Catalogue<typeof en> = {
  legal: {
    organisationFallback: 'Su empleador',
    supportFallback: 'su administrador',
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      '{{organisation}} usa Daybook para registrar el tiempo de trabajo y documentar la atención que brindamos en nuestros programas diurnos. Este aviso explica qué guarda el servicio, quién puede verlo y cómo se protege.',
    keepsHeading: 'Qué guardamos',
    keeps: [
      'Su cuenta: nombre, correo electrónico del trabajo, número de teléfono, rol, gerente y los datos de dirección que tiene su empleador.',
      'Registros de tiempo: cuándo registra su entrada y su salida, las pausas y sus motivos, y la ubicación del dispositivo informada en cada uno de esos momentos.',
      'Documentación de la atención: asistencia de clientes, notas de progreso de metas y calificaciones de intentos escritas por los proveedores.',
      'Un registro de seguridad de inicios de sesión y cambios (quién hizo qué y cuándo), sin contraseñas ni el contenido de las notas.',
    ],
    whoHeading: 'Quién puede verlo',
    who: [
      'Usted ve su propio perfil, su configuración y sus registros de tiempo.',
      'Los proveedores ven solo los clientes que tienen asignados y los registros de esos clientes.',
      'Los gerentes ven los registros de tiempo de las personas a su cargo; los administradores gestionan las cuentas y ven todos los registros de tiempo.',
    ],
    protectHeading: 'Cómo se protege',
    protect: [
      'La información de los clientes se trata como información médica protegida y se maneja conforme a HIPAA: cada persona ve solo lo mínimo necesario.',
      'Las contraseñas se guardan solo como hashes unidireccionales seguros. Las sesiones terminan después de un tiempo de inactividad y cuando usted cierra sesión o cambia su contraseña.',
      'Los datos viajan cifrados a nuestros servidores y nunca se venden ni se comparten con fines publicitarios.',
    ],
    contactHeading: 'Preguntas',
    contact:
      'Si tiene preguntas sobre su información o quiere pedir una corrección, comuníquese con soporte en {{email}}.',
  },
  terms: {
    title: 'Términos del servicio',
    intro:
      '{{organisation}} ofrece Daybook a su personal para registrar el tiempo de trabajo y documentar la atención de los clientes. Al iniciar sesión, usted acepta estos términos.',
    useHeading: 'Uso aceptable',
    use: [
      'Inicie sesión solo con su propia cuenta y mantenga su contraseña en privado. Nunca comparta una sesión ni deje que otra persona registre la entrada por usted.',
      'Registre su entrada y su salida solo cuando esté físicamente presente en su lugar de trabajo asignado, y registre las pausas con sinceridad.',
      'Abra los registros de los clientes solo cuando los necesite para la atención que brinda, y escriba notas exactas y profesionales.',
      'No copie, exporte ni imprima información de los clientes salvo para lo que su rol requiere, y guarde cualquier exportación de forma segura.',
    ],
    recordsHeading: 'Sus registros',
    records: [
      'Los registros de tiempo se usan para la nómina y la asistencia. Si un registro está mal, avise a su gerente en lugar de buscar otra forma de resolverlo.',
      'Los cambios en sus datos personales se hacen a través de soporte o de su gerente.',
    ],
    breachHeading: 'Si algo sale mal',
    breach:
      'Informe de inmediato a soporte en {{email}} la pérdida de un dispositivo, una sospecha de acceso no autorizado o un error en los registros de clientes. El mal uso del servicio puede llevar a la suspensión de la cuenta.',
  },
};
