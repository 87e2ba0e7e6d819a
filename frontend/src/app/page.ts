import type { ComponentType } from 'react';
import { loadTexts } from '../i18n';
import type { TextArea } from '../i18n/areas';

type PageModule = { default: ComponentType };

/**
 * Every page is its own chunk, loaded when its route matches, with the parts of the texts it uses
 * beyond the core (i18n/areas.ts).
 */
export function page(load: () => Promise<PageModule>, texts: readonly TextArea[] = []) {
  return async () => {
    const [module] = await Promise.all([load(), loadTexts(texts)]);
    return { Component: module.default };
  };
}
