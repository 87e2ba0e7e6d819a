import { Select } from 'antd';

/**
 * The choice of mailbox in the Outcomes card, shown only to an organisation that has had more than
 * one: antd's Select (with its virtual list, ~20 KB compressed) loads with it, not with every
 * Dashboard.
 */
export default function MailboxSelect({
  id,
  value,
  onChange,
  options,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      data-testid="outcomes-mailbox"
      options={options}
    />
  );
}
