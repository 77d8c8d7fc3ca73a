// notistack's provider and the look of a toast: a polite status message with its actions and a Dismiss button.
import { forwardRef, useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarContent, SnackbarProvider, type CustomContentProps, type SnackbarKey } from 'notistack';
import { Button } from './Button';
import styles from './Toast.module.css';
import { attachToastRenderer, type ToastRequest } from './toasts';

const Toast = forwardRef<HTMLDivElement, CustomContentProps>(function Toast({ id, message, variant, action }, ref) {
  const actions = typeof action === 'function' ? action(id) : action;
  return (
    <SnackbarContent ref={ref} role="status" aria-live="polite" aria-atomic="true" className={`${styles.toast} ${variant === 'error' ? styles.error : ''}`}>
      <p className={styles.message}>{message}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </SnackbarContent>
  );
});

const components = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

function actionsFor(request: ToastRequest) {
  return function ToastActions(key: SnackbarKey) {
    return (
      <>
        {request.action ? (
          <Button
            variant="quiet"
            size="sm"
            className={styles.action}
            onClick={() => {
              closeSnackbar(key);
              request.action?.onClick();
            }}
          >
            {request.action.label}
          </Button>
        ) : null}
        <Button variant="quiet" size="sm" className={styles.action} onClick={() => closeSnackbar(key)}>
          Dismiss
        </Button>
      </>
    );
  };
}

export default function Toaster() {
  useEffect(() => {
    attachToastRenderer({
      show: (request) =>
        void enqueueSnackbar(request.message, {
          key: request.key,
          variant: request.variant,
          persist: request.persist,
          action: actionsFor(request),
        }),
      dismiss: (key) => closeSnackbar(key),
    });
    return () => attachToastRenderer(null);
  }, []);

  return (
    <SnackbarProvider Components={components} maxSnack={4} autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} />
  );
}
