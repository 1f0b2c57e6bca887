import type { Catalogue } from '../../i18n/catalogue';
import type { en } from './en';

/** Spanish (es-US) texts of the offline queue; docs/glossary-es.md. */
export const es: Catalogue<typeof en> = {
  offline: {
    waiting_one: '{{count}} acción pendiente de sincronizar',
    waiting_many: '{{count}} de acciones pendientes de sincronizar',
    waiting_other: '{{count}} acciones pendientes de sincronizar',
    waitingToSync: 'Pendiente de sincronizar',
    // "Registrar entrada del miembro Otto Abierto": no brackets, the time of a refusal has its own
    actionAbout: '{{action}} {{about}}',
    queuedAction: '{{action}}: {{time}}',
    savedOnDevice: 'Sin conexión: se guardó en este dispositivo. Se enviará cuando vuelva la conexión.',
    syncNow: 'Sincronizar ahora',
    sent_one: 'Se envió {{count}} acción hecha sin conexión',
    sent_many: 'Se enviaron {{count}} de acciones hechas sin conexión',
    sent_other: 'Se enviaron {{count}} acciones hechas sin conexión',
    sentNote: 'Cuentan con la hora en que se hicieron en este dispositivo; un gerente las revisa.',
    refusedTitle: 'El servidor no lo aceptó',
    refusedAction: '{{action}} ({{time}}): {{reason}}',
    refusedUnknown: 'El servidor no aceptó esta acción.',
    dismiss: 'Descartar',
    signOutWaiting_one:
      '{{count}} acción sigue pendiente de sincronizar en este dispositivo. Se enviará la próxima vez que inicie sesión aquí. ¿Cerrar sesión de todos modos?',
    signOutWaiting_many:
      '{{count}} de acciones siguen pendientes de sincronizar en este dispositivo. Se enviarán la próxima vez que inicie sesión aquí. ¿Cerrar sesión de todos modos?',
    signOutWaiting_other:
      '{{count}} acciones siguen pendientes de sincronizar en este dispositivo. Se enviarán la próxima vez que inicie sesión aquí. ¿Cerrar sesión de todos modos?',
    recordedOffline: 'Sin conexión',
    recordedOfflineHint: 'Registrada sin conexión: la hora es la del dispositivo y la revisa un gerente',
    kind: {
      checkIn: 'Registrar entrada',
      checkOut: 'Registrar salida',
      pause: 'Pausar',
      resume: 'Reanudar',
      memberCheckIn: 'Registrar entrada del miembro',
      memberCheckOut: 'Registrar salida del miembro',
      attendanceCreate: 'Nuevo registro de asistencia',
      progressCreate: 'Nota de progreso',
      progressUpdate: 'Cambio de nota de progreso',
    },
  },
};
