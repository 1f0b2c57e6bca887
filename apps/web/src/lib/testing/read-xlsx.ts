import { strFromU8, unzipSync } from 'fflate';

/**
 * Reads back the first sheet of an .xlsx the app wrote (tests only): each cell by its address
 * ("A1") with its value (text from the shared strings, numbers as numbers) and its number format.
 * Enough of the format to check what the exports write; not a general spreadsheet reader.
 */
export interface XlsxCell {
  value: string | number;
  format: string | null;
  bold: boolean;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export async function readXlsx(file: Blob | ArrayBuffer): Promise<{ sheetName: string; cells: Map<string, XlsxCell> }> {
  const bytes = new Uint8Array(file instanceof Blob ? await file.arrayBuffer() : file);
  const files = unzipSync(bytes);
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) =>
    decode([...(match[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1] ?? '').join('')),
  );
  const styles = text('xl/styles.xml');
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [m[1], decode(m[2] ?? '')]),
  );
  const fonts = [...(styles.match(/<fonts[^>]*>([\s\S]*?)<\/fonts>/)?.[1] ?? '').matchAll(/<font>([\s\S]*?)<\/font>/g)];
  const xfs = [...(styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? '').matchAll(/<xf([^>]*)>/g)].map(
    (m) => {
      const attrs = m[1] ?? '';
      const numFmt = /numFmtId="(\d+)"/.exec(attrs)?.[1];
      const font = Number(/fontId="(\d+)"/.exec(attrs)?.[1] ?? 0);
      return { format: numFmt ? (formats.get(numFmt) ?? null) : null, bold: /<b\/>/.test(fonts[font]?.[1] ?? '') };
    },
  );
  const cells = new Map<string, XlsxCell>();
  for (const match of text('xl/worksheets/sheet1.xml').matchAll(/<c r="([A-Z]+\d+)"([^>]*)>([\s\S]*?)<\/c>/g)) {
    const [, ref = '', attrs = '', body = ''] = match;
    const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
    const inline = /<is>[\s\S]*?<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1];
    const type = /t="(\w+)"/.exec(attrs)?.[1];
    const style = xfs[Number(/s="(\d+)"/.exec(attrs)?.[1] ?? 0)];
    const value =
      type === 's' ? (strings[Number(raw)] ?? '') : type === 'inlineStr' ? decode(inline ?? '') : Number(raw ?? '');
    cells.set(ref, { value, format: style?.format ?? null, bold: style?.bold ?? false });
  }
  const sheetName = decode(/<sheet [^>]*name="([^"]*)"/.exec(text('xl/workbook.xml'))?.[1] ?? '');
  return { sheetName, cells };
}

/** A spreadsheet date serial as the instant it stands for (its wall-clock parts read as UTC). */
export const serialToDate = (serial: number) => new Date(Math.round((serial - 25_569) * 86_400_000));
