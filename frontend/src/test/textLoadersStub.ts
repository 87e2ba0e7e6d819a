import type { TextArea } from '../i18n/areas';
import type { LanguageCode } from '../i18n/languages';

/**
 * Jest has no import.meta.glob, and component tests render pages without their routes (which
 * load the pages' parts of the texts): every part here is the language's whole file.
 */
export async function loadTextArea(
  code: LanguageCode,
  _area: TextArea,
): Promise<Record<string, unknown>> {
  const file = (await import(`../i18n/${code}.json`, { with: { type: 'json' } })) as {
    default: Record<string, unknown>;
  };
  return file.default;
}
