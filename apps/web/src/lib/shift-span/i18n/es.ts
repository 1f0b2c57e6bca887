import type { Catalogue } from '../../i18n/catalogue';
import type { en } from './en';

/** Textos del alcance de un turno en el calendario (docs/payroll-rules.md). */
export const es: Catalogue<typeof en> = {
  shiftSpan: {
    laterDay_one: '{{time}} (+{{count}} día)',
    laterDay_other: '{{time}} (+{{count}} días)',
    laterDay_many: '{{time}} (+{{count}} días)',
    length: 'Duración del turno: {{length}}',
    lengthWorked: 'Duración del turno: {{length}} ({{worked}} trabajadas, {{paused}} en pausa)',
    stillOpen: 'Desde las {{checkIn}}, todavía abierto',
    stillOpen_la: 'Desde la {{checkIn}}, todavía abierto',
    noCheckOut: 'Desde las {{checkIn}}, sin salida',
    noCheckOut_la: 'Desde la {{checkIn}}, sin salida',
  },
};
