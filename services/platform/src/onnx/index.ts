// `@winzmail/platform/onnx`: what services and their tests may see of the local models' process
// (its title, to find it in `ps`; the error of a request it died under).
export { MODEL_PROCESS_TITLE, ModelProcessExited } from './model-process.js';
