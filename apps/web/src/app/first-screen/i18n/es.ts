import type { Catalogue } from '../../../lib/i18n/catalogue';
import type { en } from './en';

/** Textos escritos solo en las primeras pantallas de la compilación (app/prerender.tsx). */
export const es: Catalogue<typeof en> = {
  firstScreen: {
    slowStart: 'Todavía se está cargando. Con poca señal puede tardar un minuto. Si nada cambia, revise su conexión y',
    reload: 'vuelva a cargar la página',
  },
};
