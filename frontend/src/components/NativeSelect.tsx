import type { ChangeEvent, SelectHTMLAttributes } from 'react';
import './native-select.css';

export interface NativeSelectOption {
  value: string;
  label: string;
}

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: readonly NativeSelectOption[];
  value?: string;
  /** Called with the value chosen (antd's Form.Item reads its value from the event's target). */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/**
 * A browser <select> drawn like antd's Select, for a short fixed list of choices: antd's Select
 * (rc-select, its virtual list and overlay, ~25 KB compressed) is more than a page's first load
 * can carry for that. It works inside a Form.Item as antd's controls do (id, value, onChange and
 * the aria attributes the item passes on); its keyboard and screen-reader behaviour is the
 * browser's own. A value the list lacks (or none yet) shows as an empty choice.
 */
export function NativeSelect({ options, value, className, ...rest }: Props) {
  const known = options.some((o) => o.value === value);
  return (
    <select
      {...rest}
      value={value ?? ''}
      className={className ? `winz-select ${className}` : 'winz-select'}
    >
      {!known && <option value={value ?? ''}>{value ?? ''}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
