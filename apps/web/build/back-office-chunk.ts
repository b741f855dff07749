import type { Rolldown } from 'vite';

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;

/** Whether a module id is one of Vite's or Rolldown's own helpers (their ids start with a NUL). */
const isHelper = (id: string) => id.startsWith('\0');

/**
 * Every module reachable from `entry` through static and lazy imports without entering a module
 * `isBackOffice` names: what a buyer's page may run, sooner or later.
 */
const reachableOutside = (graph: ModuleGraph, entry: string, isBackOffice: (id: string) => boolean) => {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || isBackOffice(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  return reached;
};

/** The modules `pages` import statically, the pages themselves left out. */
const staticImportsOfAll = (graph: ModuleGraph, pages: readonly string[]) => {
  const found = new Set<string>();
  const pending = pages.flatMap((page) => graph.getModuleInfo(page)?.importedIds ?? []);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || isHelper(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  for (const page of pages) found.delete(page);
  return found;
};

/**
 * Every module reachable through static and lazy imports from the back office's other routes
 * (those `isBackOffice` names, `pages` left out), without entering `pages`.
 */
const reachableFromOtherPages = (graph: ModuleGraph, entry: string, view: BackOfficeView) => {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (view.isBackOffice(id) && !view.pages.includes(id)) routes.add(id);
    const info = graph.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  const pages = new Set(view.pages);
  const reached = new Set<string>();
  const fromRoutes = [...routes];
  for (let id = fromRoutes.pop(); id !== undefined; id = fromRoutes.pop()) {
    if (reached.has(id) || pages.has(id)) continue;
    reached.add(id);
    const info = graph.getModuleInfo(id);
    fromRoutes.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  return reached;
};

type BackOfficeView = {
  /** The module every page of the shop starts from (`src/main.tsx`). */
  entry: string;
  /** Whether a module belongs to the back office (its routes), where a buyer's page never goes. */
  isBackOffice: (id: string) => boolean;
  /** The route modules a back-office page renders first (its frame, then the page). */
  pages: readonly string[];
  /**
   * Leave out what the back office's other pages reach too: a page's own group, which they would
   * otherwise download whole for one of its modules. The frame's group keeps them: every page
   * runs the frame.
   */
  ownOnly?: boolean;
};

/**
 * The modules a back-office page's first view imports that no buyer's page can reach: Rolldown
 * left to itself cuts them into dozens of files of a few hundred bytes (each shared with a
 * different set of back-office pages), each a request. The code-splitting group that takes this
 * set makes them one file, which no buyer's page ever imports since none of its modules is
 * reachable from one. The route modules stay out, in chunks of their own: the back office's frame
 * awaits its texts at its top level, and inside the group it would hold back every chunk that
 * imports the group.
 */
export const backOfficeOnlyImportsOf = (view: BackOfficeView) => {
  let found: Set<string> | null = null;
  return (graph: ModuleGraph): Set<string> => {
    if (found) return found;
    const buyers = reachableOutside(graph, view.entry, view.isBackOffice);
    const others = view.ownOnly ? reachableFromOtherPages(graph, view.entry, view) : new Set<string>();
    found = new Set(
      [...staticImportsOfAll(graph, view.pages)].filter((id) => !buyers.has(id) && !others.has(id)),
    );
    return found;
  };
};
