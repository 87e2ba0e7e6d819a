// For jest (jest.config.js): components/inputs.ts takes each input from its own ES module, which
// jest, loading antd's CommonJS build, cannot mix with it; the same components from antd's index.
// eslint-disable-next-line no-restricted-imports -- the stub is what the rule points elsewhere to
import { Input as AntInput } from 'antd';

export const Input = AntInput;
export const Password = AntInput.Password;
export const TextArea = AntInput.TextArea;
