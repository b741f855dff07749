import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** Each `export { default as Name } from './dir'` of a library's index: the name's own module. */
const directModulesOf = (indexFile: string, fileOf: (target: string) => string) => {
  const modules = new Map<string, string>();
  const reexport = /export \{ default as (\w+) \} from ["']\.\/([\w/-]+)["']/g;
  for (const [, name, target] of readFileSync(indexFile, 'utf8').matchAll(reexport)) {
    if (name && target) modules.set(name, fileOf(target));
  }
  return modules;
};

const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
const iconsEs = path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'es');

const LIBRARIES: Record<string, Map<string, string>> = {
  antd: directModulesOf(path.join(antdEs, 'index.js'), (dir) => path.join(antdEs, dir, 'index.js')),
  '@ant-design/icons': directModulesOf(path.join(iconsEs, 'icons', 'index.js'), (file) =>
    path.join(iconsEs, 'icons', `${file}.js`),
  ),
};

const namedImport = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["'];?/g;

/**
 * `import { Button, Typography } from 'antd'` becomes an import of each component's own module
 * (the same for icons), in the shop's code. The code is the same; what changes is the module
 * graph the build splits by: through the library's index every module reaches every component,
 * so the code-splitting group of Ant Design's core (the modules `antd-frame.tsx` imports) took
 * all of Ant Design, the back office's table and date pickers included, into every page built
 * on it. Names the index does not re-export as a default stay imported from the index.
 */
export const antdDirectImports: Plugin = {
  name: 'shop:antd-direct-imports',
  transform: {
    filter: { id: { exclude: /node_modules/ }, code: /from\s*["'](?:antd|@ant-design\/icons)["']/ },
    handler(code) {
      const rewritten = code.replace(namedImport, (statement, names: string, library: string) => {
        const modules = LIBRARIES[library];
        if (!modules) return statement;
        const kept: string[] = [];
        const direct: string[] = [];
        for (const specifier of names.split(',').map((part) => part.trim())) {
          if (specifier === '') continue;
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = modules.get(imported);
          if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`);
          else kept.push(specifier);
        }
        const rest = kept.length > 0 ? [`import { ${kept.join(', ')} } from '${library}';`] : [];
        return [...direct, ...rest].join(' ');
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  },
};
