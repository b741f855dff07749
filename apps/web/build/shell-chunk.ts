import type { Rolldown } from 'vite';

/**
 * The modules `bootModule` imports statically: the code every page runs before it shows anything
 * of its own. Rolldown left to itself cuts them into forty chunks of a few hundred bytes (each
 * shared with a different set of lazy pages), each a request on a slow line; the code-splitting
 * group that takes this set makes them one file. `bootModule` itself stays out, in a chunk of its
 * own: it awaits at its top level (the page's lazy parts, loaded with `import()`), and inside the
 * shell it would make every chunk that imports the shell wait for it, those parts included.
 */
export const staticImportsOf = (bootModule: string) => {
  let found: Set<string> | null = null;
  return (ctx: Rolldown.ChunkingContext): Set<string> => {
    if (found) return found;
    const modules = new Set<string>();
    const visit = (id: string) => {
      // Vite's and Rolldown's own helpers (ids starting with a NUL) are shared with the page's
      // entry, which must not import the shell: they stay out, in the entry's small file.
      if (modules.has(id) || id.startsWith('\0')) return;
      modules.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const imported of ctx.getModuleInfo(bootModule)?.importedIds ?? []) visit(imported);
    found = modules;
    return found;
  };
};
