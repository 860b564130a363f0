'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DESKTOP_BREAKPOINT_PX } from '@/lib/constants';

/** The mobile sidebar and its secondary menu are each shown or hidden. */
export interface MobileSidebarState {
  shown: boolean;
  toggle(): void;
  /** Closes the sidebar (its <dialog> gives the focus back to the element that opened it). */
  close(): void;
  /** The page's own menu (the docs sidebar on docs pages), if it set one. */
  secondaryContent: ReactNode | null;
  setSecondaryContent(content: ReactNode | null): void;
  secondaryShown: boolean;
  showPrimaryMenu(): void;
}

const MobileSidebarContext = createContext<MobileSidebarState | null>(null);

export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;

export function MobileSidebarProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // The page it was opened on. A link followed inside the menu lands on a new page: the menu
  // has done its job, and is closed.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const shown = shownOn !== null && shownOn === pathname;
  const [secondaryContent, setSecondaryContent] = useState<ReactNode | null>(null);
  const [secondaryShown, setSecondaryShown] = useState(false);

  const close = useCallback(() => setShownOn(null), []);

  const toggle = useCallback(() => {
    // A docs page opens on its own menu first.
    if (!shown) setSecondaryShown(true);
    setShownOn(shown ? null : pathname);
  }, [shown, pathname]);

  // Growing to the desktop layout leaves no toggle to close the menu with.
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = () => media.matches && close();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [close]);

  const value = useMemo<MobileSidebarState>(
    () => ({
      shown,
      toggle,
      close,
      secondaryContent,
      setSecondaryContent,
      secondaryShown: secondaryShown && secondaryContent !== null,
      showPrimaryMenu: () => setSecondaryShown(false),
    }),
    [shown, toggle, close, secondaryContent, secondaryShown],
  );
  return <MobileSidebarContext.Provider value={value}>{children}</MobileSidebarContext.Provider>;
}

export function useMobileSidebar(): MobileSidebarState {
  const state = useContext(MobileSidebarContext);
  if (!state)
    throw new Error(
      'useMobileSidebar must be used inside <MobileSidebarProvider> (components/SiteShell).',
    );
  return state;
}
