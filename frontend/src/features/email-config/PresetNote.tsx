import { Alert } from 'antd';

/** A preset's warning (e.g. an app password is needed), loaded with the first preset that has one. */
export default function PresetNote({ text }: { text: string }) {
  return <Alert className="preset-note" type="warning" showIcon title={text} />;
}
