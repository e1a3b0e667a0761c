import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { drawingId } from '../../scripts/vite-static-screens';

const bootDrawings = readFileSync(resolve(__dirname, '../../public/boot-drawings.js'), 'utf8');

export type Drawings = Record<'light' | 'dark', string>;

/**
 * The top of index.html's body as the build writes it for the screen drawn in element `id`, with
 * public/boot-drawings.js run after the drawings, for a visitor public/boot-appearance.js chose
 * the drawing of `mode` for (`data-static-<screen>` on <html>), or none. The element it put in.
 */
export function putDrawing(
  id: string,
  drawings: Drawings,
  mode: 'light' | 'dark' | null = 'light',
): HTMLElement | null {
  document.body.insertAdjacentHTML(
    'afterbegin',
    (['light', 'dark'] as const)
      .map((drawn) => `<template id="${drawingId(id, drawn)}">${drawings[drawn]}</template>`)
      .join(''),
  );
  if (mode) document.documentElement.setAttribute(`data-${id.replace(/^pp-/, '')}`, mode);
  new Function(bootDrawings)();
  return document.getElementById(id);
}

/** After a test: the drawing of element `id`, its templates, the attribute and React's root gone. */
export function takeDrawingOut(id: string): void {
  document.getElementById(id)?.remove();
  document.getElementById('root')?.remove();
  for (const template of document.querySelectorAll('template')) template.remove();
  document.documentElement.removeAttribute(`data-${id.replace(/^pp-/, '')}`);
}
