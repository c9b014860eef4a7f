// The firm's optional in-app banner for clients; dismissing it is remembered in a cookie (per text,
// so a new banner shows again).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { readCookie, writeCookie } from '@/lib/cookies';

export const BANNER_COOKIE = 'portico_banner_dismissed';

/** A short, stable fingerprint of the banner text (cookie values stay small and plain). */
function fingerprint(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}

export function InAppBanner({
  enabled,
  text,
  dismissible = true,
}: {
  enabled: boolean;
  text: string;
  /** Off in preview: staff see the banner as the client does, and their cookie stays untouched. */
  dismissible?: boolean;
}) {
  const key = fingerprint(text);
  const [dismissed, setDismissed] = useState(
    () => dismissible && readCookie(BANNER_COOKIE) === key,
  );
  if (!enabled || !text.trim() || dismissed) return null;
  return (
    <Alert
      severity="info"
      data-testid="in-app-banner"
      {...(dismissible && {
        onClose: () => {
          writeCookie(BANNER_COOKIE, key);
          setDismissed(true);
        },
      })}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss banner' } }}
    >
      {text}
    </Alert>
  );
}
