import * as Comlink from 'comlink';
import { renderTex } from './katex-render';

export interface TexItem {
  tex: string;
  display: boolean;
}

/**
 * KaTeX lives here, off the main thread: loading it (a few thousand symbol and macro
 * definitions) and typesetting a proof each cost a phone's main thread well over 50 ms.
 */
const exposed = {
  typeset(items: TexItem[]): string[] {
    return items.map((it) => renderTex(it.tex, it.display));
  },
};

export type ExposedTypeset = typeof exposed;

Comlink.expose(exposed);
