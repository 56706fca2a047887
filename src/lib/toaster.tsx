import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The toast container with the spec's defaults; mounted by showToast() the first time a toast is shown. */
export default function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
    />
  );
}
