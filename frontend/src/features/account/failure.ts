import type { FormInstance } from 'antd';
import { isApiError } from '../../api/errors';

/**
 * Puts the server's field errors (e.g. current_password) on the form's fields by the names the
 * form uses; answers whether any was shown.
 */
export function showFieldErrors<T>(
  form: FormInstance<T>,
  caught: unknown,
  names: Record<string, keyof T & string>,
  texts: Record<string, string> = {},
): boolean {
  if (!isApiError(caught) || !caught.fields) return false;
  const fields = Object.entries(caught.fields)
    .filter(([key]) => key in names)
    .map(([key, message]) => ({
      name: names[key] as never,
      errors: [texts[key] ?? message],
    }));
  form.setFields(fields);
  return fields.length > 0;
}
