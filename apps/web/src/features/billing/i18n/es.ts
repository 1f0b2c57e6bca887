import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { en } from './en';

/** Spanish (es-US) texts of the billing export page; docs/glossary-es.md. */
export const es: Catalogue<typeof en> = {
  billing: {
    title: 'Exportación de facturación',
    heading: 'Exportación de facturación',
    intro:
      'Una línea por cliente, código de servicio y fecha con unidades, tarifa, importe y número de autorización, solo de registros firmados. Las unidades sin firma, sin autorización o que exceden la autorización se listan en una segunda sección del mismo archivo.',
    from: 'Desde',
    to: 'Hasta',
    rangeReversed: 'La fecha de inicio no debe ser posterior a la fecha final.',
    downloadCsv: 'Descargar CSV',
    downloadXlsx: 'Descargar Excel (.xlsx)',
    downloading: 'Preparando el archivo...',
    downloaded: 'Se guardó {{name}}.',
    failed: 'No se pudo crear la exportación de facturación. Inténtelo de nuevo.',
    adminsOnly: 'Solo los administradores pueden descargar la exportación de facturación.',
  },
};
