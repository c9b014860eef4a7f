// A lazily loaded page that can be fetched before it is rendered (the client shell starts the
// page it opens on, so the two download side by side), and that renders at once when it has
// been: React.lazy alone suspends on its first render even when the module is already here, and
// React then holds the page back behind its fallback for its reveal throttle (~300 ms). A page
// (not a shell) says when it has rendered: the first one is the first screen (lib/first-screen).
import { lazy, useEffect, type ComponentType, type JSX } from 'react';
import { markFirstScreen } from './first-screen';

type PageModule<P> = { default: ComponentType<P> };

export type LazyPage<P extends JSX.IntrinsicAttributes> = ComponentType<P> & {
  /** Starts the download (once; again after a failed one, whose error the render reports). */
  preload: () => void;
  /** The download, awaited: once it settles, the page renders without suspending. */
  load: () => Promise<unknown>;
};

/** Rendered beside a page, inside its Suspense boundary: its effect runs once the page shows. */
function FirstScreenMark() {
  useEffect(markFirstScreen, []);
  return null;
}

/** A page loaded by its route (`lazy`), which says when it has rendered as a lazy page does. */
export function withFirstScreenMark(Page: ComponentType): ComponentType {
  return function RoutePage() {
    return (
      <>
        <Page />
        <FirstScreenMark />
      </>
    );
  };
}

export function lazyPage<P extends JSX.IntrinsicAttributes = JSX.IntrinsicAttributes>(
  load: () => Promise<PageModule<P>>,
  { shell = false }: { shell?: boolean } = {},
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(fetchPage);
  const preload = () => void fetchPage().catch(() => undefined);
  function Page(props: P) {
    const Loaded = loaded;
    return (
      <>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
        {!shell && <FirstScreenMark />}
      </>
    );
  }
  return Object.assign(Page, { preload, load: fetchPage });
}
