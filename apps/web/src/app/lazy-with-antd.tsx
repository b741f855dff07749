import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part';

/**
 * A lazy part built on Ant Design, loaded together with Ant Design's frame (theme, language,
 * notifications) and rendered inside it. The storefront's own parts stay light; a form or dialog
 * that needs Ant Design brings it when it is shown.
 */
export const lazyWithAntd = <P extends object>(name: string, load: () => Promise<ComponentType<P>>) =>
  lazyPart<P>(name, async () => {
    const [{ AntdFrame }, Component] = await Promise.all([import('./antd-frame'), load()]);
    const Framed = (props: P) => (
      <AntdFrame>
        <Component {...props} />
      </AntdFrame>
    );
    return Framed;
  });
