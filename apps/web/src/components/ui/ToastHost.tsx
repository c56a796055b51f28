import { toast, ToastContainer } from 'react-toastify/unstyled';
// The stylesheet as a file Vite emits with this chunk, not the style tag react-toastify would
// inject: the Content-Security-Policy allows no inline style (decision 021).
import 'react-toastify/ReactToastify.css';

export { toast };

/** SPEC section 9: toasts at the top right, closing after 3 seconds, newest first. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={3000} newestOnTop />;
}
