// antd's Input carries Search, Password, TextArea, OTP and Group as statics (Input.TextArea …),
// so importing it from 'antd' puts all six on every page with a text box (~4 KB compressed,
// with Search's button and icon and OTP's cells). Each from its own module instead; eslint
// (eslint.config.js) keeps Input from being imported from 'antd' again.
export { default as Input } from 'antd/es/input/Input';
export { default as Password } from 'antd/es/input/Password';
export { default as TextArea } from 'antd/es/input/TextArea';
