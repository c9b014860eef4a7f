// List or grid (spec 3 "Documents browser"): kept in a cookie, so the vault opens the way the
// reader left it; a list by default.
import { useState } from 'react';
import { readCookie, writeCookie } from '@/lib/cookies';

export type VaultView = 'list' | 'grid';
const VIEW_COOKIE = 'documents_view';

export function useVaultView(): [VaultView, (view: VaultView) => void] {
  const [view, setView] = useState<VaultView>(() =>
    readCookie(VIEW_COOKIE) === 'grid' ? 'grid' : 'list',
  );
  const choose = (next: VaultView) => {
    writeCookie(VIEW_COOKIE, next);
    setView(next);
  };
  return [view, choose];
}
