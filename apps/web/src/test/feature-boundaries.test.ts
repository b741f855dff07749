import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, with only its import-boundary blocks, read as the lint does.
const { default: config } = (await import(
  /* @vite-ignore */ new URL('../../../../eslint.config.js', import.meta.url).href
)) as { default: Linter.Config[] };
const boundaryBlocks = config.filter((block) => block.files && block.rules?.['no-restricted-imports']);
const linter = new Linter({ configType: 'flat' });

const refusals = (file: string, source: string) =>
  linter
    .verify(source, boundaryBlocks, file)
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);

const inCheckout = 'apps/web/src/features/checkout/components/purchase.tsx';

describe("the web's feature boundary", () => {
  it.each([
    ["another feature's component", "import { X } from '../../registration/components/registration-form';"],
    ["another feature's hook", "import { X } from '../../auth/hooks/use-anything';"],
    ["another feature's styles", "import '../../registration/registration.css';"],
    ['a deeper file reaching another feature', "import { X } from '../../../orders/lib/anything';"],
  ])('refuses a feature importing %s', (_what, source) => {
    const file = source.includes('../../../')
      ? 'apps/web/src/features/checkout/components/x/y.tsx'
      : inCheckout;
    expect(refusals(file, source)).toEqual([expect.stringContaining("A web feature's components")]);
  });

  it.each([
    [
      "another feature's api (its queries and their keys)",
      "import { X } from '../../settings/api/site-settings';",
    ],
    ['its own hooks', "import { X } from '../hooks/use-checkout';"],
    ['shared parts', "import { X } from '../../../components/registration-fields/registration-fields';"],
  ])('lets a feature import %s', (_what, source) => {
    expect(refusals(inCheckout, source)).toEqual([]);
  });

  it("refuses a shared part importing a feature's internals but not its api", () => {
    const file = 'apps/web/src/hooks/use-anything.ts';
    expect(refusals(file, "import { X } from '../features/checkout/hooks/use-checkout';")).toHaveLength(1);
    expect(refusals(file, "import { X } from '../features/auth/api/current-user';")).toEqual([]);
  });

  it('still refuses the server-only password list in a feature', () => {
    const source = "import { X } from '@shop/domain/validation/new-password';";
    expect(refusals(inCheckout, source)).toEqual([expect.stringContaining('Server only')]);
  });
});
