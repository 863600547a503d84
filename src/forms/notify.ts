import { toast } from 'sonner';

let stylesLoaded: Promise<unknown> | undefined;

/**
 * sonner's notifications, with its stylesheet fetched by the first of them rather than by every
 * page (it is a fifth of the site's CSS, and most visitors never see a notification). Calls keep
 * their order: each waits for the stylesheet, which is fetched once.
 */
function afterStyles(show: () => void): void {
  stylesLoaded ??= import('sonner/dist/styles.css');
  void stylesLoaded.then(show);
}

export const notify = {
  success(...args: Parameters<typeof toast.success>): void {
    afterStyles(() => toast.success(...args));
  },
  error(...args: Parameters<typeof toast.error>): void {
    afterStyles(() => toast.error(...args));
  },
  dismiss(id: string): void {
    afterStyles(() => toast.dismiss(id));
  },
};
