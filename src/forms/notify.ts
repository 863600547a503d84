import { toast } from 'sonner';
// sonner's rules join the site's one stylesheet (the client build splits no CSS off), which every
// page carries inline: any page may show a notification, since every footer has a form.
import 'sonner/dist/styles.css';

/** sonner's notifications, the one place the forms call them from. */
export const notify = {
  success(...args: Parameters<typeof toast.success>): void {
    toast.success(...args);
  },
  error(...args: Parameters<typeof toast.error>): void {
    toast.error(...args);
  },
  dismiss(id: string): void {
    toast.dismiss(id);
  },
};
