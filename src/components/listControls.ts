import { lateModule } from './lateModule';

/**
 * antd's Table and Select for the resource lists (once; later lists have them at once). Until
 * they are in, a list shows its first rows as a plain table (FirstRows) and its filters as still
 * boxes (FilterSelect): what a list loads before it can show its rows is then ~66 KB gzip less
 * (docs/performance.md part 1f). Asked for by useLoadListControls once the first rows (or the
 * list's error) are painted.
 */
const listControls = lateModule(() => import('./listControlsModule'));

export const loadListControls = listControls.load;

/** antd's Table and Select once loaded, else undefined (draw the stand-in). */
export const useListControls = listControls.use;

/**
 * Asks for the controls once `settled` (the rows, or the error, are drawn) and the page has
 * painted. On failure what is drawn stays; the next list asks again.
 */
export const useLoadListControls = listControls.useLoadAfterPaint;
