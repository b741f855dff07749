import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

type Loader = () => Promise<unknown>;

/** Every lazy part whose declaring module has run, by name: what the browser can load ahead. */
const loaders = new Map<string, Loader>();

/** The names of the lazy parts a server render showed, collected for the page's hand-over. */
export const RenderedParts = createContext<Set<string> | null>(null);

/**
 * A part of a page whose code loads on demand (React's `lazy`), under a stable name. The server
 * notes each part it renders, and the browser loads them all before it hydrates (`preloadParts`),
 * so the part renders at once: a lazy part still loading when something above it changes would
 * make React throw the server's HTML of it away and show its fallback (the page shrinks and
 * grows back on a slow phone).
 */
export const lazyPart = <P extends object>(name: string, load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  loaders.set(name, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  const Part = (props: P) => {
    useContext(RenderedParts)?.add(name);
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  };
  Part.displayName = `Part(${name})`;
  return Part;
};

/**
 * Loads the code of the named parts. A part inside another part is known only once the outer
 * one's code has run, so the names are tried again after each round that loaded something.
 */
export const preloadParts = async (names: readonly string[]) => {
  let waiting = [...names];
  while (waiting.length > 0) {
    const known = waiting.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    await Promise.all(known.map((name) => loaders.get(name)?.() ?? Promise.resolve()));
    waiting = waiting.filter((name) => !known.includes(name));
  }
};

/**
 * Opens a dialog whose code loads on the first click (a lazy part): the button waits with a
 * spinner until the code has arrived, then the dialog opens whole, so nothing half-drawn flashes
 * in between. Here rather than in a file of its own: the payment step and the cart both use it,
 * and a module of its own would be one more script in each first view.
 */
export const usePartOpening = (part: string, open: () => void) => {
  const [isOpening, setOpening] = useState(false);
  const openPart = async () => {
    setOpening(true);
    try {
      await preloadParts([part]);
    } finally {
      setOpening(false);
    }
    open();
  };
  return { isOpening, open: () => void openPart() };
};
