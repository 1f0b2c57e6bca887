import type { careCodes } from './care-codes';
import type { Catalogue } from './catalogue';

/** Spanish names of the care codes (codes.ts); program names and service codes stay as billed. */
export const careCodesEs: Catalogue<typeof careCodes> = {
  // place names stay as they are (docs/glossary-es.md): "Guadalupe DTA especial" was shown for
  // "Guadalupe Special DTA"
  location: {
    GUADALUPE_DTA: 'Guadalupe DTA',
    GUADALUPE_DTT: 'Guadalupe DTT',
    GUADALUPE_SPECIAL: 'Guadalupe Special DTA',
  },
  service: {
    DTA1: 'DTA1',
    DTA2: 'DTA2',
    DTT: 'DTT',
    SDTA: 'SDTA',
  },
  status: {
    active: 'Activo',
    inactive: 'Inactivo',
    pending: 'Pendiente',
  },
  billType: {
    yearly: 'Anual',
    monthly: 'Mensual',
    quarterly: 'Trimestral',
  },
  trialValue: {
    Barriers: 'Barreras',
    HH: 'HH (mano sobre mano)',
    I: 'I (independiente)',
    M: 'M (modelado)',
    P: 'P (ayuda física)',
    R: 'R (se negó)',
    S: 'S (ayuda visual)',
    G: 'G (ayuda con gestos)',
    VP: 'VP (ayuda verbal)',
  },
};
