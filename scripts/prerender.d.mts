// Types of prerender.mjs, for the test of the prerendered pages' start script.
export declare function startScript(
  template: string,
  largeChunks?: string[],
): { file: string; source: string; template: string };
export declare function largeChunksInOrder(template: string, distDir: string, minBytes?: number): string[];
export declare function fillTemplate(
  template: string,
  startFile: string,
  markup: string,
  page: string,
  language: string,
  device?: 'none' | 'session',
): string;
