// antd's Modal as a module of its own, for LazyModal to load.
export { Modal as default } from 'antd';
